export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose on the signup form; the admin is made by `npm run create-admin`. */
export const SIGNUP_ROLES = ['user', 'owner'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** Where each role lands after logging in (spec §2 /login). */
export function homeRouteFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'owner':
      return '/turf-bookings';
    case 'user':
      return '/';
  }
}
