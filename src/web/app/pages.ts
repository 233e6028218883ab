import { matchPath } from 'react-router';
import { lazyPage } from './lazy-page';

// Every screen's code loads on its own (the first page downloads only the app's frame and the
// screen it shows). The server names a landing page's files in the HTML it answers with
// (scripts/build/landing-pages.ts), and main.tsx loads the screen before the first render.

export const HomePage = lazyPage(() => import('./pages/home-page').then((m) => m.HomePage));
export const SportsPage = lazyPage(() => import('./pages/sports-page').then((m) => m.SportsPage));
export const SportPage = lazyPage(() => import('./pages/sport-page').then((m) => m.SportPage));
export const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page').then((m) => m.LoginPage),
);
export const SignupPage = lazyPage(() =>
  import('../features/auth/components/signup-page').then((m) => m.SignupPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ProfilePage = lazyPage(() =>
  import('../features/profile/components/profile-page').then((m) => m.ProfilePage),
);
export const TurfListPage = lazyPage(() =>
  import('../features/turfs/components/turf-list-page').then((m) => m.TurfListPage),
);
export const TurfDetailPage = lazyPage(() =>
  import('../features/turf-detail/components/turf-detail-page').then((m) => m.TurfDetailPage),
);
export const SubscriptionPage = lazyPage(() =>
  import('../features/plans/components/subscription-page').then((m) => m.SubscriptionPage),
);
export const AddTurfPage = lazyPage(() =>
  import('../features/add-turf/components/add-turf-page').then((m) => m.AddTurfPage),
);
export const EditTurfPage = lazyPage(() =>
  import('../features/add-turf/components/edit-turf-page').then((m) => m.EditTurfPage),
);
export const AdminTurfsPage = lazyPage(() =>
  import('../features/admin/components/admin-turfs-page').then((m) => m.AdminTurfsPage),
);
export const NotificationSettingsPage = lazyPage(() =>
  import('../features/notifications/components/notification-settings-page').then(
    (m) => m.NotificationSettingsPage,
  ),
);
export const PayoutsPage = lazyPage(() =>
  import('../features/payouts/components/payouts-page').then((m) => m.PayoutsPage),
);
export const AdminPayoutsPage = lazyPage(() =>
  import('../features/admin/components/admin-payouts-page').then((m) => m.AdminPayoutsPage),
);
export const PromoCodesPage = lazyPage(() =>
  import('../features/promo-codes/components/promo-codes-page').then((m) => m.PromoCodesPage),
);
export const AuditLogPage = lazyPage(() =>
  import('../features/audit/components/audit-log-page').then((m) => m.AuditLogPage),
);
export const TurfEditsPage = lazyPage(() =>
  import('../features/admin/components/turf-edits-page').then((m) => m.TurfEditsPage),
);
export const AdminDashboardPage = lazyPage(() =>
  import('../features/admin/components/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
export const TurfReviewPage = lazyPage(() =>
  import('../features/admin/components/turf-review-page').then((m) => m.TurfReviewPage),
);
export const BookingPage = lazyPage(() =>
  import('../features/booking/components/booking-page').then((m) => m.BookingPage),
);
export const GamesPage = lazyPage(() =>
  import('../features/games/components/games-page').then((m) => m.GamesPage),
);
export const GamePage = lazyPage(() =>
  import('../features/games/components/game-page').then((m) => m.GamePage),
);
export const SplitPage = lazyPage(() =>
  import('../features/split/components/split-page').then((m) => m.SplitPage),
);
export const CheckoutPage = lazyPage(() =>
  import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
);
export const BookingDetailPage = lazyPage(() =>
  import('../features/booking-detail/components/booking-detail-page').then(
    (m) => m.BookingDetailPage,
  ),
);
export const MyBookingsPage = lazyPage(() =>
  import('../features/my-bookings/components/my-bookings-page').then((m) => m.MyBookingsPage),
);
export const OwnerTurfsPage = lazyPage(() =>
  import('../features/owner-turfs/components/owner-turfs-page').then((m) => m.OwnerTurfsPage),
);
export const TurfBookingsPage = lazyPage(() =>
  import('../features/owner-turfs/components/turf-bookings-page').then((m) => m.TurfBookingsPage),
);
export const OwnerCalendarPage = lazyPage(() =>
  import('../features/owner-calendar/components/owner-calendar-page').then(
    (m) => m.OwnerCalendarPage,
  ),
);
export const CheckInPage = lazyPage(() =>
  import('../features/check-in/components/check-in-page').then((m) => m.CheckInPage),
);
export const BoardPage = lazyPage(() =>
  import('../features/board/components/board-page').then((m) => m.BoardPage),
);
export const PricingPage = lazyPage(() =>
  import('../features/owner-pricing/components/pricing-page').then((m) => m.PricingPage),
);
export const DayClosePage = lazyPage(() =>
  import('../features/day-close/components/day-close-page').then((m) => m.DayClosePage),
);
export const TeamPage = lazyPage(() =>
  import('../features/team/components/team-page').then((m) => m.TeamPage),
);
export const StaffPage = lazyPage(() =>
  import('../features/team/components/staff-page').then((m) => m.StaffPage),
);
export const SubscriptionPurchasePage = lazyPage(() =>
  import('../features/subscription-purchase/components/subscription-purchase-page').then(
    (m) => m.SubscriptionPurchasePage,
  ),
);
export const DevUpiAppPage = lazyPage(() =>
  import('../features/checkout/components/dev-upi-app-page').then((m) => m.DevUpiAppPage),
);

/** Which page each route of routes.tsx shows (for loading it before the first render). */
export const ROUTE_PAGES: readonly (readonly [string, { preload: () => Promise<void> }])[] = [
  ['/', HomePage],
  ['/login', LoginPage],
  ['/signup', SignupPage],
  ['/forgot-password', ForgotPasswordPage],
  ['/userprofile', ProfilePage],
  ['/turfs', TurfListPage],
  ['/turfs/:id', TurfDetailPage],
  ['/turfs/:id/booking', BookingPage],
  ['/turfs/:id/buysubscription', SubscriptionPurchasePage],
  ['/sports', SportsPage],
  ['/sports/:sport', SportPage],
  ['/subscription', SubscriptionPage],
  ['/checkout', CheckoutPage],
  ['/dev/upi-app', DevUpiAppPage],
  ['/displaybookings', MyBookingsPage],
  ['/displaybookings/:id', BookingDetailPage],
  ['/turfform', AddTurfPage],
  ['/turfs/:id/edit', EditTurfPage],
  ['/turf-bookings', OwnerTurfsPage],
  ['/turf-bookings/:turfId', TurfBookingsPage],
  ['/turf-bookings/:turfId/calendar', OwnerCalendarPage],
  ['/turf-bookings/:turfId/pricing', PricingPage],
  ['/turf-bookings/:turfId/day-close', DayClosePage],
  ['/turf-bookings/:turfId/audit', AuditLogPage],
  ['/turf-bookings/:turfId/team', TeamPage],
  ['/staff', StaffPage],
  ['/owner/check-in', CheckInPage],
  ['/board', BoardPage],
  ['/admin/dashboard', AdminDashboardPage],
  ['/admin/dashboard/:id', TurfReviewPage],
  ['/admin/turfs', AdminTurfsPage],
  ['/admin/turf-edits', TurfEditsPage],
  ['/promo-codes', PromoCodesPage],
  ['/payouts', PayoutsPage],
  ['/admin/promo-codes', PromoCodesPage],
  ['/admin/payouts', AdminPayoutsPage],
];

/** Loads the code of the page at this path, if it is one of ours; never fails. */
export function preloadPageFor(pathname: string): Promise<void> {
  const match = ROUTE_PAGES.find(([path]) => matchPath(path, pathname));
  return match ? match[1].preload().catch(() => undefined) : Promise.resolve();
}
