import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlockRequestBody,
  OwnerCancellationAnswer,
  RangeCancellationBody,
} from '../../../../shared/api/owner-calendar-contract';
import type { WeekHours } from '../../../../shared/opening-hours';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { ownerTurfsKeys } from '../../../queries/owner-turfs';
import { turfKeys } from '../../../queries/turf-detail';
import { ownerCalendarKeys, ownerTurfPath } from './owner-calendar';

// What the owner changes from the calendar: blocks, opening hours and cancellations. Each one
// changes what players can book (the turf's availability and, for hours, the turf itself) and
// cancellations change the owner's table and earnings, so all of those are refreshed after.

interface Answer {
  success: true;
  message: string;
}
export interface BlocksPlaced extends Answer {
  groupId: string;
  blockIds: string[];
}
export interface BlocksRemoved extends Answer {
  removed: number;
}
export interface OpeningHoursSaved extends Answer {
  openingHours: WeekHours;
}

function useCalendarChange<Variables, Result>(
  turfId: string,
  send: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Refreshed after a refusal too: a 409 means the week changed under the owner's eyes.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerCalendarKeys.turf(turfId) }),
        queryClient.invalidateQueries({ queryKey: turfKeys.availability(turfId) }),
        queryClient.invalidateQueries({ queryKey: turfKeys.detail(turfId) }),
        queryClient.invalidateQueries({ queryKey: ownerTurfsKeys.all }),
        // The owner's bookings table (features/owner-turfs keys it so; features do not import
        // each other, hence the literal prefix).
        queryClient.invalidateQueries({ queryKey: ['turf-bookings', turfId] }),
      ]),
  });
}

export function usePlaceBlock(turfId: string) {
  return useCalendarChange(turfId, (body: BlockRequestBody) =>
    apiRequest<BlocksPlaced>(`${ownerTurfPath(turfId)}/blocks`, { method: 'POST', json: body }),
  );
}

export function useRemoveBlock(turfId: string) {
  return useCalendarChange(turfId, ({ blockId, series }: { blockId: string; series: boolean }) =>
    apiRequest<BlocksRemoved>(
      `${ownerTurfPath(turfId)}/blocks/${encodeURIComponent(blockId)}?series=${series}`,
      { method: 'DELETE' },
    ),
  );
}

export interface CourtHoursSaved extends Answer {
  courtId: string;
  openingHours: WeekHours | null;
}

/** A court's own hours inside the venue's (docs/decisions/031); null: follow the venue's. */
export function useSaveCourtHours(turfId: string) {
  return useCalendarChange(
    turfId,
    ({ courtId, openingHours }: { courtId: string; openingHours: WeekHours | null }) =>
      apiRequest<CourtHoursSaved>(
        `${ownerTurfPath(turfId)}/courts/${encodeURIComponent(courtId)}/opening-hours`,
        { method: 'PUT', json: { openingHours } },
      ),
  );
}

export function useSaveOpeningHours(turfId: string) {
  return useCalendarChange(turfId, (openingHours: WeekHours) =>
    apiRequest<OpeningHoursSaved>(`${ownerTurfPath(turfId)}/opening-hours`, {
      method: 'PUT',
      json: { openingHours },
    }),
  );
}

// Cancellations move money: each carries an Idempotency-Key, one per owner action, so a double
// click or a retry after a lost answer cannot cancel (or refund) twice.

/** A rain-out: every paid booking in the range cancelled (each player chooses credit, a move or a refund: decision 041), the range blocked. */
export function useCancelRange(turfId: string) {
  const keyFor = useIdempotencyKey();
  return useCalendarChange(turfId, (body: RangeCancellationBody) =>
    apiRequest<OwnerCancellationAnswer>(`${ownerTurfPath(turfId)}/cancellations`, {
      method: 'POST',
      json: body,
      headers: {
        'Idempotency-Key': keyFor(
          `rain-out ${body.date} ${body.start}-${body.end} ${body.courtId ?? 'venue'}`,
        ),
      },
    }),
  );
}

/** One booking cancelled by the owner: refunded in full, its time blocked. */
export function useCancelOwnerBooking(turfId: string) {
  const keyFor = useIdempotencyKey();
  return useCalendarChange(turfId, ({ bookingId, reason }: { bookingId: string; reason: string }) =>
    apiRequest<OwnerCancellationAnswer>(
      `${API_BASE}/owner/bookings/${encodeURIComponent(bookingId)}/cancel`,
      {
        method: 'POST',
        json: { reason },
        headers: { 'Idempotency-Key': keyFor(`cancel ${bookingId}`) },
      },
    ),
  );
}
