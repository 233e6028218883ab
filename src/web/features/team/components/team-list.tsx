import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { StaffMemberJson } from '../../../../shared/api/staff-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SECONDARY_BUTTON } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useRemoveStaff } from '../api/team';

/** The listing's team, invited and active, each with its role and a way to remove or withdraw. */
export function TeamList({ turfId, staff }: { turfId: string; staff: StaffMemberJson[] }) {
  const { t } = useTranslation('team');
  const errorText = useErrorText();
  const remove = useRemoveStaff(turfId);
  const [asking, setAsking] = useState<StaffMemberJson | null>(null);
  const invited = asking?.status === 'invited';
  const name = asking?.fullname ?? '';

  return (
    <section aria-labelledby="team-list-heading" className="mt-8">
      <h2 id="team-list-heading" className="text-lg font-bold text-slate-900">
        {t('list.title')}
      </h2>
      {staff.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {staff.map((member) => (
            <li
              key={member._id}
              data-testid="team-member"
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{member.fullname}</p>
                <p className="text-sm break-words text-slate-600">
                  {[member.email, member.mobilenumber].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
                    {t(`roles.${member.role}`)}
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 ${
                      member.status === 'active'
                        ? 'bg-emerald-50 text-emerald-800'
                        : 'bg-amber-50 text-amber-800'
                    }`}
                  >
                    {member.status === 'active' ? t('list.active') : t('list.invited')}
                  </span>
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  remove.reset();
                  setAsking(member);
                }}
                aria-label={
                  member.status === 'active'
                    ? t('list.removeOf', { name: member.fullname })
                    : t('list.withdrawOf', { name: member.fullname })
                }
                className={`${SECONDARY_BUTTON} shrink-0 px-3 py-1.5 text-sm`}
              >
                {member.status === 'active' ? t('list.remove') : t('list.withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={invited ? t('list.withdrawTitle', { name }) : t('list.removeTitle', { name })}
        text={invited ? t('list.withdrawText') : t('list.removeText', { name })}
        confirmLabel={invited ? t('list.withdraw') : t('list.remove')}
        cancelLabel={t('list.keep')}
        busy={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('list.failed')) : null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking || remove.isPending) return;
          remove.mutate(asking._id, {
            onSuccess: () => {
              toast.success(invited ? t('list.withdrawn', { name }) : t('list.removed', { name }));
              setAsking(null);
            },
          });
        }}
      />
    </section>
  );
}
