import type { TFunction } from 'i18next';
import type { FreeSlot } from '../../shared/api/turf-contract';
import type { KindCount } from '../../shared/court-kinds';

// "2 of 2 5-a-side free": the free courts of one kind (docs/decisions/067), as the turf page's
// grid and a slot search's card both say it, with `t` of the grid catalogue.

export function kindCountText(t: TFunction, { kind, free, suitable }: KindCount): string {
  if (kind.by === 'aSide') return t('freeOfKind.aSide', { free, suitable, players: kind.players });
  return kind.plainCourts === 1
    ? t('freeOfKind.single', { free, suitable })
    : t('freeOfKind.joined', { free, suitable, plainCourts: kind.plainCourts });
}

/** A search answer's counts by kind (FreeSlot.courtsByKind) as the rules count them. */
export function kindCountsOfSlot(slot: Pick<FreeSlot, 'courtsByKind'>): KindCount[] | null {
  if (!slot.courtsByKind || slot.courtsByKind.length === 0) return null;
  return slot.courtsByKind.map(({ players, plainCourts, free, suitable }) => ({
    kind: players ? { by: 'aSide', players } : { by: 'ground', plainCourts: plainCourts ?? 1 },
    free,
    suitable,
  }));
}
