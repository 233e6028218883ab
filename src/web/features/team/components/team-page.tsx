import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useTurf } from '../../../queries/turf-detail';
import { useTeam } from '../api/team';
import { InviteForm } from './invite-form';
import { TeamList } from './team-list';

// /turf-bookings/:turfId/team: the listing's team, its owner's only (docs/decisions/066). The
// server refuses anyone else; the screen says why in the reader's language.

export function TeamPage() {
  const { t } = useTranslation('team');
  const errorText = useErrorText();
  const { turfId = '' } = useParams();
  const turf = useTurf(turfId, null).data;
  const team = useTeam(turfId);
  const heading = turf ? t('page.titleOf', { turf: turf.name }) : t('page.title');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={heading} />
      <Link
        to={`/turf-bookings/${encodeURIComponent(turfId)}`}
        className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span aria-hidden="true">←</span> {t('page.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      {team.isError ? (
        <StatePanel tone="error" title={errorText(team.error, t('page.failed'))} />
      ) : team.data ? (
        <>
          <p className="mt-2 max-w-2xl text-slate-600">{t('page.intro')}</p>
          <InviteForm turfId={turfId} />
          <TeamList turfId={turfId} staff={team.data} />
        </>
      ) : (
        <div className="flex justify-center py-20">
          <Spinner label={t('page.loading')} />
        </div>
      )}
    </section>
  );
}
