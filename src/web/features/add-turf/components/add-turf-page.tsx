import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { StatePanel } from '../../../components/state-panel';
import { AddTurfForm } from './add-turf-form';

/** /turfform: 'Add New Turf' for owners; anyone else is told who may add turfs. */
export function AddTurfPage({ user }: { user: SessionUser }) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Add New Turf" />
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1
              id="add-turf-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Add New Turf
            </h1>
            {user.role === 'owner' ? (
              <p className="mt-1 text-slate-600">
                Every field is required. The admin reviews new turfs before players can book them.
              </p>
            ) : null}
          </div>
          {user.role === 'owner' ? (
            <Link to="/turf-bookings" className="font-semibold text-emerald-700 hover:underline">
              Your Turfs →
            </Link>
          ) : null}
        </div>
        {user.role === 'owner' ? (
          <AddTurfForm ownerId={user._id} />
        ) : (
          <StatePanel
            title="Only turf owners can add turfs"
            text="Players book turfs and the admin reviews them; listing a turf needs an owner account. Sign up as an owner to list yours."
          />
        )}
      </div>
    </div>
  );
}
