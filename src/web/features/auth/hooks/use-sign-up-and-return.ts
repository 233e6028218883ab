import { useNavigate } from 'react-router';
import type { RegisterResponse } from '../../../../shared/api-types';
import { pathAfterLogin, type LoginReturn } from '../../../lib/return-after-login';
import { withReturnPath } from '../../../../shared/return-path';
import { useLoginMutation } from '../api/login';

/**
 * A sign-up from a share link's front door (`/signup?returnTo=…`, docs/decisions/061): the new
 * account is logged in with the password just chosen and brought back to the share, rather than
 * sent to /login as the spec's ordinary sign-up is. If that login fails, /login takes over, still
 * carrying the return.
 */
export function useSignUpAndReturn(back: LoginReturn) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const finish = (answer: RegisterResponse, password: string) => {
    const { email, role } = answer.user;
    // A sign-up by form always has an e-mail; only a sign-up by mobile number has none (058).
    if (email === null) return void navigate(withReturnPath('/login', back.returnTo));
    login.mutate(
      { email, password, role },
      {
        onSuccess: (loggedIn) =>
          void navigate(
            loggedIn.success
              ? pathAfterLogin(loggedIn.user.role, back)
              : withReturnPath('/login', back.returnTo),
          ),
        onError: () => void navigate(withReturnPath('/login', back.returnTo)),
      },
    );
  };
  return { finish, pending: login.isPending };
}
