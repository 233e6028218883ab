import { Trans, useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/**
 * Under the navigation bar while the browser is offline: what still works (bookings and passes
 * saved on this device) and what waits for a connection (docs/decisions/060).
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="bg-slate-800 px-4 py-2 text-center text-sm text-white print:hidden"
    >
      <Trans
        t={t}
        i18nKey="offline.banner"
        components={{ strong: <span className="font-semibold" /> }}
      />
    </div>
  );
}
