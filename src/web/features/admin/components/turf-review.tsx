import { useState, type ReactNode } from 'react';
import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';
import { SPORT_LABELS } from '../../../../shared/catalog';
import type { TurfJson } from '../../../../shared/turf-types';
import { TurfImage } from '../../../components/turf-card';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { formatRupeeAmount } from '../../../utils/money';
import { useAdminTurf } from '../api/admin-turfs';
import { venueDateOf } from '../venue-instant';
import { ReviewActions } from './review-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

const isHttp = (value: string) => /^https?:\/\//i.test(value);

type Standing = ListingStatus | 'rejected';

const BADGES: Record<Standing, { text: string; tone: string }> = {
  pending: { text: 'Status: Pending', tone: 'bg-amber-100 text-amber-900 ring-amber-300' },
  approved: { text: 'Status: Approved', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
  unlisted: { text: 'Status: Unlisted', tone: 'bg-slate-100 text-slate-800 ring-slate-300' },
  rejected: { text: 'Status: Rejected', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

const NOTES: Partial<Record<Standing, { text: string; tone: string }>> = {
  approved: {
    text: 'This turf is approved and listed for players.',
    tone: 'bg-emerald-50 text-emerald-900',
  },
  unlisted: {
    text: 'This turf is unlisted: players cannot find or book it. Its bookings stay valid.',
    tone: 'bg-slate-100 text-slate-800',
  },
  rejected: { text: 'This turf was rejected and removed.', tone: 'bg-red-50 text-red-800' },
};

/** The turf under review, its facts, owner and date, and what the admin can decide now. */
export function TurfReview({ turf, onRejected }: { turf: TurfJson; onRejected: () => void }) {
  const zone = useVenueTimeZone();
  const admin = useAdminTurf(turf._id);
  // What this screen did wins over an answer that may predate it.
  const [outcome, setOutcome] = useState<'approved' | 'rejected' | null>(null);
  const listing = admin.data?.status ?? null;
  const standing: Standing | null =
    outcome === 'rejected' || (outcome === 'approved' && listing !== 'unlisted')
      ? outcome
      : (listing ?? (turf.state ? 'approved' : null));
  const badge = BADGES[standing ?? 'pending'];
  const note = standing ? NOTES[standing] : undefined;

  return (
    <article className="mt-6 grid gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
      <div className="overflow-hidden rounded-xl">
        <TurfImage src={turf.images} alt={`Photo of ${turf.name}`} />
      </div>
      <div className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {turf.name}
          </h1>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${badge.tone}`}>
            {badge.text}
          </span>
        </div>
        <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
          {admin.data ? (
            <>
              <Detail label="Owner">
                {admin.data.ownerName}{' '}
                <span className="text-sm break-all text-slate-600">({admin.data.ownerEmail})</span>
              </Detail>
              <Detail label="Submitted">{venueDateOf(admin.data.submittedAt, zone)}</Detail>
            </>
          ) : null}
          <Detail label="Location">{turf.location}</Detail>
          <Detail label="Sport Type">{SPORT_LABELS[turf.sports_type] ?? turf.sports_type}</Detail>
          <Detail label="Price per hour">
            <span className="font-bold text-emerald-700">{formatRupeeAmount(turf.price)}</span>
          </Detail>
          <Detail label="Address">{turf.address}</Detail>
          <Detail label="Maps link">
            {isHttp(turf.linkes) ? (
              <a
                href={turf.linkes}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-emerald-700 hover:underline"
              >
                {turf.linkes}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-slate-500">{turf.linkes || 'None'}</span>
            )}
          </Detail>
          <Detail label="Description">
            <span className="whitespace-pre-line">{turf.description}</span>
          </Detail>
        </dl>

        <div role="status" className="mt-4 empty:hidden">
          {note ? <p className={`rounded-lg px-4 py-3 text-sm ${note.tone}`}>{note.text}</p> : null}
        </div>

        {standing === 'rejected' ? null : (
          <ReviewActions
            turf={turf}
            status={standing}
            onApproved={() => setOutcome('approved')}
            onRejected={() => {
              setOutcome('rejected');
              onRejected();
            }}
          />
        )}
      </div>
    </article>
  );
}
