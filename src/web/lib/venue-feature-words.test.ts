import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import english from '../i18n/locales/en/common.json';
import marathi from '../i18n/locales/mr/common.json';
import { venueFeatureText } from './venue-feature-words';

// The admin's edit card and the audit log show a listing's stored amenity words in the reader's
// language (docs/decisions/067).

function commonIn(language: 'en' | 'mr'): TFunction<'common'> {
  const i18n = createI18n({
    language,
    resources: { [language]: { common: language === 'en' ? english : marathi } },
  });
  return i18n.getFixedT(language, 'common') as TFunction<'common'>;
}

describe('amenities and house rules as a reader reads them', () => {
  it('names each stored word from the catalogue, in order, in the reader’s language', () => {
    const en = commonIn('en');
    expect(venueFeatureText(en, 'amenities', 'covered,floodlights')).toBe('Covered, Floodlights');
    expect(venueFeatureText(en, 'houseRules', ['footwear'])).toBe('Proper sports footwear only');
    const mr = commonIn('mr');
    expect(venueFeatureText(mr, 'amenities', 'covered')).toBe(marathi.amenities.covered);
    expect(marathi.amenities.covered).not.toBe('Covered');
  });

  it('keeps a word no catalogue knows, and shows nothing for none', () => {
    const en = commonIn('en');
    expect(venueFeatureText(en, 'amenities', 'covered,jacuzzi')).toBe('Covered, jacuzzi');
    expect(venueFeatureText(en, 'houseRules', 'covered')).toBe('covered');
    expect(venueFeatureText(en, 'amenities', '')).toBe('');
  });
});
