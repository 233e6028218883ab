import DatePicker from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import 'react-datepicker/dist/react-datepicker.css';
import './subscription-calendar.css';
import type { WeekHours } from '../../../../shared/opening-hours';
import { SUBSCRIPTION_DAYS_AHEAD, isClosedDay } from '../../../../shared/subscription';
import { addDays, type LocalDate } from '../../../../shared/time';
import { useLanguage } from '../../../i18n/use-language';
import { calendarLocale } from '../calendar-locale';

// The inline calendar of spec §2 (today and later only) with spec §9's picker settings:
// 30-minute intervals and the MM/dd/yyyy display format. It picks the day only; the times come
// from the two dropdowns. Days the turf is closed are not offered. Days are venue dates: a calendar day is shown as the same wall date
// in the browser's zone, so a browser outside the venue's zone still picks the venue's day.

/** 'YYYY-MM-DD' → that day at local midnight, as react-datepicker expects. */
export function calendarDay(date: LocalDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A day picked on the calendar → 'YYYY-MM-DD'. */
export function venueDate(day: Date): LocalDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

interface SubscriptionCalendarProps {
  date: LocalDate;
  today: LocalDate;
  /** The turf's week of opening hours; null: the default (open every day). */
  openingHours: WeekHours | null;
  onChange: (date: LocalDate) => void;
}

export function SubscriptionCalendar(props: SubscriptionCalendarProps) {
  const { date, today, openingHours, onChange } = props;
  const { t } = useTranslation('subscription');
  const language = useLanguage();
  return (
    <div className="turf-calendar">
      <DatePicker
        inline
        selected={calendarDay(date)}
        minDate={calendarDay(today)}
        maxDate={calendarDay(addDays(today, SUBSCRIPTION_DAYS_AHEAD))}
        filterDate={(day) => !isClosedDay(venueDate(day), openingHours)}
        onChange={(day: Date | null) => {
          if (day) onChange(venueDate(day));
        }}
        dateFormat="MM/dd/yyyy"
        timeIntervals={30}
        calendarClassName="turf-calendar__calendar"
        locale={calendarLocale(language)}
        chooseDayAriaLabelPrefix={t('calendar.choose')}
        disabledDayAriaLabelPrefix={t('calendar.notAvailable')}
        previousMonthAriaLabel={t('calendar.previousMonth')}
        nextMonthAriaLabel={t('calendar.nextMonth')}
      />
    </div>
  );
}
