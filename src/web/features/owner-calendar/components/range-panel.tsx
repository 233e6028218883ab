import type { CalendarCourt, CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { OWNER_BLOCK_MESSAGES, ownerRangeProblem } from '../../../../shared/owner-blocks';
import type { LocalMoment, TimeRange } from '../../../../shared/slots';
import { entryTitle } from '../calendar-cells';
import { rangeText } from '../calendar-wording';
import { blockProblemText } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import { BlockForm } from './block-form';
import { RainOutForm } from './rain-out-form';

interface RangePanelProps {
  turfId: string;
  /** The court the range was picked on; null: the week view of a listing with one court. */
  court: CalendarCourt | null;
  range: TimeRange;
  /** The bookings, holds and blocks in the range. */
  entries: readonly CalendarEntry[];
  now: LocalMoment;
  onShowEntry: (entry: CalendarEntry) => void;
  /** False where the role may not rain a time out (the front desk, docs/decisions/066). */
  canCancel: boolean;
  onDone: () => void;
}

/**
 * A picked stretch of one day: what is in it, "Block this time" when nothing is, and a rain-out
 * when players have paid for part of it. The shared rules refuse the past and off-grid times
 * before anything is sent; the server checks everything again.
 */
export function RangePanel(props: RangePanelProps) {
  const { turfId, court, range, entries, now, onShowEntry, canCancel, onDone } = props;
  const words = useCalendarWords();
  const { t } = words;
  const shared = ownerRangeProblem(range, now);
  const timeProblem = shared && blockProblemText(words, shared);
  const booked = entries.filter((entry) => entry.kind === 'booking');
  // Paid online, so a rain-out refunds them; the venue's own bookings are cancelled on their own.
  const bookings = booked.filter((entry) => !entry.venue);
  const holds = entries.filter((entry) => entry.kind === 'hold');
  const blocks = entries.filter((entry) => entry.kind === 'block');
  const blockRefusal =
    timeProblem ??
    (booked.length > 0 || holds.length > 0
      ? blockProblemText(words, OWNER_BLOCK_MESSAGES.overlapsBooking)
      : blocks.length > 0
        ? t('alreadyBlocked')
        : null);

  return (
    <div className="space-y-5" data-testid="calendar-range-panel">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('selection.selected')}
        </p>
        <h3 className="text-base font-bold text-slate-900" data-testid="calendar-selected-range">
          {rangeText(words, range)}
        </h3>
        {court ? (
          <p className="text-sm font-medium text-slate-700" data-testid="calendar-selected-court">
            {court.name}
          </p>
        ) : null}
      </div>
      {entries.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">{t('selection.inThisTime')}</h4>
          <ul className="mt-2 space-y-1.5">
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onShowEntry(entry)}
                  className="flex w-full justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <span className="truncate font-medium text-slate-900">
                    {entryTitle(words, entry)}
                  </span>
                  <span className="shrink-0 text-slate-600">
                    {entry.startTime} – {entry.endTime}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {bookings.length > 0 && !canCancel ? null : bookings.length > 0 ? (
        <RainOutForm
          turfId={turfId}
          court={court}
          range={range}
          bookings={bookings}
          refusal={timeProblem}
          onDone={onDone}
        />
      ) : (
        <BlockForm
          turfId={turfId}
          court={court}
          range={range}
          refusal={blockRefusal}
          onDone={onDone}
        />
      )}
    </div>
  );
}
