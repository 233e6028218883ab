import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';

// A status's words are the admin namespace's status.<status>.
const TONES: Record<ListingStatus, string> = {
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  unlisted: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** Where a turf stands: listed, waiting for review, or taken off the list by the admin. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${TONES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
