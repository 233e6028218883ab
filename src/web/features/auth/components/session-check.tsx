import { useSessionCheck } from '../hooks/use-session-check';

/** Mounted once at the root: keeps the stored user in step with the server's session. */
export function SessionCheck() {
  useSessionCheck();
  return null;
}
