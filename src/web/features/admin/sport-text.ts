import type { TFunction } from 'i18next';
import { isSport } from '../../../shared/catalog';

/** A turf's sport in the reader's language; a value the catalogue does not know, as it came. */
export function sportText(t: TFunction<'admin'>, sport: string): string {
  return isSport(sport) ? t(`sports.${sport}`) : sport;
}
