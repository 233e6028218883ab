import { useOnline } from '../hooks/use-online';

/**
 * Under the navigation bar while the browser is offline: what still works (bookings and passes
 * saved on this device) and what waits for a connection (docs/decisions/060).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="bg-slate-800 px-4 py-2 text-center text-sm text-white print:hidden"
    >
      <span className="font-semibold">You are offline.</span> Your saved bookings and passes still
      open; booking, paying and cancelling need a connection.
    </div>
  );
}
