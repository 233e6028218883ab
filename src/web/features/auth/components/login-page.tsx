import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginData, LoginInput } from '../../../../shared/auth-schemas';
import { useErrorText } from '../../../i18n/error-text';
import { isApiRequestError } from '../../../lib/api-client';
import { loginReturnFrom, pathAfterLogin } from '../../../lib/return-after-login';
import { notify } from '../../../lib/toasts';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useLoginMutation } from '../api/login';
import { loginResolver } from '../login-resolver';
import { validationText } from '../validation-text';
import { AuthCard } from './auth-card';
import { MobileSignInForm } from './mobile-sign-in-form';
import { SubmitButton } from './submit-button';

const ROLES = ['user', 'owner', 'admin'] as const;

const linkClass = 'font-semibold text-emerald-700 hover:text-emerald-800 hover:underline';

/** /login (spec §2, §5, §8): nothing is sent while the form shows errors. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const navigate = useNavigate();
  // A guard's redirect or a share link's ?returnTo= (docs/decisions/061), checked to be ours.
  const location = useLocation();
  const cameFrom = loginReturnFrom(location);
  const loginMutation = useLoginMutation();
  // Signing in with a mobile number instead (docs/decisions/058): the same card, its own steps.
  const [withMobile, setWithMobile] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: loginResolver.resolver,
    defaultValues: { email: '', password: '', role: '' },
  });

  const onValid = (data: LoginData) => {
    loginMutation.mutate(data, {
      onSuccess: (answer) => {
        if (!answer.success) {
          notify((toast) => toast.error(answer.message || t('login.failed')));
          return;
        }
        // One toast at a time: "Registered successfully" still showing goes (decision 061).
        notify((toast) => {
          toast.dismiss();
          toast.success(t('login.success'));
        });
        navigate(pathAfterLogin(answer.user.role, cameFrom));
      },
      onError: (error) => {
        const message = isApiRequestError(error)
          ? errorText(error, t('login.failed'))
          : t('login.error');
        notify((toast) => toast.error(message));
      },
    });
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={{ pathname: '/signup', search: location.search }}
            state={cameFrom}
            className={linkClass}
          >
            {t('login.signUp')}
          </Link>
        </>
      }
    >
      {withMobile ? (
        <MobileSignInForm
          onSignedIn={(user) => navigate(pathAfterLogin(user.role, cameFrom))}
          onUseEmail={() => setWithMobile(false)}
        />
      ) : (
        emailLoginForm()
      )}
    </AuthCard>
  );

  // Called, not rendered as a component: a component made anew each render would remount the
  // form and lose what was typed.
  function emailLoginForm() {
    return (
      <>
        {/* The rules load once the visitor starts on the form, not with the page. */}
        <form
          noValidate
          onSubmit={handleSubmit(onValid)}
          onFocus={loginResolver.preload}
          className="space-y-5"
        >
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={validationText(t, errors.email?.message)}
            {...register('email')}
          />
          <div>
            <TextField
              label={t('field.password')}
              type="password"
              autoComplete="current-password"
              placeholder={t('field.yourPassword')}
              error={validationText(t, errors.password?.message)}
              {...register('password')}
            />
            <div className="mt-1.5 text-right text-sm">
              <Link to="/forgot-password" className={linkClass}>
                {t('login.forgot')}
              </Link>
            </div>
          </div>
          <RadioGroup
            legend={t('field.role')}
            options={roleOptions}
            registration={register('role')}
            error={validationText(t, errors.role?.message)}
          />
          <SubmitButton pending={loginMutation.isPending}>{t('login.submit')}</SubmitButton>
        </form>
        <div className="my-5 flex items-center gap-3 text-xs text-slate-600 uppercase">
          <span className="h-px flex-1 bg-slate-200" />
          {t('login.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <button
          type="button"
          onClick={() => setWithMobile(true)}
          className="w-full rounded-lg border border-emerald-700 px-4 py-2.5 font-semibold text-emerald-800 transition hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
        >
          {t('login.withMobile')}
        </button>
      </>
    );
  }
}
