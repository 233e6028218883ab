import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/state-panel';
import { useVapidPublicKey } from '../api/notifications';
import {
  PUSH_ERRORS,
  currentPushSubscription,
  pushSupport,
  turnPushOff,
  turnPushOn,
} from '../push-device';

/** A failure's text: the catalogue's for the ones push-device names, else the browser's own. */
function failureKey(message: string): string | null {
  const found = Object.entries(PUSH_ERRORS).find(([, text]) => text === message);
  return found ? `push.errors.${found[0]}` : null;
}

/** This device's push: on or off, whatever the person's other devices do. */
export function PushDevicePanel() {
  const { t } = useTranslation('notifications');
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
      const message = error instanceof Error ? error.message : String(error);
      const key = failureKey(message);
      setProblem(key ? t(key) : message);
    } finally {
      setBusy(false);
    }
  }

  const text =
    key.data === null
      ? t('push.unavailable')
      : support === 'unsupported'
        ? t('push.unsupported')
        : support === 'blocked'
          ? t('push.blocked')
          : subscribed
            ? t('push.on')
            : t('push.off');
  const canChange = Boolean(key.data) && support === 'supported' && subscribed !== null;

  return (
    <section
      aria-labelledby="push-device-heading"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="push-device-heading" className="text-lg font-bold text-slate-900">
        {t('push.heading')}
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
          {subscribed ? t('push.turnOff') : t('push.turnOn')}
        </button>
      ) : null}
    </section>
  );
}
