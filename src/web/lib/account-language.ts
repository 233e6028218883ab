import type { SessionUser } from '../../shared/api-types';
import type { Language } from '../../shared/i18n/languages';
import { API_BASE, api } from './api-client';

// The account keeps the language its person chose (docs/decisions/062): PATCH /user/me answers
// with the account as it now is.

export interface AccountLanguageResponse {
  success: true;
  user: SessionUser;
}

export function saveAccountLanguage(language: Language): Promise<AccountLanguageResponse> {
  return api.patch<AccountLanguageResponse>(`${API_BASE}/user/me`, { language });
}
