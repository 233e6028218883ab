import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardListing } from '../../../../shared/api/board-contract';
import { timeLabel } from '../../../../shared/slots';
import { formatRupeeAmount } from '../../../utils/money';
import { boardSpan, offsetOf, openingScroll, PX_PER_MINUTE, spanHours } from '../board-layout';
import { BoardEntryCard } from './board-entry';

// One listing on the board: what it is owed and who came, then its courts side by side in a box
// that scrolls both ways (a phone shows two courts and swipes to the rest) and opens at the
// current hour, then each court's next free times.

const TIME_COLUMN = '4.5rem';
const COURT_COLUMN = 'minmax(9.5rem, 1fr)';

export function BoardListingSection({
  listing,
  nowMinutes,
}: {
  listing: BoardListing;
  nowMinutes: number | null;
}) {
  const { t } = useTranslation('board');
  const scroller = useRef<HTMLDivElement>(null);
  const span = boardSpan(listing.courts);
  const opened = useRef(false);
  // Opens at the current hour once; a refresh after that leaves the desk's scrolling alone.
  useLayoutEffect(() => {
    if (opened.current || !span || !scroller.current) return;
    opened.current = true;
    scroller.current.scrollTop = openingScroll(span, nowMinutes);
  }, [span, nowMinutes]);
  const columns = `${TIME_COLUMN} repeat(${listing.courts.length}, ${COURT_COLUMN})`;
  const headingId = `board-${listing._id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="board-listing"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {listing.name}
        </h2>
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(`role.${listing.role}`)}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 text-sm">
        <span
          className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800"
          data-testid="board-arrivals"
        >
          {t('arrivals', listing.arrivals)}
        </span>
        <span
          className={`rounded-full px-3 py-1 font-medium ${
            listing.unpaid.count > 0 ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-700'
          }`}
          data-testid="board-unpaid"
        >
          {listing.unpaid.count > 0
            ? t('unpaid', {
                count: listing.unpaid.count,
                amount: formatRupeeAmount(listing.unpaid.amount),
              })
            : t('allPaid')}
        </span>
      </div>
      {span ? (
        <div
          ref={scroller}
          className="relative mt-3 max-h-[26rem] overflow-auto overscroll-contain rounded-xl ring-1 ring-slate-200"
          role="region"
          aria-label={t('scroller', { venue: listing.name })}
          tabIndex={0}
          data-testid="board-scroller"
        >
          <div className="grid min-w-max" style={{ gridTemplateColumns: columns }}>
            <div className="sticky top-0 left-0 z-30 border-b border-slate-200 bg-slate-50" />
            {listing.courts.map((court) => (
              <div
                key={court._id}
                className="sticky top-0 z-20 truncate border-b border-l border-slate-200 bg-slate-50 px-2 py-2 text-sm font-semibold text-slate-800"
                data-testid="board-court-name"
              >
                {court.name}
              </div>
            ))}
            <div
              className="sticky left-0 z-10 bg-white"
              style={{ gridRow: 2, gridColumn: 1, height: (span.end - span.start) * PX_PER_MINUTE }}
            >
              {spanHours(span).map((hour) => (
                <div
                  key={hour}
                  className="absolute right-1 pt-0.5 text-xs text-slate-500"
                  style={{ top: offsetOf(hour, span) }}
                >
                  {timeLabel(hour)}
                </div>
              ))}
            </div>
            {listing.courts.map((court, index) => (
              <div
                key={court._id}
                className="relative border-l border-slate-200"
                style={{
                  // Every cell of the body row is placed, so the now line can lie across them.
                  gridRow: 2,
                  gridColumn: index + 2,
                  height: (span.end - span.start) * PX_PER_MINUTE,
                  backgroundImage: `repeating-linear-gradient(to bottom, rgb(226 232 240) 0 1px, transparent 1px ${60 * PX_PER_MINUTE}px)`,
                }}
                data-testid="board-court"
                data-court={court.name}
              >
                {court.hours === null ? (
                  <div className="absolute inset-0 bg-slate-100/80 p-2 text-xs text-slate-500">
                    {t('closed')}
                  </div>
                ) : null}
                {court.entries.map((entry) => (
                  <BoardEntryCard
                    key={`${entry.id}-${court._id}`}
                    entry={entry}
                    top={offsetOf(entry.start, span)}
                    height={offsetOf(entry.end, span) - offsetOf(entry.start, span)}
                  />
                ))}
              </div>
            ))}
            {nowMinutes !== null && nowMinutes >= span.start && nowMinutes < span.end ? (
              <div
                className="pointer-events-none relative z-10 col-span-full self-start"
                style={{ gridRow: 2, marginTop: offsetOf(nowMinutes, span) }}
                data-testid="board-now"
              >
                <div className="h-0.5 bg-red-600" />
                <span className="sticky left-0 inline-block -translate-y-full rounded bg-red-700 px-1 text-[10px] font-bold text-white">
                  {t('now')}
                </span>
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('closed')}</p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {listing.courts.map((court) => (
          <div key={court._id} data-testid="board-free" data-court={court.name}>
            <dt className="font-semibold text-slate-800">
              {court.name} · {t('free.title')}
            </dt>
            <dd className="text-slate-600">
              {court.nextFree.length === 0
                ? t('free.none')
                : court.nextFree
                    .map((run) => t('free.run', { start: run.startTime, end: run.endTime }))
                    .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
