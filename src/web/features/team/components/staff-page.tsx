import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../../shared/api-types';
import type { InvitationJson, WorkplaceJson } from '../../../../shared/api/staff-contract';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { accessOf } from '../../../hooks/use-venue-access';
import { useErrorText } from '../../../i18n/error-text';
import { useAcceptInvitation, useInvitations, useWorkplaces } from '../../../queries/staff';
import { roleLinks } from '../role-links';

// /staff, "Your venues" (docs/decisions/066): a player's invitations to venues' teams, and the
// listings they work at with the screens their role there opens.

export function StaffPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('team');
  const errorText = useErrorText();
  const invitations = useInvitations(user._id);
  const workplaces = useWorkplaces(user._id);
  const failed = invitations.error ?? workplaces.error;
  let body;
  if (failed) {
    body = <StatePanel tone="error" title={errorText(failed, t('staff.failed'))} />;
  } else if (!invitations.data || !workplaces.data) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('staff.loading')} />
      </div>
    );
  } else if (invitations.data.length === 0 && workplaces.data.length === 0) {
    body = <StatePanel title={t('staff.none')} text={t('staff.noneText')} />;
  } else {
    body = (
      <>
        {invitations.data.length > 0 ? <Invitations invitations={invitations.data} /> : null}
        {workplaces.data.length > 0 ? (
          <Workplaces user={user} workplaces={workplaces.data} />
        ) : null}
      </>
    );
  }
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('staff.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('staff.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('staff.intro')}</p>
      {body}
    </section>
  );
}

function Invitations({ invitations }: { invitations: InvitationJson[] }) {
  const { t } = useTranslation('team');
  const errorText = useErrorText();
  const accept = useAcceptInvitation();
  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
        {t('staff.invitations')}
      </h2>
      {accept.isError ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {errorText(accept.error, t('staff.acceptFailed'))}
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <li
            key={invitation._id}
            data-testid="staff-invitation"
            className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="text-slate-900">
                {t('staff.invitation', {
                  owner: invitation.invitedBy.fullname,
                  turf: invitation.turf.name,
                  role: t(`roles.${invitation.role}`),
                })}
              </p>
              <p className="mt-1 text-sm text-slate-600">{t(`roleLines.${invitation.role}`)}</p>
            </div>
            <button
              type="button"
              disabled={accept.isPending}
              aria-label={t('staff.acceptOf', { turf: invitation.turf.name })}
              onClick={() =>
                // The list goes once the last invitation is accepted: the toast outlives it.
                accept.mutateAsync(invitation._id).then(
                  () => toast.success(t('staff.accepted', { turf: invitation.turf.name })),
                  () => undefined,
                )
              }
              className={`${PRIMARY_BUTTON} shrink-0`}
            >
              {t('staff.accept')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Workplaces({ user, workplaces }: { user: SessionUser; workplaces: WorkplaceJson[] }) {
  const { t } = useTranslation('team');
  return (
    <section aria-labelledby="workplaces-heading" className="mt-8">
      <h2 id="workplaces-heading" className="text-lg font-bold text-slate-900">
        {t('staff.workplaces')}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {workplaces.map((workplace) => {
          const access = accessOf(user, { owner: '', staffRole: workplace.role });
          const headingId = `workplace-${workplace.turf._id}`;
          return (
            <li key={workplace.turf._id}>
              <article
                aria-labelledby={headingId}
                data-testid="staff-workplace"
                className="h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <h3 id={headingId} className="font-bold text-slate-900">
                  {workplace.turf.name}
                </h3>
                <p className="text-sm text-slate-700">
                  {t('staff.yourRole', { role: t(`roles.${workplace.role}`) })}
                </p>
                <p className="text-sm text-slate-600">
                  {t('staff.ownedBy', { owner: workplace.owner.fullname })}
                </p>
                <nav aria-label={t('links.label', { turf: workplace.turf.name })}>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {roleLinks(workplace.turf._id, access.can).map((link) => (
                      <li key={link.key}>
                        <Link to={link.to} className={`${SECONDARY_BUTTON} px-3 py-1.5 text-sm`}>
                          {t(`links.${link.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
