import { useTranslation } from 'react-i18next';
import type { Amenity, HouseRule } from '../../shared/amenities';

// What a venue has, in the reader's words (docs/decisions/067): compact on a card, listed in full
// on the turf page. A tick before each word: the words carry the meaning, the tick the rhythm.

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0 text-emerald-600">
      <path
        d="M3.5 8.5 6.5 11.5 12.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AmenityList({
  amenities,
  compact = false,
}: {
  amenities: readonly Amenity[];
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  if (amenities.length === 0) return null;
  return (
    <ul
      data-testid="amenities"
      className={`flex flex-wrap gap-1.5 ${compact ? 'text-xs' : 'text-sm'} text-slate-700`}
    >
      {amenities.map((amenity) => (
        <li
          key={amenity}
          className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5"
        >
          <Tick />
          {t(`amenities.${amenity}`)}
        </li>
      ))}
    </ul>
  );
}

export function HouseRuleList({ rules }: { rules: readonly HouseRule[] }) {
  const { t } = useTranslation('common');
  if (rules.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {rules.map((rule) => (
        <li key={rule}>{t(`houseRules.${rule}`)}</li>
      ))}
    </ul>
  );
}
