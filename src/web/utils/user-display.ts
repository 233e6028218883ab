import type { Role } from '../../shared/roles';

// How a person is shown in the navigation bar and on the profile (spec §2).

/** First letter of the full name, upper-cased; 'U' when there is no name. */
export function avatarInitial(fullname: string | null | undefined): string {
  const first = Array.from(fullname?.trim() ?? '')[0];
  return first ? first.toUpperCase() : 'U';
}

/** First word of the full name; empty when there is no name. */
export function firstWord(fullname: string | null | undefined): string {
  return fullname?.trim().split(/\s+/)[0] ?? '';
}

/** The value, or the fallback when it is missing or blank. */
export function orFallback(value: string | null | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

const ROLE_LABELS: Record<Role, string> = { user: 'User', owner: 'Owner', admin: 'Admin' };

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
