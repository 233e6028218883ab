import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { useErrorText } from '../../../i18n/error-text';
import { useAuthStore } from '../../../lib/auth-store';
import { useBookingReview, useWriteReview } from '../../../queries/reviews';

// After playing, the player reviews the booking once: stars and words (docs/decisions/067); then
// the page shows the review, and the venue's reply when it comes.

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The request to review after play links to the booking page at #review: the panel appears only
 * once the booking and the review's answer are in, after the browser has given up looking for the
 * anchor, so the panel brings itself into view (below the fixed bar) and takes the focus.
 */
const REVIEW_ANCHOR = '#review';

function bookerId(booking: BookingDetail): string {
  return typeof booking.userId === 'string' ? booking.userId : booking.userId._id;
}

function ReviewForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking-detail');
  const errorText = useErrorText();
  const write = useWriteReview(bookingId);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    write.mutate({ rating, text });
  };
  return (
    <form onSubmit={send} className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('review.stars')}</legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((star) => (
            <button
              key={star}
              type="button"
              aria-pressed={rating === star}
              aria-label={t('review.starLabel', { count: star })}
              onClick={() => setRating(star)}
              className={`text-3xl leading-none ${star <= rating ? 'text-amber-500' : 'text-slate-300'}`}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-slate-700">
        {t('review.words')}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </label>
      {write.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(write.error)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={rating === 0 || write.isPending}
        className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {t('review.send')}
      </button>
    </form>
  );
}

/** "Write a review" on a played booking of the player's own; their review once written. */
export function ReviewPanel({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking-detail');
  const user = useAuthStore((state) => state.user);
  const mine = user !== null && user._id === bookerId(booking) && booking.status === 'confirmed';
  const answer = useBookingReview(booking._id, mine);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = mine && !!answer.data && (!!answer.data.review || answer.data.refusal === null);
  useEffect(() => {
    if (!shown || hash !== REVIEW_ANCHOR || !section.current) return;
    section.current.scrollIntoView({ block: 'start' });
    section.current.focus({ preventScroll: true });
  }, [shown, hash]);
  if (!shown) return null;
  const { review } = answer.data!;
  return (
    <section
      ref={section}
      id={REVIEW_ANCHOR.slice(1)}
      tabIndex={-1}
      aria-labelledby="review-heading"
      className="scroll-mt-20 space-y-3 rounded-xl border border-slate-200 bg-white p-4 focus:outline-none"
    >
      <h2 id="review-heading" className="text-lg font-bold text-slate-900">
        {review ? t('review.yours') : t('review.write')}
      </h2>
      {review ? (
        <div data-testid="my-review" className="space-y-2">
          <p
            className="text-amber-500"
            aria-label={t('review.starLabel', { count: review.rating })}
          >
            {'★'.repeat(review.rating)}
            <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
          </p>
          <p className="whitespace-pre-line text-slate-800">{review.text}</p>
          {review.reply ? (
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-700">{t('review.venueReply')}</p>
              <p className="whitespace-pre-line text-slate-800">{review.reply.text}</p>
            </div>
          ) : null}
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('review.intro')}</p>
          <ReviewForm bookingId={booking._id} />
        </>
      )}
    </section>
  );
}
