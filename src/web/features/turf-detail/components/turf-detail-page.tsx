import { useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { takenRanges } from '../../../../shared/availability';
import {
  courtAvailability,
  courtsOfTurf,
  defaultCourtChoice,
  unavailableRanges,
  type CourtChoice,
} from '../../../../shared/court-availability';
import { heldRanges, othersSlots } from '../../../../shared/own-holds';
import { canBook } from '../../../../shared/permissions';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import { EMPTY_SELECTION, selectSlot, type Selection } from '../../../../shared/slot-selection';
import type { TimeRange } from '../../../../shared/slots';
import { bookingDays } from '../../../../shared/slot-request';
import type { TurfJson } from '../../../../shared/turf-types';
import { AvailabilityGrid } from '../../../components/availability-grid/availability-grid';
import { GridLegend } from '../../../components/availability-grid/grid-legend';
import { PageTitle } from '../../../components/page-title';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { tabStorage } from '../../../lib/payments/payment-session';
import { forgetSelection, keptSelection } from '../../../lib/pending-selection';
import { useOwnHolds } from '../../../queries/own-holds';
import { useTurf, useTurfAvailability } from '../../../queries/turf-detail';
import { useDropTakenSelection } from '../hooks/use-drop-taken-selection';
import { useLiveAvailability } from '../hooks/use-live-availability';
import { priceTagsOf, usePriceLabels } from '../hooks/use-price-labels';
import { linkedLook, linkedSelection } from '../linked-selection';
import { BookingActions } from './booking-actions';
import { CourtPicker } from './court-picker';
import { OwnHoldNotice } from './own-hold-notice';
import { RatingsSection } from './ratings-section';
import { ReviewsSection } from './reviews-section';
import { TurfDetailSkeleton } from './turf-detail-skeleton';
import { TurfInfo } from './turf-info';
import { OfferNotice } from './offer-notice';
import { WaitForSlot, WaitModeToggle } from './wait-for-slot';
import { pickWaitRange } from '../wait-selection';

/** /turfs/:id: the turf, its ratings and the 7-day grid; loads by id on a reload or shared link. */
export function TurfDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('turf-detail');
  const passed = (useLocation().state as { turf?: TurfJson } | null)?.turf ?? null;
  const user = useAuthStore((state) => state.user);
  const turfQuery = useTurf(id, passed);
  const now = useVenueNow();
  const days = bookingDays(now.date);
  const availability = useTurfAvailability(id, days[0]!, days.at(-1)!);
  const [linkParams] = useSearchParams();
  // The time a search card's link opens the grid at, nothing picked (docs/decisions/067).
  const [lookAt] = useState(() => linkedLook(linkParams, now));
  // A Booked time the player picked to wait for (docs/decisions/033).
  const [waitRange, setWaitRange] = useState<TimeRange | null>(null);
  // Booked cells stay unclickable (spec §4) until a player asks to pick them to wait for one
  // (docs/decisions/033).
  const [pickingBooked, setPickingBooked] = useState(false);
  const [selection, setSelection] = useState<Selection>(
    () => keptSelection(tabStorage(), id) ?? linkedSelection(linkParams, now) ?? EMPTY_SELECTION,
  );
  // A selection kept across a login is on screen now: it is not brought back a second time.
  useEffect(() => forgetSelection(tabStorage(), id), [id]);
  // Live grid: others' bookings show as they happen; a pick taken meanwhile is let go
  // (judged on this turf's own answer, not the one kept on screen while it loads).
  useLiveAvailability(id);
  // The player's own holds are theirs, not Booked (docs/decisions/025): shown apart, pickable.
  const player = user && canBook({ id: user._id, role: user.role }) ? user : null;
  const ownHolds = useOwnHolds(id, !!player);
  const own = useMemo(
    () => (ownHolds.data?.holds ?? []).flatMap((hold) => heldRanges(hold.slots)),
    [ownHolds.data],
  );
  const othersBookings = useMemo(
    () => (availability.data ? othersSlots(availability.data, own) : undefined),
    [availability.data, own],
  );
  const turf = turfQuery.data;
  const courts = turf ? courtsOfTurf(turf) : null;
  // The sport and court picked on a venue with several courts; by default its sport, any court.
  const [pickedChoice, setChoice] = useState<CourtChoice | null>(null);
  const choice = {
    ...(pickedChoice ?? defaultCourtChoice(courts, turf?.sports_type ?? 'football')),
    venueHours: turf?.openingHours ?? null,
  };
  useDropTakenSelection(
    selection,
    availability.isPlaceholderData || ownHolds.isLoading ? undefined : othersBookings,
    setSelection,
    (slots) => unavailableRanges(courts, takenRanges(slots), days, choice),
  );
  const claimed = useMemo(() => takenRanges(othersBookings ?? []), [othersBookings]);
  // Cheap (a week of half-hours over a few courts); the cells redraw only where their text changed.
  const grid = courts ? courtAvailability(courts, claimed, days, choice) : null;
  const priceLabelAt = usePriceLabels(turf, now, grid?.firstFreeAt ?? null);
  if (!turf) {
    if (turfQuery.isError) {
      const missing =
        isApiRequestError(turfQuery.error) && [400, 404].includes(turfQuery.error.status);
      return (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <PageTitle title={t('notFound.title')} />
          <h1 className="text-2xl font-bold text-slate-900">
            {missing ? t('notFound.title') : t('loadFailed.title')}
          </h1>
          <p className="mt-2 text-slate-600">
            {missing ? t('notFound.text') : t('loadFailed.text')}
          </p>
          <Link
            to="/turfs"
            className="mt-6 inline-block font-semibold text-emerald-700 hover:underline"
          >
            {t('browseAll')}
          </Link>
        </div>
      );
    }
    return <TurfDetailSkeleton />;
  }

  // Booked where no suitable court is free; until the turf's courts are known, any taken slot.
  const taken = grid ? grid.full : claimed;
  // The grid opens at the first free time once the bookings and courts are known (decision 067).
  const settled =
    !!grid && availability.isSuccess && !availability.isPlaceholderData && !ownHolds.isLoading;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={turf.name} />
      <TurfInfo turf={turf} />

      <section aria-labelledby="availability-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="availability-heading" className="text-xl font-bold text-slate-900">
              {t('availability.heading')}
            </h2>
            <p className="text-sm text-slate-600">{t('availability.hint')}</p>
          </div>
          <GridLegend
            openingHours={turf.openingHours}
            showOwnHold={own.length > 0}
            priceTags={priceTagsOf(
              priceRulesOfTurf(turf),
              ...(courts ?? []).flatMap((court) => court.priceRules ?? []),
            )}
          />
        </div>
        {player ? <OfferNotice turfId={turf._id} /> : null}
        {player && ownHolds.data ? (
          <OwnHoldNotice
            holds={ownHolds.data.holds}
            readAt={ownHolds.data.readAt}
            userId={player._id}
          />
        ) : null}
        {courts ? <CourtPicker courts={courts} choice={choice} onChange={setChoice} /> : null}
        {player ? (
          <WaitModeToggle
            on={pickingBooked}
            onChange={(on) => {
              setPickingBooked(on);
              setWaitRange(null);
            }}
          />
        ) : null}
        <AvailabilityGrid
          days={days}
          now={now}
          taken={taken}
          courtsAt={grid?.at}
          priceLabelAt={priceLabelAt}
          ownHolds={own}
          openingHours={turf.openingHours}
          selection={selection}
          lookAt={lookAt}
          settled={settled}
          onPick={(slot) => {
            setWaitRange(null);
            setSelection((current) => selectSlot(current, slot));
          }}
          onPickBooked={
            player && pickingBooked
              ? (slot) => setWaitRange((current) => pickWaitRange(current, slot, taken))
              : undefined
          }
        />
        {player && waitRange ? (
          <WaitForSlot
            key={`${waitRange.date}@${waitRange.start}-${waitRange.end}`}
            turfId={turf._id}
            range={waitRange}
            onClose={() => setWaitRange(null)}
          />
        ) : null}
        <BookingActions
          turf={turf}
          user={user}
          selection={selection}
          taken={taken}
          courts={courts && grid ? { all: courts, claims: grid.claims, choice } : null}
        />
        {/* Open games in this turf's area (decision 045), on the picked day when there is one. */}
        <p className="text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="gamesHere"
            components={{
              games: (
                <Link
                  to={`/games?${new URLSearchParams({
                    location: turf.location,
                    ...(selection.start ? { date: selection.start.date } : {}),
                  }).toString()}`}
                  className="font-semibold text-emerald-700 hover:underline"
                />
              ),
            }}
          />
        </p>
      </section>

      <ReviewsSection turf={turf} user={user} />
      <RatingsSection turf={turf} user={user} />
    </div>
  );
}
