import { z } from 'zod';
import { freeSlotSchema, turfListItemSchema, type FreeSlot } from '../../shared/api/turf-contract';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import type { CataloguedListing } from './search-catalogue';

// The slot search's answer as bytes (docs/decisions/050). A found venue's list item is the same
// in every search while the catalogue stands, so its JSON is written and made bytes once (for an
// origin) and kept beside the catalogue's entry; a search writes only each venue's free times and
// joins the bytes. They are exactly the bytes the list's own writer makes of the same answer
// (slot-search-answer-bytes.test.ts): the distance (asked near a point) and the free times are
// the item's last fields.

/** The item as the list writes it, without its free times. */
const writeListed = contractWriter(turfListItemSchema.omit({ freeSlots: true, distanceKm: true }));
/** The free times: every text in them is the server's own (dates, "7:00 PM", "1200.00"). */
const writeFreeSlots = contractWriter(z.array(freeSlotSchema), [
  'date',
  'startTime',
  'endTime',
  'amount',
]);

/**
 * Origins kept a listing: the site's own, and a few more when no public URL is set and the origin
 * follows the request's Host. Past that an item is written afresh, so a client sending a new
 * Host with every search cannot grow the catalogue.
 */
const ORIGINS_KEPT = 4;
const heads = new WeakMap<CataloguedListing, Map<string, Buffer>>();

/** The listing's item with images on `origin`, up to (not with) its closing brace. */
function headOf(listing: CataloguedListing, origin: string): Buffer {
  let byOrigin = heads.get(listing);
  if (!byOrigin) heads.set(listing, (byOrigin = new Map()));
  const kept = byOrigin.get(origin);
  if (kept) return kept;
  const { listed } = listing;
  const json = writeListed({ ...listed, images: publicImageUrl(listed.images, origin) });
  const head = Buffer.from(json.slice(0, json.lastIndexOf('}')));
  if (byOrigin.size < ORIGINS_KEPT) byOrigin.set(origin, head);
  return head;
}

/** A venue of the answer: its catalogue entry and its free times. */
export interface FoundItem {
  listing: CataloguedListing;
  freeSlots: FreeSlot[];
  /** Asked near a point: how far it is, km to one decimal (the field before the free times). */
  distanceKm?: number;
}

const OPEN = Buffer.from('{"success":true,"turfs":[');
const BETWEEN = Buffer.from(',');

/** `{ success, turfs, total }` as the list's contract writes it, from the kept item bytes. */
export function searchAnswerBytes(
  items: readonly FoundItem[],
  total: number | undefined,
  origin: string,
): Buffer {
  const parts: Buffer[] = [OPEN];
  items.forEach(({ listing, freeSlots, distanceKm }, index) => {
    if (index > 0) parts.push(BETWEEN);
    const distance = distanceKm === undefined ? '' : `,"distanceKm":${JSON.stringify(distanceKm)}`;
    const tail = `${distance},"freeSlots":${writeFreeSlots(freeSlots)}}`;
    parts.push(headOf(listing, origin), Buffer.from(tail));
  });
  parts.push(Buffer.from(total === undefined ? ']}' : `],"total":${total}}`));
  return Buffer.concat(parts);
}
