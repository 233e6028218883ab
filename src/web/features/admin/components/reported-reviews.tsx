import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedReview } from '../../../../shared/api/review-contract';
import { useErrorText } from '../../../i18n/error-text';
import { useModerateReview, useReportedReviews } from '../../../queries/reviews';

// Reviews people reported (docs/decisions/067): the admin hides one with a reason (hidden, never
// deleted) or keeps it.

const BUTTON =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const act = (hideReason: string | null) =>
    moderate.mutate({ reviewId: review._id, turfId: review.turf._id, hideReason });
  return (
    <li
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="reported-review"
    >
      <p className="text-sm font-semibold text-slate-900">
        {review.turf.name} · {review.author.fullname} ·{' '}
        {t('reportedReviews.stars', { rating: review.rating })}
      </p>
      <p className="whitespace-pre-line text-slate-800">{review.text}</p>
      <ul className="list-disc pl-5 text-sm text-slate-600">
        {review.reports.map((report, index) => (
          <li key={index}>{report.reason}</li>
        ))}
      </ul>
      <label className="block text-sm font-medium text-slate-700">
        {t('reportedReviews.hideReason')}
        <input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </label>
      {moderate.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(moderate.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={moderate.isPending}
          onClick={() => act(reason)}
        >
          {t('reportedReviews.hide')}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={moderate.isPending}
          onClick={() => act(null)}
        >
          {t('reportedReviews.keep')}
        </button>
      </div>
    </li>
  );
}

export function ReportedReviews() {
  const { t } = useTranslation('admin');
  const reported = useReportedReviews();
  if (!reported.data) return null;
  return (
    <section aria-labelledby="reported-reviews-heading" className="mt-10 space-y-4">
      <h2 id="reported-reviews-heading" className="text-xl font-bold text-slate-900">
        {t('reportedReviews.heading')}
      </h2>
      {reported.data.length === 0 ? (
        <p className="text-slate-600">{t('reportedReviews.none')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {reported.data.map((review) => (
            <ReportedReviewCard key={review._id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
