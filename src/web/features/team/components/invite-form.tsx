import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { inviteStaffBodySchema } from '../../../../shared/api/staff-contract';
import { STAFF_ROLES, type StaffRole } from '../../../../shared/venue-team';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useInviteStaff } from '../api/team';

type By = 'email' | 'mobilenumber';

const CHOICE =
  'flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 text-sm shadow-sm transition hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400';

const PILL =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition select-none hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400';

/** Invite a person by e-mail or mobile number with a role, each role saying what it may do. */
export function InviteForm({ turfId }: { turfId: string }) {
  const { t } = useTranslation('team');
  const errorText = useErrorText();
  const invite = useInviteStaff(turfId);
  const headingId = useId();
  const [by, setBy] = useState<By>('email');
  const [who, setWho] = useState('');
  const [role, setRole] = useState<StaffRole>('front_desk');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const value = who.trim();
    const body = { [by]: by === 'email' ? value.toLowerCase() : value, role };
    // The contract's own check, so the words match the server's; shown in the reader's language.
    if (!inviteStaffBodySchema.safeParse(body).success) {
      setProblem(by === 'email' ? t('invite.emailInvalid') : t('invite.mobileInvalid'));
      return;
    }
    setProblem(null);
    invite.mutate(by === 'email' ? { email: value, role } : { mobilenumber: value, role }, {
      onSuccess: () => {
        toast.success(t('invite.sent', { who: value }));
        setWho('');
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('invite.title')}
      </h2>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('invite.by')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {(['email', 'mobilenumber'] as const).map((option) => (
            <label key={option} className={PILL}>
              <input
                type="radio"
                name="invite-by"
                value={option}
                checked={by === option}
                onChange={() => {
                  setBy(option);
                  setProblem(null);
                }}
                className="size-4 accent-emerald-600 focus-visible:outline-none"
              />
              {option === 'email' ? t('invite.byEmail') : t('invite.byMobile')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={by === 'email' ? t('invite.email') : t('invite.mobile')}
        type={by === 'email' ? 'email' : 'tel'}
        inputMode={by === 'email' ? 'email' : 'numeric'}
        autoComplete="off"
        value={who}
        onChange={(event) => {
          setWho(event.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        className="max-w-md"
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('invite.role')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {STAFF_ROLES.map((option) => (
            <label key={option} className={CHOICE}>
              <input
                type="radio"
                name="invite-role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                className="mt-0.5 size-4 shrink-0 accent-emerald-600 focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`roles.${option}`)}</span>
                <span className="mt-0.5 block text-slate-600">{t(`roleLines.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {invite.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {errorText(invite.error, t('invite.failed'))}
        </p>
      ) : null}
      <button type="submit" disabled={invite.isPending} className={PRIMARY_BUTTON}>
        {invite.isPending ? t('invite.sending') : t('invite.submit')}
      </button>
    </form>
  );
}
