import { useTranslation } from 'react-i18next';
import type { CalendarCourt } from '../../../../shared/api/owner-calendar-contract';

interface CourtTabsProps {
  courts: readonly CalendarCourt[];
  shown: string;
  onShow: (courtId: string) => void;
  className?: string;
}

/**
 * On a phone the calendar of a listing with courts shows one court of one day: these buttons
 * choose which (docs/decisions/031). Up to eight fit in two rows of a phone's width; more scroll.
 */
export function CourtTabs({ courts, shown, onShow, className = '' }: CourtTabsProps) {
  const { t } = useTranslation('owner-calendar');
  return (
    <div
      role="group"
      aria-label={t('courtShown')}
      className={`flex flex-wrap gap-1.5 ${className}`}
      data-testid="calendar-court-tabs"
    >
      {courts.map((court) => {
        const active = court._id === shown;
        return (
          <button
            key={court._id}
            type="button"
            aria-pressed={active}
            onClick={() => onShow(court._id)}
            className={`min-h-10 rounded-xl border px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
              active
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            {court.name}
          </button>
        );
      })}
    </div>
  );
}
