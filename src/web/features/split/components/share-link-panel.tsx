import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { useDates } from '../../../i18n/use-language';
import { inviteText, shareToPay, whatsAppLink } from '../split-wording';

/** The booker's one link for the team: copied, or sent on WhatsApp with the text ready. */
export function ShareLinkPanel({ split }: { split: SplitAnswer }) {
  const { t } = useTranslation('split');
  const dates = useDates();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const link = split.shareLink;
  const share = shareToPay(split);
  if (!link || !split.game || !share) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      aria-labelledby="share-link-heading"
      className="mt-6 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
    >
      <h2 id="share-link-heading" className="font-bold text-slate-900">
        {t('link.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('link.text')}</p>
      <p
        className="mt-3 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200"
        data-testid="share-link"
      >
        {link}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={ACTION_SECONDARY} onClick={() => void copy()}>
          {t('link.copy')}
        </button>
        <a
          className={ACTION_PRIMARY}
          href={whatsAppLink(inviteText(t, dates, split.game, share.amount, link))}
          target="_blank"
          rel="noreferrer"
        >
          {t('link.whatsapp')}
        </a>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {copied === 'yes' ? t('link.copied') : copied === 'failed' ? t('link.copyFailed') : ''}
      </p>
    </section>
  );
}
