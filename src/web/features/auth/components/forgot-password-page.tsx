import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../config/site';
import { AuthCard } from './auth-card';

/** /forgot-password: not in the spec; says honestly that reset is not available and how to get help. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link
          to="/login"
          className="font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
        >
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <div className="space-y-4 text-slate-700">
        <p>
          <Trans
            t={t}
            i18nKey="forgot.writeToUs"
            values={{ email: SUPPORT_EMAIL }}
            components={{
              mail: (
                <a
                  href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('forgot.mailSubject'))}`}
                  className="font-semibold text-emerald-700 hover:underline"
                />
              ),
            }}
          />
        </p>
        <p className="text-sm text-slate-500">{t('forgot.sameAddress')}</p>
      </div>
    </AuthCard>
  );
}
