import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../config/site';
import { AuthCard } from './auth-card';

/** /forgot-password: not in the spec; says honestly that reset is not available and how to get help. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Password reset is not available yet."
      footer={
        <Link
          to="/login"
          className="font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
        >
          Back to Login
        </Link>
      }
    >
      <div className="space-y-4 text-slate-700">
        <p>
          We can&apos;t reset passwords from this page yet. To get back into your account, write to
          us at{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Password help')}`}
            className="font-semibold text-emerald-700 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>{' '}
          from the email address of your account, and we will help you.
        </p>
        <p className="text-sm text-slate-500">
          The same address is shown in the footer of every page.
        </p>
      </div>
    </AuthCard>
  );
}
