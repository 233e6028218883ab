import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { useErrorText } from '../../i18n/error-text';
import { speak } from '../../i18n/language-choice';
import { saveAccountLanguage } from '../../lib/account-language';
import { useAuthStore } from '../../lib/auth-store';
import { notify } from '../../lib/toasts';

/**
 * Switching the language (docs/decisions/062): the screen and this device at once; a signed-in
 * account keeps it too, so the next device it signs in on speaks it. A visitor's choice stays on
 * the device. Resolves true when everything that should keep it kept it.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation('common');
  const errorText = useErrorText();
  return async (language: Language): Promise<boolean> => {
    await speak(i18n, language);
    const { user } = useAuthStore.getState();
    if (!user) return true;
    // The stored copy takes the choice at once: a reload before the server answers keeps it
    // rather than following the account's old language.
    useAuthStore.getState().setUser({ ...user, language });
    try {
      const answer = await saveAccountLanguage(language);
      const current = useAuthStore.getState().user;
      if (current && current._id === answer.user._id) useAuthStore.getState().setUser(answer.user);
      return true;
    } catch (error) {
      const message = errorText(error);
      notify((toast) => toast.error(message, { toastId: 'language-not-saved' }));
      return false;
    }
  };
}
