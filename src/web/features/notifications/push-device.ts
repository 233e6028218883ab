import { API_BASE, api } from '../../lib/api-client';

// Push on this device (docs/decisions/056): the browser's permission, its push subscription made
// with TurfBook's VAPID key through the service worker, and the server told to save or forget it.

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

/** Whether this browser can take push at all, and whether the person blocked it. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** A VAPID key as push services take it: the bytes of its URL-safe base64. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = atob(padded);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index += 1) key[index] = bytes.charCodeAt(index);
  return key;
}

/** What turning push on may fail with (the panel shows its catalogue's text for each). */
export const PUSH_ERRORS = {
  notInstalled: 'The app is not installed on this browser yet.',
  blocked: 'Notifications are blocked for this site.',
} as const;

const WORKER_WAIT_MS = 10_000;

/** The service worker's registration, once it is active (it is registered at start-up). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error(PUSH_ERRORS.notInstalled)), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the person, subscribes this device and has the server keep it. */
export async function turnPushOn(vapidPublicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_ERRORS.blocked);
  const registration = await activeRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await api.post(`${API_BASE}/notifications/push-subscriptions`, { endpoint, keys });
}

/** Forgets this device on the server, then in the browser. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiDeleteSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

function apiDeleteSubscription(endpoint: string) {
  return fetch(`${API_BASE}/notifications/push-subscriptions`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ endpoint }),
  });
}
