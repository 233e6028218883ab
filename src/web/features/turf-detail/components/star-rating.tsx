import { useTranslation } from 'react-i18next';
import { nextRating } from '../../../../shared/rating';

interface StarRatingProps {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/** Five clickable stars; clicking the current star lowers the rating by one (spec §4). */
export function StarRating({ value, onChange, disabled }: StarRatingProps) {
  const { t } = useTranslation('turf-detail');
  return (
    <div role="group" aria-label={t('rating.yourRating')} className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-label={t('rating.stars', { count: star })}
          aria-pressed={star <= value}
          onClick={() => onChange(nextRating(value, star))}
          className={`text-3xl leading-none transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-50 ${
            star <= value
              ? 'text-amber-400 hover:text-amber-500'
              : 'text-slate-300 hover:text-amber-300'
          }`}
        >
          ★
        </button>
      ))}
    </div>
  );
}
