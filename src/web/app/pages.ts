import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { prefetchTurfPage } from '../queries/turf-detail';
import { lazyPage } from './lazy-page';

// Every screen's code loads on its own (the first page downloads only the app's frame and the
// screen it shows). The server names a landing page's files in the HTML it answers with
// (scripts/build/landing-pages.ts), and main.tsx loads the screen before the first render. The
// pages players land on most name the catalogues they open with, loaded with their code.

export const HomePage = lazyPage(
  () => import('./pages/home-page').then((m) => m.HomePage),
  ['home'],
);
export const SportsPage = lazyPage(() => import('./pages/sports-page').then((m) => m.SportsPage));
export const SportPage = lazyPage(() => import('./pages/sport-page').then((m) => m.SportPage));
export const LoginPage = lazyPage(
  () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
  ['auth', 'errors'],
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
export const TurfListPage = lazyPage(
  () => import('../features/turfs/components/turf-list-page').then((m) => m.TurfListPage),
  ['turfs'],
);
export const TurfDetailPage = lazyPage(
  () => import('../features/turf-detail/components/turf-detail-page').then((m) => m.TurfDetailPage),
  ['turf-detail', 'grid', 'booking-parts'],
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

/**
 * The data a page opens with, for the pages players land on from a shared link, asked for before
 * the first render so that the page draws once, whole (decision 080).
 */
const ROUTE_DATA: [string, (params: Params, client: QueryClient) => Promise<void>][] = [
  ['/turfs/:id', ({ id }, client) => (id ? prefetchTurfPage(client, id) : Promise.resolve())],
];

/**
 * How long the first render waits for that data. The HTML asked for it first, so it is usually in
 * before the script has run; an answer slower than this is drawn as the page's loading state.
 */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * Loads the code of the page at this path, if it is one of ours, and the data it opens with when
 * a client is given (for at most FIRST_DATA_WAIT_MS); never fails (a failed answer is the page's
 * own to show).
 */
export function preloadPageFor(pathname: string, client?: QueryClient): Promise<void> {
  const match = ROUTE_PAGES.find(([path]) => matchPath(path, pathname));
  const code = match ? match[1].preload().catch(() => undefined) : Promise.resolve();
  const route = client && ROUTE_DATA.find(([path]) => matchPath(path, pathname));
  const params = route && matchPath(route[0], pathname)?.params;
  const data =
    route && params
      ? Promise.race([
          route[1](params, client).catch(() => undefined),
          new Promise((waited) => setTimeout(waited, FIRST_DATA_WAIT_MS)),
        ])
      : undefined;
  return Promise.all([code, data]).then(() => undefined);
}
