import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CalendarAnswer } from '../../../../shared/api/owner-calendar-contract';
import { hoursOn } from '../../../../shared/opening-hours';
import { addDays, isLocalDate } from '../../../../shared/time';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { useErrorText } from '../../../i18n/error-text';
import { useTranslation } from 'react-i18next';
import { useOwnerCalendar } from '../api/owner-calendar';
import type { CalendarCell, CalendarFacts } from '../calendar-cells';
import { calendarColumns, entriesOnCourt, showsCourts } from '../calendar-courts';
import {
  EMPTY_SELECTION,
  focusOf,
  pickCell,
  selectEntry,
  type Selection,
} from '../calendar-selection';
import { CourtTabs } from './court-tabs';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { DayTabs } from '../../../components/day-tabs';
import { OpeningHoursDialog } from './opening-hours-dialog';
import { SelectionPanel } from './selection-panel';
import { WeekToolbar } from './week-toolbar';
import { VenueBookingsSection } from '../../../components/venue-bookings/venue-bookings-section';
import { useVenueAccess, type VenueAccess } from '../../../hooks/use-venue-access';
import type { VenueCapability } from '../../../../shared/venue-team';

function Frame({
  turfId,
  heading,
  access,
  children,
}: {
  turfId: string;
  heading: string;
  access: VenueAccess;
  children: ReactNode;
}) {
  const { t } = useTranslation('owner-calendar');
  // Staff who may not read the numbers go back to their venues (docs/decisions/066).
  const back =
    access.loading || access.can('numbers')
      ? { to: `/turf-bookings/${turfId}`, label: t('page.back') }
      : { to: '/staff', label: t('page.backToVenues') };
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={heading} />
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {/* Who shows up today at this turf (docs/decisions/043). */}
      {access.can('attendance') ? (
        <Link
          to={`/owner/check-in?turfId=${turfId}`}
          className="ml-4 inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {t('page.checkIn')}
        </Link>
      ) : null}
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/**
 * /turf-bookings/:turfId/calendar: the turf's week, for its owner, the admin and its team; what
 * a member's role does not allow (other weeks, opening hours, cancels, rain-outs) is not offered
 * (docs/decisions/066).
 */
export function OwnerCalendarPage() {
  const { turfId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const from = asked && isLocalDate(asked) ? asked : null;
  const { t } = useTranslation('owner-calendar');
  const errorText = useErrorText();
  const calendar = useOwnerCalendar(turfId, from);
  const access = useVenueAccess(turfId);
  const answer = calendar.data;

  if (!answer) {
    const status = isApiRequestError(calendar.error) ? calendar.error.status : null;
    // A week asked for by the address, outside the dates an owner may open: say which they are.
    const refusedWeek =
      from && status === 400 && isApiRequestError(calendar.error)
        ? errorText(calendar.error)
        : null;
    return (
      <Frame turfId={turfId} heading={t('page.title')} access={access}>
        {refusedWeek ? (
          <StatePanel tone="error" title={refusedWeek}>
            <button type="button" onClick={() => setParams({})} className={PRIMARY_BUTTON}>
              {t('page.showThisWeek')}
            </button>
          </StatePanel>
        ) : calendar.isError ? (
          <StatePanel
            tone="error"
            title={
              status === 403
                ? errorText(calendar.error, t('page.forbidden'))
                : status === 404 || status === 400
                  ? t('page.missing')
                  : t('page.failed')
            }
          >
            {status === 403 || status === 404 ? null : (
              <button
                type="button"
                onClick={() => void calendar.refetch()}
                className={PRIMARY_BUTTON}
              >
                {t('page.tryAgain')}
              </button>
            )}
          </StatePanel>
        ) : (
          <div className="flex justify-center py-20">
            <Spinner label={t('page.loading')} />
          </div>
        )}
      </Frame>
    );
  }
  const showWeekFrom = (date: string) => setParams({ from: date }, { replace: false });
  return (
    <Frame
      turfId={turfId}
      heading={t('page.turfTitle', { turf: answer.turf.name })}
      access={access}
    >
      <CalendarWeek
        // A new week starts with nothing picked and the grid scrolled to its opening time.
        key={answer.days[0]}
        turfId={turfId}
        answer={answer}
        loading={calendar.isPlaceholderData}
        can={access.can}
        onShowWeekFrom={showWeekFrom}
      />
    </Frame>
  );
}

interface CalendarWeekProps {
  turfId: string;
  answer: CalendarAnswer;
  loading: boolean;
  /** What the person's place at the listing allows (docs/decisions/066). */
  can: (capability: VenueCapability) => boolean;
  onShowWeekFrom: (date: string) => void;
}

/** What the owner picked, and on which court's column (null: the week view of one court). */
interface Pick {
  selection: Selection;
  courtId: string | null;
}
const NOTHING_PICKED: Pick = { selection: EMPTY_SELECTION, courtId: null };

function CalendarWeek({ turfId, answer, loading, can, onShowWeekFrom }: CalendarWeekProps) {
  const { t } = useTranslation('owner-calendar');
  const wide = useWideScreen();
  const [pick, setPick] = useState<Pick>(NOTHING_PICKED);
  const [editingHours, setEditingHours] = useState(false);
  const { days, today, nowMinutes, entries } = answer;
  const { courts } = answer.turf;
  const byCourt = showsCourts(courts);
  const [shownDay, setShownDay] = useState(() => (days.includes(today) ? today : days[0]!));
  const [shownCourtId, setShownCourtId] = useState<string | null>(null);
  const now = useMemo(() => ({ date: today, minutes: nowMinutes }), [today, nowMinutes]);
  const facts = useMemo<CalendarFacts>(
    () => ({ entries, openingHours: answer.turf.openingHours, now, courts }),
    [entries, answer.turf.openingHours, now, courts],
  );
  const columns = useMemo(
    () => calendarColumns({ wide, days, shownDay, courts, shownCourtId }),
    [wide, days, shownDay, courts, shownCourtId],
  );
  const { selection } = pick;
  const pickedCourt = courts.find(({ _id }) => _id === pick.courtId) ?? null;
  const focus = focusOf(selection, entriesOnCourt(entries, pickedCourt, courts));
  const setSelection = (next: Selection) => setPick((current) => ({ ...current, selection: next }));
  const onPick = (cell: CalendarCell) =>
    setPick((current) => {
      const courtId = cell.court?._id ?? null;
      // A pick on another court's column starts over there: a range is on one court.
      const base = current.courtId === courtId ? current.selection : EMPTY_SELECTION;
      return { selection: pickCell(base, cell), courtId };
    });
  const completedPick =
    focus.kind === 'entry'
      ? focus.entry.id
      : focus.kind === 'range' && selection.end
        ? `${focus.range.date} ${focus.range.start}-${focus.range.end}`
        : null;
  const range = focus.kind === 'range' ? focus.range : focus.kind === 'entry' ? focus.entry : null;
  // The grid opens at the first hour worth seeing: now on today's week, else the opening time.
  const firstDay = byCourt ? shownDay : days.includes(today) ? today : days[0]!;
  const openAt = Math.max(
    firstDay === today ? nowMinutes : 0,
    hoursOn(firstDay, answer.turf.openingHours)?.open ?? 0,
  );

  return (
    <>
      <WeekToolbar
        days={days}
        today={today}
        onShowWeekFrom={onShowWeekFrom}
        onPreviousWeek={() => onShowWeekFrom(addDays(days[0]!, -7))}
        onNextWeek={() => onShowWeekFrom(addDays(days[0]!, 7))}
        onEditHours={can('courts') ? () => setEditingHours(true) : null}
        anyDay={can('calendar_any_day')}
      />
      <CalendarLegend />
      {wide && !byCourt ? null : (
        <>
          <DayTabs
            days={days}
            shown={shownDay}
            today={today}
            onShow={setShownDay}
            className={wide ? 'mt-4 max-w-3xl' : '-mx-4 mt-4 px-4'}
          />
          {byCourt && !wide ? (
            <CourtTabs
              courts={courts}
              shown={columns[0]!.court!._id}
              onShow={setShownCourtId}
              className="-mx-4 mt-3 px-4"
            />
          ) : null}
          {/* Always there: a hint that went away on the first pick would move the grid under the finger. */}
          {wide ? null : (
            <p className="mt-3 text-sm text-slate-700">
              {can('cancel') ? t('pickHint') : t('pickHintDesk')}
            </p>
          )}
        </>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="relative" aria-busy={loading || undefined}>
          <CalendarGrid
            // A new day or court opens scrolled to its first hour worth seeing.
            key={byCourt ? shownDay : 'week'}
            columns={columns}
            facts={facts}
            selected={range}
            selectedCourtId={pick.courtId}
            onPick={onPick}
            openAtMinutes={openAt}
          />
          {loading ? (
            <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/60">
              <Spinner label={t('page.loadingWeek')} />
            </div>
          ) : null}
        </div>
        <SelectionPanel
          turfId={turfId}
          court={pickedCourt}
          courts={courts}
          focus={focus}
          now={now}
          onShowEntry={(entry) => setSelection(selectEntry(entry))}
          onClear={() => setSelection(EMPTY_SELECTION)}
          completedPick={completedPick}
          canCancel={can('cancel')}
        />
      </div>
      {can('desk_bookings') ? (
        <VenueBookingsSection
          turfId={turfId}
          start={focus.kind === 'range' && selection.end ? focus.range : null}
          canCancel={can('cancel')}
        />
      ) : null}
      {can('courts') ? (
        <OpeningHoursDialog
          turfId={turfId}
          openingHours={answer.turf.openingHours}
          courts={courts}
          open={editingHours}
          onClose={() => setEditingHours(false)}
        />
      ) : null}
    </>
  );
}
