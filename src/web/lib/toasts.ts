import type * as ReactToastify from 'react-toastify';

// react-toastify (its code and its styles) stays out of the app's first download: the screens
// that toast import it themselves, the frame toasts through `notify`, and the container mounts
// once the first screen is up (toasts raised before that wait in toastify's queue).

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | null = null;

export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').catch((error: unknown) => {
    toastify = null;
    throw error;
  });
  return toastify;
}

/** Raises a toast from code in the app's frame: `notify((toast) => toast.error('…'))`. */
export function notify(show: (toast: Toastify['toast']) => void): void {
  loadToastify().then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}
