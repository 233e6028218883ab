import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { signupSchema, type SignupInput } from '../../../../shared/auth-schemas';
import { isApiRequestError } from '../../../lib/api-client';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useRegisterMutation, type RegisterValues } from '../api/register';
import { useSignUpAndReturn } from '../hooks/use-sign-up-and-return';
import { loginReturnFrom } from '../../../lib/return-after-login';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'owner', label: 'Owner' },
] as const;

export const SIGNUP_SUCCESS = 'Registered successfully';
export const SIGNUP_ERROR = 'error';

const linkClass = 'font-semibold text-emerald-700 hover:text-emerald-800 hover:underline';

/**
 * /signup (spec §2, §5, §8). The schema's errors are shown, but as the spec says the
 * request is sent regardless: the valid and the invalid path of handleSubmit both send,
 * and the server answers bad input with its own message.
 */
export function SignupPage() {
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

  const send = (values: RegisterValues) => {
    registerMutation.mutate(values, {
      onSuccess: (answer) => {
        if (!answer.success) {
          toast.error(answer.message || SIGNUP_ERROR);
          return;
        }
        toast.success(SIGNUP_SUCCESS);
        if (shareReturn) signUpAndReturn.finish(answer, values.password);
        else navigate('/login', { state: cameFrom });
      },
      onError: (error) => {
        toast.error(
          isApiRequestError(error) ? (error.serverMessage ?? SIGNUP_ERROR) : SIGNUP_ERROR,
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
      title="Create an account"
      subtitle="Sign up to book turfs, or list your own as an owner."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={{ pathname: '/login', search: location.search }}
            state={cameFrom}
            className={linkClass}
          >
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.fullname?.message}
          {...register('fullname')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="At least 4 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10 or 11 digits"
          error={errors.mobilenumber?.message}
          {...register('mobilenumber')}
        />
        <RadioGroup
          legend="Role"
          options={ROLE_OPTIONS}
          registration={register('role')}
          error={errors.role?.message}
        />
        <SubmitButton pending={registerMutation.isPending || signUpAndReturn.pending}>
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
