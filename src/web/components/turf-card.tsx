import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPORT_LABELS } from '../../shared/catalog';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import type { TurfJson } from '../../shared/turf-types';
import { CARD_PHOTO_SIZES, photoSrcSet } from '../../shared/photo-srcset';
import { formatRupeeAmount } from '../utils/money';

export const PLACEHOLDER_TURF_IMAGE = '/images/placeholder-turf.svg';

/** A turf's photo (4:3); a broken or missing image becomes the placeholder (spec §8). */
export function TurfImage({
  src,
  alt,
  className = '',
  priority = false,
  photo,
  sizes = CARD_PHOTO_SIZES,
}: {
  src: string;
  alt: string;
  className?: string;
  /** On screen when the page opens (the first cards of a list): fetched at once, first. */
  priority?: boolean;
  /** The listing's photo in sizes: the browser fetches the one `sizes` needs (decision 067). */
  photo?: TurfPhotoJson | undefined;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      src={broken ? PLACEHOLDER_TURF_IMAGE : (photo?.url ?? src)}
      {...(photo && !broken ? { srcSet: photoSrcSet(photo), sizes } : {})}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => {
        if (!broken) setFailedSrc(src);
      }}
      className={`aspect-[4/3] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}

/** A card's rating: the average and how many rated, or that nobody has yet. */
function RatingBadge({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('common');
  if (average === null || count === 0) {
    return (
      <span className="shrink-0 text-xs font-medium text-slate-500">{t('turfCard.noRatings')}</span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-sm font-semibold text-amber-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M10.87 2.6a1 1 0 0 0-1.74 0L7.2 6.1l-3.9.7a1 1 0 0 0-.54 1.67l2.73 2.87-.5 3.94a1 1 0 0 0 1.41 1.03L10 14.6l3.6 1.7a1 1 0 0 0 1.41-1.02l-.5-3.94 2.73-2.87a1 1 0 0 0-.54-1.67l-3.9-.7-1.93-3.5Z" />
      </svg>
      <span className="sr-only">{t('turfCard.rated')} </span>
      {average.toFixed(1)}
      <span className="sr-only"> {t('turfCard.outOf5', { count })}</span>
      <span aria-hidden="true" className="font-normal text-amber-900">
        ({count})
      </span>
    </span>
  );
}

interface TurfCardProps {
  /** A list's items also say whether their price changes with the time (decision 034). */
  turf: TurfJson & { pricesVary?: boolean };
  /** On screen when the page opens (the first cards of a list): its picture loads first. */
  priority?: boolean;
  /** Below the card's link, e.g. a slot search's free times (buttons may not sit in a link). */
  footer?: ReactNode;
  /** In place of the price an hour, e.g. a slot search's price of the time searched (067). */
  price?: ReactNode;
  /** Where the card opens, e.g. its page's grid at the time searched; else /turfs/{id}. */
  to?: string;
}

/**
 * One turf in a list; the card's body opens /turfs/{id} and carries the turf (spec §2). The first
 * cards of a list pass `priority`: their pictures are the largest thing on the screen.
 */
export function TurfCard({ turf, priority = false, footer, price, to }: TurfCardProps) {
  const { t } = useTranslation('common');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-emerald-300">
      <Link
        to={to ?? `/turfs/${turf._id}`}
        state={{ turf }}
        className="group flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600"
      >
        <div className="relative overflow-hidden">
          <TurfImage
            src={turf.images}
            photo={turf.photos?.[0]}
            // The card's heading names the turf; repeating it would make the link read it twice.
            alt=""
            priority={priority}
            className="transition duration-300 group-hover:scale-105"
          />
          <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-bold text-emerald-800 shadow-sm backdrop-blur">
            {turf.sports_type in SPORT_LABELS ? t(`sport.${turf.sports_type}`) : turf.sports_type}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-bold text-slate-900 group-hover:text-emerald-800">{turf.name}</h3>
            <RatingBadge average={turf.averageRating} count={turf.ratingCount} />
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 shrink-0 text-emerald-600"
            >
              <path
                fillRule="evenodd"
                d="m9.69 18.93.03.02a.75.75 0 0 0 .56 0l.03-.02.1-.05a15 15 0 0 0 1.6-1.02A14.3 14.3 0 0 0 16.5 11a6.5 6.5 0 1 0-13 0 14.3 14.3 0 0 0 4.49 6.86 15 15 0 0 0 1.6 1.02l.1.05ZM10 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
                clipRule="evenodd"
              />
            </svg>
            {turf.location}
          </p>
          <p className="mt-auto pt-2 text-slate-900">
            {price ?? (
              <Trans
                t={t}
                i18nKey={turf.pricesVary ? 'turfCard.priceFrom' : 'turfCard.price'}
                values={{ amount: formatRupeeAmount(turf.price) }}
                components={{
                  quiet: <span className="text-sm text-slate-500" />,
                  amount: <span className="text-lg font-extrabold text-emerald-700" />,
                }}
              />
            )}
          </p>
        </div>
      </Link>
      {footer}
    </article>
  );
}
