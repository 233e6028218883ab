import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { Avatar } from '../../../components/avatar';
import { PageTitle } from '../../../components/page-title';
import { orFallback, roleLabel } from '../../../utils/user-display';
import { CreditPanel } from './credit-panel';
import { MobileVerificationPanel } from './mobile-verification-panel';
import { RecordPanel } from './record-panel';

const NOT_AVAILABLE = 'Not Available';
/** Spec §2 /userprofile and §9: fixed text. */
const MEMBER_SINCE = 'March 2024';

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
  const isOwner = user.role === 'owner';
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle title="Profile" />
      <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200">
        <div className="h-24 bg-gradient-to-r from-emerald-600 to-green-500" />
        <div className="-mt-12 px-6 pb-8 sm:px-8">
          <Avatar
            fullname={user.fullname}
            className="size-24 border-4 border-white bg-emerald-700 text-4xl text-white shadow-md"
          />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            {orFallback(user.fullname, 'Unknown User')}
          </h1>
          <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
            <Detail label="Email" value={orFallback(user.email, NOT_AVAILABLE)} />
            <Detail label="Mobile Number" value={orFallback(user.mobilenumber, NOT_AVAILABLE)} />
            <Detail label="Member Since" value={MEMBER_SINCE} />
            <Detail label="Account Type" value={roleLabel(user.role)} />
          </dl>
          <MobileVerificationPanel mobilenumber={user.mobilenumber} />
          {user.role === 'user' ? <RecordPanel /> : null}
          {user.role === 'user' ? <CreditPanel /> : null}
          <Link
            to={isOwner ? '/turf-bookings' : '/displaybookings'}
            className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800 sm:w-auto"
          >
            {isOwner ? 'Your Turf' : 'View My Bookings'}
          </Link>
          <Link
            to="/notifications"
            className="mt-3 ml-0 inline-flex w-full items-center justify-center rounded-lg border border-emerald-600 px-5 py-2.5 font-semibold text-emerald-700 transition hover:bg-emerald-50 sm:mt-6 sm:ml-3 sm:w-auto"
          >
            Notifications
          </Link>
        </div>
      </div>
    </section>
  );
}
