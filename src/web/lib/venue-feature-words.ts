import type { TFunction } from 'i18next';
import { isAmenity, isHouseRule } from '../../shared/amenities';

// A listing's amenities and house rules are stored and audited as the API's words joined by
// commas ('covered,floodlights'); the admin's edit card and the venue's audit log show them in
// the reader's words from the common catalogue (docs/decisions/067). A word no catalogue knows
// (an older value) is shown as it was written.

export type VenueFeatureField = 'amenities' | 'houseRules';

export function isVenueFeatureField(field: string): field is VenueFeatureField {
  return field === 'amenities' || field === 'houseRules';
}

/** 'covered,floodlights' (or ['covered', 'floodlights']) → "Covered, Floodlights". */
export function venueFeatureText(
  t: TFunction<'common'>,
  field: VenueFeatureField,
  stored: unknown,
): string {
  const words = (Array.isArray(stored) ? stored.map(String) : String(stored ?? '').split(','))
    .map((word) => word.trim())
    .filter(Boolean);
  return words
    .map((word) =>
      field === 'amenities' && isAmenity(word)
        ? t(`amenities.${word}`)
        : field === 'houseRules' && isHouseRule(word)
          ? t(`houseRules.${word}`)
          : word,
    )
    .join(', ');
}
