import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarCourt, CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { isPastSlot, type LocalMoment } from '../../../../shared/slots';
import type { Focus } from '../calendar-selection';
import { EntryPanel } from './entry-panel';
import { RangePanel } from './range-panel';

interface SelectionPanelProps {
  turfId: string;
  /** The court the pick is on (null in the week view of a listing with one court). */
  court: CalendarCourt | null;
  courts: readonly CalendarCourt[];
  focus: Focus;
  now: LocalMoment;
  onShowEntry: (entry: CalendarEntry) => void;
  onClear: () => void;
  /** Set anew when a pick is complete (an entry, or a range's end): brings the panel in view. */
  completedPick: string | null;
  /** Cancels and rain-outs are offered only where the role allows them (docs/decisions/066). */
  canCancel: boolean;
}

/**
 * What the owner has picked and can do with it: beside the grid on wide screens, under it on a
 * phone (scrolled into view once a pick is complete; a sheet over the grid hid the end cell the
 * owner was about to pick).
 */
export function SelectionPanel(props: SelectionPanelProps) {
  const { turfId, court, courts, focus, now, onShowEntry, onClear, completedPick, canCancel } =
    props;
  const { t } = useTranslation('owner-calendar');
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (completedPick) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [completedPick]);

  if (focus.kind === 'none') {
    return (
      <aside
        aria-label={t('selection.label')}
        className="hidden rounded-xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200 lg:block"
      >
        {canCancel ? t('pickHint') : t('pickHintDesk')}
      </aside>
    );
  }
  return (
    <aside
      ref={panel}
      aria-label={t('selection.label')}
      className="scroll-mt-20 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          onClick={onClear}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {t('selection.clear')}
        </button>
      </div>
      {focus.kind === 'entry' ? (
        <EntryPanel
          key={focus.entry.id}
          turfId={turfId}
          courts={courts}
          entry={focus.entry}
          started={isPastSlot(focus.entry.date, focus.entry.start, now)}
          canCancel={canCancel}
          onDone={onClear}
        />
      ) : (
        <RangePanel
          turfId={turfId}
          court={court}
          range={focus.range}
          entries={focus.entries}
          now={now}
          onShowEntry={onShowEntry}
          canCancel={canCancel}
          onDone={onClear}
        />
      )}
    </aside>
  );
}
