import { useState } from 'react';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { inviteText, shareToPay, whatsAppLink } from '../split-wording';

/** The booker's one link for the team: copied, or sent on WhatsApp with the text ready. */
export function ShareLinkPanel({ split }: { split: SplitAnswer }) {
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
        Send your team the link
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Each teammate opens it, logs in or signs up, and pays one share.
      </p>
      <p
        className="mt-3 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200"
        data-testid="share-link"
      >
        {link}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={ACTION_SECONDARY} onClick={() => void copy()}>
          Copy link
        </button>
        <a
          className={ACTION_PRIMARY}
          href={whatsAppLink(inviteText(split.game, share.amount, link))}
          target="_blank"
          rel="noreferrer"
        >
          Share on WhatsApp
        </a>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Could not copy: select the link above and copy it.'
            : ''}
      </p>
    </section>
  );
}
