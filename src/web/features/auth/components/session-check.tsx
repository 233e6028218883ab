import { useAccountLanguage } from '../hooks/use-account-language';
import { useSessionCheck } from '../hooks/use-session-check';

/**
 * Mounted once at the root: keeps the stored user in step with the server's session, and the
 * screen's language with the account's.
 */
export function SessionCheck() {
  useSessionCheck();
  useAccountLanguage();
  return null;
}
