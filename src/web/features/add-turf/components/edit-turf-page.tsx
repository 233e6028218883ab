import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import type { TurfJson } from '../../../../shared/turf-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useVenueAccess } from '../../../hooks/use-venue-access';
import { isApiRequestError } from '../../../lib/api-client';
import { useTurf } from '../../../queries/turf-detail';
import { EditTurfForm } from './edit-turf-form';
import { PhotosManager } from './photos-manager';

/** /turfs/:id/edit: the turf's owner, the admin or its manager edits its listing (decision 066). */
export function EditTurfPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('add-turf');
  const { id = '' } = useParams();
  const passed = (useLocation().state as { turf?: TurfJson } | null)?.turf ?? null;
  const query = useTurf(id, passed);
  // The form starts from the server's copy, not from one a link passed along.
  const turf = query.isPlaceholderData ? null : (query.data ?? null);
  const status = isApiRequestError(query.error) ? query.error.status : null;
  const access = useVenueAccess(id);
  const back =
    user.role === 'admin'
      ? { to: '/admin/turfs', label: t('edit.allTurfs') }
      : user.role === 'owner'
        ? { to: '/turf-bookings', label: t('edit.yourTurfs') }
        : { to: '/staff', label: t('edit.yourVenues') };

  let body;
  // The server's rule, mirrored only to say so early.
  if (turf && access.loading) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('edit.loading')} />
      </div>
    );
  } else if (turf && access.can('edit_listing')) {
    body = (
      <>
        <EditTurfForm key={turf._id} turf={turf} />
        <PhotosManager key={`photos-${turf._id}`} turf={turf} />
      </>
    );
  } else if (turf) {
    body = <StatePanel title={t('edit.notYoursTitle')} text={t('edit.notYoursText')} />;
  } else if (query.isError) {
    body = (
      <StatePanel
        tone={status === 404 || status === 400 ? 'muted' : 'error'}
        title={status === 404 || status === 400 ? t('edit.notFound') : t('edit.fetchFailed')}
        text={t('edit.chooseAnother')}
      >
        <Link to={back.to} className={PRIMARY_BUTTON}>
          {back.label}
        </Link>
      </StatePanel>
    );
  } else {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('edit.loading')} />
      </div>
    );
  }

  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={turf ? t('edit.titleOf', { turf: turf.name }) : t('edit.title')} />
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1
              id="edit-turf-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t('edit.title')}
            </h1>
            <p className="mt-1 text-slate-600">{t('edit.intro')}</p>
          </div>
          <Link to={back.to} className="font-semibold text-emerald-700 hover:underline">
            {t('edit.backLink', { label: back.label })}
          </Link>
        </div>
        {body}
      </div>
    </div>
  );
}
