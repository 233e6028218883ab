import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useTurfEdits } from '../api/turf-edits';
import { AdminNav } from './admin-nav';
import { TurfEditCard } from './turf-edit-card';

/** /admin/turf-edits: what owners changed in their listings lately, before and after. */
export function TurfEditsPage() {
  const edits = useTurfEdits();
  const zone = useVenueTimeZone();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title="Recent Edits" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Recent Edits</h1>
      <p className="mt-1 text-slate-600">
        The latest 50 changes owners made to their listings, newest first.
      </p>
      <AdminNav />
      {edits.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading edits" />
        </div>
      ) : edits.isError ? (
        <StatePanel tone="error" title="Could not load the edits" text="Please try again.">
          <button type="button" onClick={() => void edits.refetch()} className={PRIMARY_BUTTON}>
            Try again
          </button>
        </StatePanel>
      ) : edits.data.length === 0 ? (
        <StatePanel title="No edits yet" text="When an owner changes a listing, it shows here." />
      ) : (
        <ul className="mt-6 space-y-4">
          {edits.data.map((edit) => (
            <TurfEditCard key={edit._id} edit={edit} timeZone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
