import type { LoginData, LoginInput } from '../../../shared/auth-schemas';
import { lazyResolver } from '../../lib/lazy-resolver';

/** The login form's rules (spec §5), from the shared schema, loaded when first needed. */
export const loginResolver = lazyResolver<LoginInput, unknown, LoginData>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/auth-schemas'),
  ]);
  return zodResolver(loginSchema);
});
