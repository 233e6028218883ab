import { Route, Routes } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RequireAdmin } from './guards/require-admin';
import { RequireLogin } from './guards/require-login';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { RootLayout } from './root-layout';
import { SportPage } from './pages/sport-page';

export const ADD_TURF_LOGIN_MESSAGE = 'You must be logged in to add a turf';

/** Every route of spec §2. Screens later issues build show their title and "Coming soon". */
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

        <Route path="turfs" element={<ComingSoon title="Available Turfs" />} />
        <Route path="turfs/:id" element={<ComingSoon title="Turf Details" />} />
        <Route path="turfs/:id/booking" element={<ComingSoon title="Booking Details" />} />
        <Route path="turfs/:id/buysubscription" element={<ComingSoon title="Buy Subscription" />} />
        <Route path="sports" element={<ComingSoon title="Sports" />} />
        <Route path="sports/:sport" element={<SportPage />} />
        <Route path="subscription" element={<ComingSoon title="Subscription Plans" />} />
        <Route path="checkout" element={<ComingSoon title="Complete Your Payment" />} />
        <Route path="displaybookings" element={<ComingSoon title="Your Bookings" />} />

        <Route
          path="turfform"
          element={
            <RequireLogin message={ADD_TURF_LOGIN_MESSAGE}>
              {() => <ComingSoon title="Add New Turf" />}
            </RequireLogin>
          }
        />
        <Route path="turf-bookings" element={<ComingSoon title="Your Turfs" />} />
        <Route path="turf-bookings/:turfId" element={<ComingSoon title="Turf Bookings" />} />

        <Route
          path="admin/dashboard"
          element={
            <RequireAdmin>
              <ComingSoon title="Admin Dashboard" />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/dashboard/:id"
          element={
            <RequireAdmin>
              <ComingSoon title="Turf Review" />
            </RequireAdmin>
          }
        />

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
