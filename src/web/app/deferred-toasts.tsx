import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guardToastProgressBars } from '../lib/toast-rewind-guard';
import { loadToastify } from '../lib/toasts';

const ToastContainer = lazy(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({ default: Container })),
);

/**
 * The toast container (spec §9: top-right, 5000 ms), mounted after the first screen has painted so
 * its code is not part of the first download.
 */
export function DeferredToasts() {
  const { t } = useTranslation('common');
  const [ready, setReady] = useState(false);
  useEffect(() => guardToastProgressBars(window), []);
  useEffect(() => {
    const handle = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        newestOnTop
        aria-label={t('toasts.region')}
        // react-toastify names its own close button in English ('close'); ours says it in the
        // reader's language (docs/decisions/062).
        closeButton={({ closeToast }) => (
          <button
            type="button"
            className="Toastify__close-button Toastify__close-button--light"
            aria-label={t('toasts.close')}
            onClick={closeToast}
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      />
    </Suspense>
  ) : null;
}
