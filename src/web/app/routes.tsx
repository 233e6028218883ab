import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFound } from '../components/not-found';
import { RequireAdmin } from './guards/require-admin';
import { RequireLogin } from './guards/require-login';
import { ContactPage } from './pages/contact-page';
import { RootLayout } from './root-layout';
import {
  AddTurfPage,
  AdminDashboardPage,
  AdminTurfsPage,
  EditTurfPage,
  TurfEditsPage,
  AuditLogPage,
  PromoCodesPage,
  PayoutsPage,
  NotificationSettingsPage,
  AdminPayoutsPage,
  BookingDetailPage,
  BoardPage,
  BookingPage,
  CheckInPage,
  CheckoutPage,
  DayClosePage,
  DevUpiAppPage,
  ForgotPasswordPage,
  HomePage,
  LoginPage,
  MyBookingsPage,
  OwnerCalendarPage,
  OwnerTurfsPage,
  PricingPage,
  ProfilePage,
  SignupPage,
  SportPage,
  SplitPage,
  StaffPage,
  TeamPage,
  GamesPage,
  GamePage,
  SportsPage,
  SubscriptionPage,
  SubscriptionPurchasePage,
  TurfBookingsPage,
  TurfDetailPage,
  TurfListPage,
  TurfReviewPage,
} from './pages';

/**
 * Every route of spec §2, plus /forgot-password, a booking's own page (/displaybookings/:id) and a
 * not-found page for anything else. Each screen's code loads on its own (./pages.ts).
 */
export function AppRoutes() {
  const { t } = useTranslation('common');
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

        <Route path="turfs" element={<TurfListPage />} />
        <Route path="turfs/:id" element={<TurfDetailPage />} />
        <Route
          path="turfs/:id/edit"
          element={<RequireLogin>{(user) => <EditTurfPage user={user} />}</RequireLogin>}
        />
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
        {/* A split booking's shares (decision 044); logged out, its front door (decision 061). */}
        <Route path="splits/:splitId" element={<SplitPage />} />
        {/* Open games (decision 045): anyone finds them; a game's link has a front door (061). */}
        <Route path="games" element={<GamesPage />} />
        <Route path="games/:gameId" element={<GamePage />} />
        {/* The development UPI app (decision 037): answers requests only with the local gateway. */}
        <Route path="dev/upi-app" element={<DevUpiAppPage />} />
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
            <RequireLogin message={t('guard.addTurfLogin')}>
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
          path="turf-bookings/:turfId/calendar"
          element={<RequireLogin>{() => <OwnerCalendarPage />}</RequireLogin>}
        />
        <Route
          path="turf-bookings/:turfId/pricing"
          element={<RequireLogin>{() => <PricingPage />}</RequireLogin>}
        />
        {/* A listing's team, and a player's places on teams (docs/decisions/066). */}
        <Route
          path="turf-bookings/:turfId/team"
          element={<RequireLogin>{() => <TeamPage />}</RequireLogin>}
        />
        <Route
          path="staff"
          element={<RequireLogin>{(user) => <StaffPage user={user} />}</RequireLogin>}
        />
        <Route
          path="turf-bookings/:turfId/day-close"
          element={<RequireLogin>{() => <DayClosePage />}</RequireLogin>}
        />
        <Route
          path="turf-bookings/:turfId/audit"
          element={<RequireLogin>{() => <AuditLogPage />}</RequireLogin>}
        />
        <Route
          path="owner/check-in"
          element={<RequireLogin>{() => <CheckInPage />}</RequireLogin>}
        />
        <Route path="board" element={<RequireLogin>{() => <BoardPage />}</RequireLogin>} />

        <Route
          path="admin/dashboard"
          element={
            <RequireAdmin>
              <AdminDashboardPage />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/turfs"
          element={
            <RequireAdmin>
              <AdminTurfsPage />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/turf-edits"
          element={
            <RequireAdmin>
              <TurfEditsPage />
            </RequireAdmin>
          }
        />
        <Route
          path="promo-codes"
          element={
            <RequireLogin>{(user) => <PromoCodesPage user={user} who="owner" />}</RequireLogin>
          }
        />
        <Route
          path="notifications"
          element={
            <RequireLogin>{(user) => <NotificationSettingsPage user={user} />}</RequireLogin>
          }
        />
        <Route
          path="payouts"
          element={<RequireLogin>{(user) => <PayoutsPage user={user} />}</RequireLogin>}
        />
        <Route
          path="admin/promo-codes"
          element={
            <RequireAdmin>
              <RequireLogin>{(user) => <PromoCodesPage user={user} who="admin" />}</RequireLogin>
            </RequireAdmin>
          }
        />
        <Route
          path="admin/payouts"
          element={
            <RequireAdmin>
              <AdminPayoutsPage />
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
