import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesAnswer } from '../../../../shared/api/notification-contract';
import type { NotificationPreferencesBody } from '../../../../shared/notification-preferences';
import { API_BASE, api } from '../../../lib/api-client';

// The notification settings' calls (docs/decisions/056): the person's channels per kind and
// their WhatsApp opt-in, and the key this device subscribes to push with.

export const notificationKeys = {
  preferences: ['notification-preferences'] as const,
  vapidKey: ['vapid-public-key'] as const,
};

const PREFERENCES = `${API_BASE}/user/notification-preferences`;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.get<NotificationPreferencesAnswer>(PREFERENCES, signal),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      api.put<NotificationPreferencesAnswer>(PREFERENCES, body),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences, answer),
  });
}

export function useVapidPublicKey() {
  return useQuery({
    queryKey: notificationKeys.vapidKey,
    queryFn: ({ signal }) =>
      api
        .get<{ key: string | null }>(`${API_BASE}/notifications/vapid-public-key`, signal)
        .then((answer) => answer.key),
    staleTime: Infinity,
  });
}
