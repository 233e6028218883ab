import { eq, sql } from 'drizzle-orm';
import { SPORT_LABELS, isSport } from '../../shared/catalog';
import { formatDate, formatPaise } from '../../shared/display-format';
import { regularFromPaise, rulesWithBase } from '../../shared/price-rules';
import { timeLabel } from '../../shared/slots';
import type { LocalDate } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { STARS } from '../turfs/list-statement';
import { reviewSummary } from '../../shared/reviews';
import { gamePreview as gameFacts } from '../games/game-preview';
import { publicImageUrl, publicPhoto } from '../http/public-urls';
import { splitFactsByLink } from '../splits/split-preview';
import { turfJsonLd, type RatingFacts } from './turf-json-ld';
import { GALLERY_PHOTO_SIZES, photoSrcSet } from '../../shared/photo-srcset';
import { turfAnswerPath, turfWeekBookingsPath } from '../../shared/turf-page-requests';
import { zonedNow } from '../../shared/time';
import { turfPageFirstView, type TurfCover } from '../../shared/first-view';
import { photosOfTurfs } from '../turfs/photos';

// What a link to TurfBook shows where it is shared (WhatsApp's preview, any crawler): a turf, an
// open game or a split's share link, read before any script runs (docs/decisions/055). Only what
// the page itself shows anyone holding the link: never a person's name, number or e-mail.

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute, or null for the product's own picture. */
  image: string | null;
  /** schema.org JSON-LD of the page's subject, when it has one. */
  jsonLd: Record<string, unknown> | null;
  /** What the page shows first, fetched with the page rather than after its script (decision 080). */
  preloads: Preload[];
  /** The page's largest paint as its HTML draws it before the script (decision 082), or null. */
  firstView: string | null;
}

export type Preload =
  | { as: 'image'; href: string; imageSrcSet: string | null; imageSizes: string | null }
  /** An API answer the page's script asks for as it starts, with the same credentials. */
  | { as: 'fetch'; href: string };

export interface PreviewContext {
  db: DbOrTx;
  now: () => Date;
  timeZone: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing's sport as the product names it. */
function sportOf(sportsType: string): string {
  return isSport(sportsType) ? SPORT_LABELS[sportsType] : sportsType;
}

/** The turf's `reviewSummary` as its answers give it: every rating and visible review once. */
async function ratingFacts(db: DbOrTx, turfId: string): Promise<RatingFacts> {
  const [row] = await db
    .select({ sum: sql<number | null>`sum(s.rating)::int`, count: sql<number>`count(*)::int` })
    .from(STARS)
    .where(sql`s.turf_id = ${turfId}`);
  return reviewSummary({ sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) });
}

/** The turf page's cover as its gallery shows it: the first photo, else the listing's image. */
async function turfCover(
  context: PreviewContext,
  turf: { id: string; name: string },
  origin: string,
  listingImage: string,
): Promise<TurfCover> {
  const [stored] = (await photosOfTurfs(context.db, [turf.id])).get(turf.id) ?? [];
  return {
    name: turf.name,
    image: listingImage,
    photo: stored ? publicPhoto(stored, origin) : null,
  };
}

/**
 * What the turf page asks for first (decision 080): its cover picture (the largest paint, at the
 * size the gallery will pick), the turf's answer and its week's bookings, at the URLs the page's
 * script asks them by.
 */
function turfPagePreloads(context: PreviewContext, turfId: string, cover: TurfCover): Preload[] {
  const coverPreload: Preload = cover.photo
    ? {
        as: 'image',
        href: cover.photo.url,
        imageSrcSet: photoSrcSet(cover.photo),
        imageSizes: GALLERY_PHOTO_SIZES,
      }
    : { as: 'image', href: cover.image, imageSrcSet: null, imageSizes: null };
  const today = zonedNow(context.now(), context.timeZone).date;
  return [
    coverPreload,
    { as: 'fetch', href: turfAnswerPath(turfId) },
    { as: 'fetch', href: turfWeekBookingsPath(turfId, today) },
  ];
}

async function turfPreview(context: PreviewContext, turfId: string, origin: string) {
  const [turf] = await context.db.select().from(turfs).where(eq(turfs.id, turfId));
  if (!turf?.approved) return null;
  const from = formatPaise(regularFromPaise(rulesWithBase(turf.pricePaise, turf.priceRules)));
  const url = `${origin}/turfs/${turf.id}`;
  const image = publicImageUrl(turf.imageUrl, origin);
  const cover = await turfCover(context, turf, origin, image);
  return {
    preloads: turfPagePreloads(context, turf.id, cover),
    firstView: turfPageFirstView(cover),
    title: `${turf.name}, ${turf.location}`,
    description: `${sportOf(turf.sportsType)} in ${turf.location}, from ${from} an hour. Book it on TurfBook.`,
    url,
    image,
    jsonLd: turfJsonLd(turf, {
      url,
      image,
      priceRange: `From ${from} an hour`,
      rating: await ratingFacts(context.db, turf.id),
    }),
  };
}

async function gamePreview(context: PreviewContext, gameId: string, origin: string) {
  const clock = { now: context.now(), timeZone: context.timeZone };
  const game = await gameFacts(context.db, gameId, clock);
  if (!game) return null;
  const when = `${formatDate(game.date as LocalDate)}, ${game.startTime}–${game.endTime}`;
  const sport = sportOf(game.sport);
  const spots =
    game.status !== 'open'
      ? 'This game is no longer taking players.'
      : `${game.spotsFree} of ${game.spotsTotal} spots left at ${formatPaise(game.pricePerSpotPaise)} a spot.`;
  const [turf] = await context.db
    .select({ imageUrl: turfs.imageUrl })
    .from(turfs)
    .where(eq(turfs.id, game.turf._id));
  return {
    title: `${sport} at ${game.turf.name}, ${when}`,
    description: `${spots} ${game.turf.location}. Join on TurfBook.`,
    url: `${origin}/games/${game._id}`,
    image: turf ? publicImageUrl(turf.imageUrl, origin) : null,
    jsonLd: null,
    preloads: [],
    firstView: null,
  };
}

async function splitPreview(
  context: PreviewContext,
  splitId: string,
  token: string | null,
  origin: string,
) {
  const facts = await splitFactsByLink(context.db, splitId, token);
  if (!facts) return null;
  const { split, turf, sharePaise } = facts;
  const when = `${formatDate(facts.day)} ${timeLabel(facts.startMinute)}`;
  const open = facts.collecting && sharePaise !== null;
  return {
    title: open
      ? `Pay your share ${formatPaise(sharePaise)} for ${turf.name}, ${when}`
      : `${turf.name}, ${when}`,
    description: open
      ? `${facts.unpaidShares} of ${split.players - 1} shares still to pay on TurfBook.`
      : 'No shares of this booking are left to pay.',
    url: `${origin}/splits/${split.id}?token=${encodeURIComponent(split.token)}`,
    image: publicImageUrl(turf.imageUrl, origin),
    jsonLd: null,
    preloads: [],
    firstView: null,
  };
}

/** The preview of the page at `path` (with its query), or null when it has none of its own. */
export async function linkPreviewOf(
  context: PreviewContext,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<LinkPreview | null> {
  const [, section, id, rest] = path.replace(/\/$/, '').split('/');
  if (rest !== undefined || !id || !UUID.test(id)) return null;
  if (section === 'turfs') return turfPreview(context, id, origin);
  if (section === 'games') return gamePreview(context, id, origin);
  if (section === 'splits') return splitPreview(context, id, query.get('token'), origin);
  return null;
}
