import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { signupSchema, type SignupInput } from '../../../../shared/auth-schemas';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../i18n/error-text';
import { isApiRequestError } from '../../../lib/api-client';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useRegisterMutation, type RegisterValues } from '../api/register';
import { useSignUpAndReturn } from '../hooks/use-sign-up-and-return';
import { loginReturnFrom } from '../../../lib/return-after-login';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { validationText } from '../validation-text';

const ROLES = ['user', 'owner'] as const;

const linkClass = 'font-semibold text-emerald-700 hover:text-emerald-800 hover:underline';

/**
 * /signup (spec §2, §5, §8). The schema's errors are shown, but as the spec says the
 * request is sent regardless: the valid and the invalid path of handleSubmit both send,
 * and the server answers bad input with its own message.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const language = useLanguage();
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const navigate = useNavigate();
  // Sent here from a login that will return somewhere (the booking grid): the login after signing
  // up returns there too. From a share link's front door (?returnTo=), signing up also logs in
  // and goes straight back to the share (docs/decisions/061).
  const location = useLocation();
  const cameFrom = loginReturnFrom(location);
  const shareReturn = loginReturnFrom({ state: null, search: location.search });
  const signUpAndReturn = useSignUpAndReturn(shareReturn ?? { returnTo: '/' });
  const registerMutation = useRegisterMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullname: '', email: '', password: '', mobilenumber: '', role: '' },
  });

  const send = (typed: RegisterValues) => {
    const values = { ...typed, language };
    registerMutation.mutate(values, {
      onSuccess: (answer) => {
        if (!answer.success) {
          toast.error(answer.message || t('signup.error'));
          return;
        }
        toast.success(t('signup.success'));
        if (shareReturn) signUpAndReturn.finish(answer, values.password);
        else navigate('/login', { state: cameFrom });
      },
      onError: (error) => {
        toast.error(
          isApiRequestError(error) ? errorText(error, t('signup.error')) : t('signup.error'),
        );
      },
    });
  };

  const onSubmit = handleSubmit(
    (values) => send(values),
    () => send(getValues()),
  );

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link
            to={{ pathname: '/login', search: location.search }}
            state={cameFrom}
            className={linkClass}
          >
            {t('signup.login')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('field.fullName')}
          autoComplete="name"
          placeholder={t('field.yourFullName')}
          error={validationText(t, errors.fullname?.message)}
          {...register('fullname')}
        />
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={validationText(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('field.atLeast4')}
          error={validationText(t, errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('field.mobileNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('field.tenOrEleven')}
          error={validationText(t, errors.mobilenumber?.message)}
          {...register('mobilenumber')}
        />
        <RadioGroup
          legend={t('field.role')}
          options={roleOptions}
          registration={register('role')}
          error={validationText(t, errors.role?.message)}
        />
        <SubmitButton pending={registerMutation.isPending || signUpAndReturn.pending}>
          {t('signup.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
