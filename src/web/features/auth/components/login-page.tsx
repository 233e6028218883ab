import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { loginSchema, type LoginData, type LoginInput } from '../../../../shared/auth-schemas';
import { isApiRequestError } from '../../../lib/api-client';
import { pathAfterLogin } from '../../../lib/return-after-login';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useLoginMutation } from '../api/login';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'owner', label: 'Owner' },
  { value: 'admin', label: 'Admin' },
] as const;

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_ERROR = 'An error occurred. Please check your credentials and try again.';

const linkClass = 'font-semibold text-emerald-700 hover:text-emerald-800 hover:underline';

/** /login (spec §2, §5, §8): nothing is sent while the form shows errors. */
export function LoginPage() {
  const navigate = useNavigate();
  const cameFrom = useLocation().state;
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', role: '' },
  });

  const onValid = (data: LoginData) => {
    loginMutation.mutate(data, {
      onSuccess: (answer) => {
        if (!answer.success) {
          toast.error(answer.message || LOGIN_FAILED);
          return;
        }
        toast.success(answer.message);
        navigate(pathAfterLogin(answer.user.role, cameFrom));
      },
      onError: (error) => {
        toast.error(isApiRequestError(error) ? (error.serverMessage ?? LOGIN_FAILED) : LOGIN_ERROR);
      },
    });
  };

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Log in to book your next game."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            placeholder="Your password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-1.5 text-right text-sm">
            <Link to="/forgot-password" className={linkClass}>
              Forgot password?
            </Link>
          </div>
        </div>
        <RadioGroup
          legend="Role"
          options={ROLE_OPTIONS}
          registration={register('role')}
          error={errors.role?.message}
        />
        <SubmitButton pending={loginMutation.isPending}>Login</SubmitButton>
      </form>
    </AuthCard>
  );
}
