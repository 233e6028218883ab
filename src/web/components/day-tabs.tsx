import { shortDateLabel } from '../../shared/time';

interface DayTabsProps {
  days: readonly string[];
  shown: string;
  today: string;
  onShow: (day: string) => void;
  /** Spacing where the tabs sit (the owner's calendar runs them to the screen's edges). */
  className?: string;
}

/**
 * On a phone a week grid (the owner's calendar, the player's availability) shows one day: these
 * buttons choose which (the row of tabs scrolls sideways if it must, the grid never does).
 */
export function DayTabs({ days, shown, today, onShow, className = '' }: DayTabsProps) {
  return (
    <div
      role="group"
      aria-label="Day shown"
      className={`flex gap-2 overflow-x-auto pb-1 ${className}`}
    >
      {days.map((day) => {
        const [weekday, date, month] = shortDateLabel(day).split(' ');
        const active = day === shown;
        return (
          <button
            key={day}
            type="button"
            aria-pressed={active}
            aria-label={`${shortDateLabel(day)}${day === today ? ', today' : ''}`}
            onClick={() => onShow(day)}
            className={`flex min-w-[3.5rem] shrink-0 flex-col items-center rounded-xl border px-2 py-1.5 text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
              active
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            <span className="font-semibold">{weekday}</span>
            <span className="text-base leading-tight font-bold">{date}</span>
            <span>{day === today ? 'Today' : month}</span>
          </button>
        );
      })}
    </div>
  );
}
