import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { usePromoCodes, useOwnTurfChoices, type PromoMaker } from '../api/promo-codes';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';

/**
 * /turf-bookings/promo-codes (an owner's codes for their turfs) and /admin/promo-codes (the
 * admin's, for every turf): make a code, and see each one's uses and the money it gave away.
 */
export function PromoCodesPage({ user, who }: { user: SessionUser; who: PromoMaker }) {
  const { t } = useTranslation('promo-codes');
  const codes = usePromoCodes(who);
  const turfs = useOwnTurfChoices(who === 'owner' ? user._id : null);
  if (user.role !== who) {
    return <StatePanel title={t('page.notForYou')} text={t('page.notForYouText')} />;
  }
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('page.title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('page.title')}
        </h1>
        <p className="mt-1 text-slate-600">
          {who === 'owner' ? t('page.introOwner') : t('page.introAdmin')}
        </p>
      </div>
      {who === 'owner' && turfs.isPending ? (
        <Spinner label={t('page.loadingTurfs')} />
      ) : (
        <PromoCodeForm who={who} turfs={who === 'owner' ? (turfs.data ?? []) : null} />
      )}
      <h2 className="text-lg font-bold text-slate-900">{t('page.yourCodes')}</h2>
      {codes.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('page.loading')} />
        </div>
      ) : codes.isError ? (
        <StatePanel title={t('page.wrong')} text={t('page.failed')} tone="error" />
      ) : (
        <PromoCodeList codes={codes.data} />
      )}
    </section>
  );
}
