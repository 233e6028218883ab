import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { PriceLabel } from '../../../shared/price-rules';
import type { CellState } from '../../../shared/slot-selection';
import { isNightSlot, timeLabel } from '../../../shared/slots';
import type { useShortDate } from '../../hooks/use-short-date';
import { MoonIcon, SunIcon } from '../icons';

interface GridCellProps {
  date: string;
  minutes: number;
  state: CellState;
  /** Inside the player's own booking that is being moved (see AvailabilityGrid's ownBooking). */
  own?: boolean;
  /** Inside one of the player's own unpaid holds (the turf's grid, docs/decisions/025). */
  ownHold?: boolean;
  /** The cell's time (row) and day (column) in the grid, for keyboard moves. */
  row: number;
  col: number;
  /** The grid's one stop in the tab order (roving tab stop). */
  tabbable: boolean;
  /** How many courts are free ("2 of 3 free"), on a venue with several; a line a kind. */
  freeText?: string;
  /** A Booked cell can be picked to wait for it (the waitlist, docs/decisions/033). */
  bookedPickable?: boolean;
  /** The half-hour's price band when not the base (docs/decisions/034): "Peak", "Offer"... */
  priceLabel?: PriceLabel | null;
  /** Both are the grid's own, the same on every render, so an unchanged cell is not redrawn. */
  onFocusCell: (row: number, col: number) => void;
  onPickCell: (date: string, minutes: number, state: CellState) => void;
  /**
   * The grid's words and dates, asked for once by the grid rather than by each of its hundreds
   * of cells (a phone's first drawing of the week is most of the turf page's work).
   */
  words: CellWords;
}

export interface CellWords {
  t: TFunction<'grid'>;
  dates: ReturnType<typeof useShortDate>;
}

/** A cell's few letters for a band; the legend and the summary say the rest. */
export const PRICE_TAGS: Record<PriceLabel, string | null> = {
  Standard: null,
  Peak: 'Peak',
  'Off-peak': 'Off-peak',
  'Special day': 'Special',
  'Last-minute offer': 'Offer',
};

/** The grid catalogue's key of a price tag's word (the tags stay English inside, as keys). */
export const PRICE_TAG_KEYS: Record<string, string> = {
  Peak: 'tag.peak',
  'Off-peak': 'tag.offPeak',
  Special: 'tag.special',
  Offer: 'tag.offer',
};

/** What a cell's state is called when read out (the grid catalogue's `state` keys). */
const STATE_KEYS: Record<CellState, string> = {
  past: 'state.past',
  closed: 'state.closed',
  booked: 'state.booked',
  selected: 'state.selected',
  'in-range': 'state.inRange',
  'range-end': 'state.rangeEnd',
  'end-option': 'state.endOption',
  'closing-end': 'state.closingEnd',
  available: 'state.available',
};

function looks(state: CellState, night: boolean): string {
  switch (state) {
    case 'past':
      return 'cursor-not-allowed bg-slate-100 text-slate-600';
    case 'closed':
      return CLOSED_LOOK;
    case 'booked':
      return 'cursor-not-allowed bg-slate-500 text-white bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(255,255,255,0.12)_6px_12px)]';
    case 'selected':
      return 'bg-emerald-700 text-white ring-2 ring-emerald-300 ring-inset font-semibold';
    case 'in-range':
      return 'bg-emerald-200 text-emerald-950 hover:bg-emerald-300';
    case 'range-end':
      return 'bg-white text-emerald-800 font-semibold border-2 border-dashed border-emerald-600';
    case 'end-option':
    case 'closing-end':
      return 'bg-slate-100 text-emerald-800 border-2 border-dashed border-emerald-500 hover:bg-emerald-50';
    case 'available':
      return night
        ? 'bg-slate-800 text-slate-100 hover:bg-slate-700'
        : 'bg-amber-50 text-slate-800 hover:bg-amber-100';
  }
}

/**
 * Outside the opening hours: light and hatched the other way from Booked's dark stripes, with a
 * dotted outline, so it reads apart from both Booked and Past (plain light grey) at a glance.
 */
export const CLOSED_LOOK =
  'cursor-not-allowed bg-stone-100 text-stone-600 outline-1 -outline-offset-1 outline-dotted outline-stone-400 bg-[repeating-linear-gradient(45deg,transparent_0_5px,rgba(120,113,108,0.14)_5px_7px)]';

export const OWN_BOOKING_LOOK =
  'bg-sky-100 text-sky-900 font-semibold ring-2 ring-sky-500 ring-inset';

export const OWN_HOLD_LOOK =
  'bg-violet-100 text-violet-950 font-semibold ring-2 ring-violet-500 ring-inset hover:bg-violet-200';

/**
 * One half-hour of one day: Past, Closed and Booked cannot be picked (spec §4). They
 * stay reachable with the arrow keys (aria-disabled, not disabled), so a screen reader hears why
 * a time is not open.
 */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { date, minutes, state, own = false, ownHold = false, row, col, tabbable } = props;
  const { bookedPickable = false, priceLabel = null } = props;
  const { t, dates } = props.words;
  const tagWord = priceLabel ? PRICE_TAGS[priceLabel] : null;
  const tag = tagWord ? t(PRICE_TAG_KEYS[tagWord]!) : null;
  // Counts by kind take a line each (decision 067): the tag then takes its own, not the last's.
  const joiner = props.freeText?.includes('\n') ? '\n' : ' · ';
  const freeText = [props.freeText, tag].filter(Boolean).join(joiner) || undefined;
  const { onFocusCell, onPickCell } = props;
  const night = isNightSlot(minutes);
  const blocked = state === 'past' || state === 'closed' || (state === 'booked' && !bookedPickable);
  const label = timeLabel(minutes);
  // The booking being moved shows as itself until the player's new selection covers it.
  const showOwn = own && state === 'available';
  // The player's own hold: theirs to resume or release, and pickable (a new pick gives it up).
  const showHold = !showOwn && ownHold && state === 'available';
  const ownWords = showOwn ? t('state.ownBooking') : showHold ? t('state.ownHold') : null;
  const stateWords = ownWords ?? t(STATE_KEYS[state]);
  return (
    <td className="p-0.5">
      <button
        type="button"
        aria-disabled={blocked || undefined}
        tabIndex={tabbable ? 0 : -1}
        data-row={row}
        data-col={col}
        onFocus={() => onFocusCell(row, col)}
        onClick={() => onPickCell(date, minutes, state)}
        aria-pressed={state === 'selected' || state === 'range-end'}
        aria-label={
          freeText && state === 'available'
            ? t('cellLabelWithFree', {
                date: dates.long(date),
                time: label,
                state: stateWords,
                free: freeText,
              })
            : t('cellLabel', { date: dates.long(date), time: label, state: stateWords })
        }
        data-state={showOwn ? 'own' : showHold ? 'own-hold' : state}
        data-slot={`${date} ${label}`}
        className={`flex ${freeText ? 'min-h-11 flex-col gap-0 py-0.5' : 'h-9'} w-full min-w-[5.5rem] scroll-mt-10 scroll-ml-20 items-center justify-center gap-1 rounded-md px-1 text-xs whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 ${showOwn ? OWN_BOOKING_LOOK : showHold ? OWN_HOLD_LOOK : looks(state, night)}`}
      >
        {state === 'past' ? (
          t('cell.past')
        ) : state === 'closed' ? (
          t('cell.closed')
        ) : state === 'booked' ? (
          t('cell.booked')
        ) : showOwn ? (
          t('cell.ownBooking')
        ) : showHold ? (
          t('cell.ownHold')
        ) : state === 'range-end' || state === 'end-option' || state === 'closing-end' ? (
          // The end of a range is when the turf is free again, not a half-hour played.
          t('cell.ends', { time: label })
        ) : freeText && state === 'available' ? (
          <>
            <span className="flex items-center gap-1">
              {night ? <MoonIcon /> : <SunIcon />}
              {label}
            </span>
            <span
              className="text-[11px] leading-tight whitespace-pre-line opacity-90"
              data-testid="free-courts"
            >
              {freeText}
            </span>
          </>
        ) : (
          <>
            {night ? <MoonIcon /> : <SunIcon />}
            {label}
          </>
        )}
      </button>
    </td>
  );
});
