import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewJson } from '../../../../shared/api/review-contract';
import type { SessionUser } from '../../../../shared/api-types';
import type { TurfJson } from '../../../../shared/turf-types';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useReplyToReview, useReportReview, useTurfReviews } from '../../../queries/reviews';

// What people who played here say (docs/decisions/067): the summary of every star, the newest
// reviews with the venue's reply, replying for the venue and reporting for anyone logged in.

const BUTTON =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const PRIMARY =
  'rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-amber-500" aria-hidden="true">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** A short form asking for one text (a reply, a report's reason). */
function TextForm(props: {
  label: string;
  submit: string;
  busy: boolean;
  error: string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('turf-detail');
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(text);
  };
  return (
    <form onSubmit={send} className="mt-2 space-y-2">
      <label className="block text-sm font-medium text-slate-700">
        {props.label}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </label>
      {props.error ? (
        <p role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY} disabled={props.busy}>
          {props.submit}
        </button>
        <button type="button" className={BUTTON} onClick={props.onCancel}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}

function ReviewItem(props: {
  review: ReviewJson;
  turfId: string;
  mayReply: boolean;
  loggedIn: boolean;
}) {
  const { review } = props;
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
  const zone = useVenueTimeZone();
  const errorText = useErrorText();
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const [reported, setReported] = useState(false);
  const reply = useReplyToReview(props.turfId);
  const report = useReportReview();
  return (
    <li className="space-y-1 px-4 py-3" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-800">{review.author.fullname}</span>
        <span className="text-sm text-slate-700">
          <Stars rating={review.rating} /> {t('reviews.stars', { rating: review.rating })}
        </span>
      </div>
      <p className="text-xs text-slate-500">{dates.venueInstant(review.createdAt, zone)}</p>
      <p className="whitespace-pre-line text-slate-800">{review.text}</p>
      {review.reply ? (
        <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-slate-700">{t('reviews.venueReply')}</p>
          <p className="whitespace-pre-line text-slate-800">{review.reply.text}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {props.mayReply && !review.reply && open === null ? (
          <button type="button" className={BUTTON} onClick={() => setOpen('reply')}>
            {t('reviews.reply')}
          </button>
        ) : null}
        {props.loggedIn && !reported && open === null ? (
          <button type="button" className={BUTTON} onClick={() => setOpen('report')}>
            {t('reviews.report')}
          </button>
        ) : null}
        {reported ? <p className="text-sm text-slate-600">{t('reviews.reported')}</p> : null}
      </div>
      {open === 'reply' ? (
        <TextForm
          label={t('reviews.replyLabel')}
          submit={t('reviews.sendReply')}
          busy={reply.isPending}
          error={reply.error ? errorText(reply.error) : null}
          onCancel={() => setOpen(null)}
          onSubmit={(text) =>
            reply.mutate({ reviewId: review._id, text }, { onSuccess: () => setOpen(null) })
          }
        />
      ) : null}
      {open === 'report' ? (
        <TextForm
          label={t('reviews.reportReason')}
          submit={t('reviews.sendReport')}
          busy={report.isPending}
          error={report.error ? errorText(report.error) : null}
          onCancel={() => setOpen(null)}
          onSubmit={(reason) =>
            report.mutate(
              { reviewId: review._id, reason },
              {
                onSuccess: () => {
                  setOpen(null);
                  setReported(true);
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

export function ReviewsSection({ turf, user }: { turf: TurfJson; user: SessionUser | null }) {
  const { t } = useTranslation('turf-detail');
  const reviews = useTurfReviews(turf._id);
  const summary = turf.reviewSummary ?? { average: null, count: 0 };
  const pages = reviews.data?.pages ?? [];
  const items = pages.flatMap((page) => page.reviews);
  const mayReply = pages[0]?.mayReply ?? false;
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
          {t('reviews.heading')}
        </h2>
        {summary.average !== null ? (
          <p className="text-sm text-slate-600" data-testid="review-summary">
            <span className="text-amber-500">★</span>{' '}
            {t('reviews.summary', { average: summary.average.toFixed(1), count: summary.count })}
          </p>
        ) : null}
      </div>
      {reviews.isSuccess && items.length === 0 ? (
        <p className="text-slate-500">{t('reviews.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {items.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              turfId={turf._id}
              mayReply={mayReply}
              loggedIn={user !== null}
            />
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <button
          type="button"
          className={BUTTON}
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
