import { useTranslation } from 'react-i18next';
import { useDates } from '../i18n/use-language';

interface DayTabsProps {
  days: readonly string[];
  shown: string;
  today: string;
  onShow: (day: string) => void;
  /** Spacing where the tabs sit (the owner's calendar runs them to the screen's edges). */
  className?: string;
  /**
   * Whether the tabs are stops of the Tab key. A grid whose arrow keys already move between the
   * days (the player's) leaves them to pointers and screen readers, so a keyboard user does not
   * tab through seven buttons to reach it.
   */
  tabbable?: boolean;
}

/**
 * On a phone a week grid (the owner's calendar, the player's availability) shows one day: these
 * seven buttons, side by side in the width of a phone, choose which.
 */
export function DayTabs(props: DayTabsProps) {
  const { days, shown, today, onShow, className = '', tabbable = true } = props;
  const { t } = useTranslation('booking-parts');
  const dates = useDates();
  return (
    <div
      role="group"
      aria-label={t('dayTabs.label')}
      className={`grid grid-cols-7 gap-1.5 ${className}`}
    >
      {days.map((day) => {
        // The language's date ('Tue, 24 Nov 2026', 'मंगल, 24 नव॰ 2026') in its three parts.
        const [weekday = '', rest = ''] = dates.date(day).split(', ');
        const [date, month] = rest.split(' ');
        const label = `${weekday} ${date} ${month}`;
        const active = day === shown;
        return (
          <button
            key={day}
            type="button"
            aria-pressed={active}
            tabIndex={tabbable ? undefined : -1}
            aria-label={day === today ? t('dayTabs.dayToday', { day: label }) : label}
            onClick={() => onShow(day)}
            className={`flex min-w-0 flex-col items-center rounded-xl border px-0.5 py-1.5 text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
              active
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            <span className="font-semibold">{weekday}</span>
            <span className="text-base leading-tight font-bold">{date}</span>
            <span>{day === today ? t('dayTabs.today') : month}</span>
          </button>
        );
      })}
    </div>
  );
}
