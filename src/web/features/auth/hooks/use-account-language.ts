import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { speak } from '../../../i18n/language-choice';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * The screen follows the signed-in account's language (docs/decisions/062): when a login, the
 * session check or a switch on another device brings an account whose language is not the
 * screen's, the screen (and this device's memory) takes the account's.
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation('common');
  const accountLanguage = useAuthStore((state) => state.user?.language ?? null);
  useEffect(() => {
    if (accountLanguage && accountLanguage !== i18n.language) void speak(i18n, accountLanguage);
  }, [accountLanguage, i18n]);
}
