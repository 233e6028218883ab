import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';

const BADGES: Record<ListingStatus, { text: string; tone: string }> = {
  approved: { text: 'Approved', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
  pending: { text: 'Pending', tone: 'bg-amber-100 text-amber-900 ring-amber-300' },
  unlisted: { text: 'Unlisted', tone: 'bg-slate-100 text-slate-800 ring-slate-300' },
};

export const LISTING_STATUS_LABEL: Record<ListingStatus, string> = {
  approved: BADGES.approved.text,
  pending: BADGES.pending.text,
  unlisted: BADGES.unlisted.text,
};

/** Where a turf stands: listed, waiting for review, or taken off the list by the admin. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const badge = BADGES[status];
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${badge.tone}`}
    >
      {badge.text}
    </span>
  );
}
