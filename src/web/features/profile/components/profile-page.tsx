import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import type { Role } from '../../../../shared/roles';
import { Avatar } from '../../../components/avatar';
import { PageTitle } from '../../../components/page-title';
import { useDates } from '../../../i18n/use-language';
import { orFallback } from '../../../utils/user-display';
import { CreditPanel } from './credit-panel';
import { LanguagePanel } from './language-panel';
import { MobileVerificationPanel } from './mobile-verification-panel';
import { RecordPanel } from './record-panel';

const ROLE_KEYS = {
  user: 'role.user',
  owner: 'role.owner',
  admin: 'role.admin',
} as const satisfies Record<Role, string>;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 py-4 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="font-medium break-all text-slate-900 sm:text-right">{value}</dd>
    </div>
  );
}

/** /userprofile: who is logged in, and the way to their bookings or turfs. */
export function ProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const dates = useDates();
  const isOwner = user.role === 'owner';
  const notAvailable = t('notAvailable');
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle title={t('title')} />
      <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200">
        <div className="h-24 bg-gradient-to-r from-emerald-600 to-green-500" />
        <div className="-mt-12 px-6 pb-8 sm:px-8">
          <Avatar
            fullname={user.fullname}
            className="size-24 border-4 border-white bg-emerald-700 text-4xl text-white shadow-md"
          />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            {orFallback(user.fullname, t('unknownUser'))}
          </h1>
          <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
            <Detail label={t('email')} value={orFallback(user.email, notAvailable)} />
            <Detail label={t('mobileNumber')} value={orFallback(user.mobilenumber, notAvailable)} />
            {/* The month the account was made, in the reader's language (docs/decisions/064). */}
            <Detail
              label={t('memberSince')}
              value={user.memberSince ? dates.month(user.memberSince) : notAvailable}
            />
            <Detail label={t('accountType')} value={t(ROLE_KEYS[user.role])} />
          </dl>
          <MobileVerificationPanel mobilenumber={user.mobilenumber} />
          <LanguagePanel />
          {user.role === 'user' ? <RecordPanel /> : null}
          {user.role === 'user' ? <CreditPanel /> : null}
          <Link
            to={isOwner ? '/turf-bookings' : '/displaybookings'}
            className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800 sm:w-auto"
          >
            {isOwner ? t('yourTurf') : t('viewMyBookings')}
          </Link>
          <Link
            to="/notifications"
            className="mt-3 ml-0 inline-flex w-full items-center justify-center rounded-lg border border-emerald-600 px-5 py-2.5 font-semibold text-emerald-700 transition hover:bg-emerald-50 sm:mt-6 sm:ml-3 sm:w-auto"
          >
            {t('notifications')}
          </Link>
        </div>
      </div>
    </section>
  );
}
