import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { ACTION_PRIMARY, ACTION_QUIET } from '../components/action-styles';

/** How often an open app asks whether a new version was deployed (a browser also asks on load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw.js, docs/decisions/060) and, when a new version of the app is
 * waiting, offers to reload. Nothing reloads unless the player chooses it in this tab: a player in
 * the middle of a booking finishes it on the version they started with.
 */
export function NewVersionPrompt() {
  const { t } = useTranslation('common');
  const reloadAsked = useRef(false);
  const [dismissed, setDismissed] = useState(false);
  /** Another tab took the new version: this one has only to reload. */
  const [tookOver, setTookOver] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // The new version took over (this tab or another asked): reload only the tab that asked.
    onNeedReload() {
      if (reloadAsked.current) window.location.reload();
      else setTookOver(true);
    },
  });
  if (!needRefresh || dismissed) return null;

  return (
    <div
      role="status"
      data-testid="new-version-prompt"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 print:hidden"
    >
      <p className="min-w-0 flex-1 font-semibold text-slate-900">{t('newVersion.ready')}</p>
      <button type="button" className={ACTION_QUIET} onClick={() => setDismissed(true)}>
        {t('newVersion.later')}
      </button>
      <button
        type="button"
        className={ACTION_PRIMARY}
        onClick={() => {
          reloadAsked.current = true;
          if (tookOver) window.location.reload();
          else void updateServiceWorker(true);
        }}
      >
        {t('newVersion.reload')}
      </button>
    </div>
  );
}
