import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../components/not-found';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { SubscriptionPage } from '../features/plans/components/subscription-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { TurfDetailPage } from '../features/turf-detail/components/turf-detail-page';
import { TurfListPage } from '../features/turfs/components/turf-list-page';
import { RequireAdmin } from './guards/require-admin';
import { RequireLogin } from './guards/require-login';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { RootLayout } from './root-layout';
import { SportPage } from './pages/sport-page';
import { SportsPage } from './pages/sports-page';

// Screens off the browsing path load on first visit, keeping the first page small.
const AddTurfPage = lazy(() =>
  import('../features/add-turf/components/add-turf-page').then((m) => ({ default: m.AddTurfPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/components/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const TurfReviewPage = lazy(() =>
  import('../features/admin/components/turf-review-page').then((m) => ({
    default: m.TurfReviewPage,
  })),
);
const BookingPage = lazy(() =>
  import('../features/booking/components/booking-page').then((m) => ({ default: m.BookingPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page').then((m) => ({
    default: m.CheckoutPage,
  })),
);
const BookingDetailPage = lazy(() =>
  import('../features/booking-detail/components/booking-detail-page').then((m) => ({
    default: m.BookingDetailPage,
  })),
);
const MyBookingsPage = lazy(() =>
  import('../features/my-bookings/components/my-bookings-page').then((m) => ({
    default: m.MyBookingsPage,
  })),
);
const OwnerTurfsPage = lazy(() =>
  import('../features/owner-turfs/components/owner-turfs-page').then((m) => ({
    default: m.OwnerTurfsPage,
  })),
);
const TurfBookingsPage = lazy(() =>
  import('../features/owner-turfs/components/turf-bookings-page').then((m) => ({
    default: m.TurfBookingsPage,
  })),
);
const SubscriptionPurchasePage = lazy(() =>
  import('../features/subscription-purchase/components/subscription-purchase-page').then((m) => ({
    default: m.SubscriptionPurchasePage,
  })),
);

export const ADD_TURF_LOGIN_MESSAGE = 'You must be logged in to add a turf';

/**
 * Every route of spec §2, plus /forgot-password, a booking's own page (/displaybookings/:id) and a
 * not-found page for anything else.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="userprofile"
          element={<RequireLogin>{(user) => <ProfilePage user={user} />}</RequireLogin>}
        />

        <Route path="turfs" element={<TurfListPage title="Available Turfs" />} />
        <Route path="turfs/:id" element={<TurfDetailPage />} />
        <Route
          path="turfs/:id/booking"
          element={<RequireLogin>{(user) => <BookingPage user={user} />}</RequireLogin>}
        />
        <Route path="turfs/:id/buysubscription" element={<SubscriptionPurchasePage />} />
        <Route path="sports" element={<SportsPage />} />
        <Route path="sports/:sport" element={<SportPage />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route
          path="checkout"
          element={<RequireLogin>{(user) => <CheckoutPage user={user} />}</RequireLogin>}
        />
        <Route
          path="displaybookings"
          element={<RequireLogin>{(user) => <MyBookingsPage user={user} />}</RequireLogin>}
        />
        <Route
          path="displaybookings/:id"
          element={<RequireLogin>{() => <BookingDetailPage />}</RequireLogin>}
        />

        <Route
          path="turfform"
          element={
            <RequireLogin message={ADD_TURF_LOGIN_MESSAGE}>
              {(user) => <AddTurfPage user={user} />}
            </RequireLogin>
          }
        />
        <Route
          path="turf-bookings"
          element={<RequireLogin>{(user) => <OwnerTurfsPage user={user} />}</RequireLogin>}
        />
        <Route path="turf-bookings/:turfId" element={<TurfBookingsPage />} />

        <Route
          path="admin/dashboard"
          element={
            <RequireAdmin>
              <AdminDashboardPage />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/dashboard/:id"
          element={
            <RequireAdmin>
              <TurfReviewPage />
            </RequireAdmin>
          }
        />

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
