import { useEffect, useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/state-panel';
import { useVapidPublicKey } from '../api/notifications';
import { currentPushSubscription, pushSupport, turnPushOff, turnPushOn } from '../push-device';

export const PUSH_TEXTS = {
  unavailable: 'Push notifications are not set up on this TurfBook server.',
  unsupported: 'This browser cannot show notifications from TurfBook.',
  blocked: 'Notifications are blocked for TurfBook in this browser’s site settings.',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
} as const;

/** This device's push: on or off, whatever the person's other devices do. */
export function PushDevicePanel() {
  const key = useVapidPublicKey();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const support = pushSupport();

  useEffect(() => {
    let live = true;
    void currentPushSubscription()
      .then((subscription) => live && setSubscribed(Boolean(subscription)))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  async function change(turnOn: boolean) {
    setBusy(true);
    setProblem(null);
    try {
      if (turnOn && key.data) await turnPushOn(key.data);
      else await turnPushOff();
      setSubscribed(turnOn);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const text =
    key.data === null
      ? PUSH_TEXTS.unavailable
      : support === 'unsupported'
        ? PUSH_TEXTS.unsupported
        : support === 'blocked'
          ? PUSH_TEXTS.blocked
          : subscribed
            ? PUSH_TEXTS.on
            : PUSH_TEXTS.off;
  const canChange = Boolean(key.data) && support === 'supported' && subscribed !== null;

  return (
    <section
      aria-labelledby="push-device-heading"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="push-device-heading" className="text-lg font-bold text-slate-900">
        This device
      </h2>
      <p className="mt-1 text-slate-600" role="status">
        {text}
      </p>
      {problem ? <p className="mt-2 text-sm text-red-600">{problem}</p> : null}
      {canChange ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void change(!subscribed)}
          className={`mt-3 ${subscribed ? SECONDARY_BUTTON : PRIMARY_BUTTON}`}
        >
          {subscribed ? 'Turn off on this device' : 'Turn on notifications on this device'}
        </button>
      ) : null}
    </section>
  );
}
