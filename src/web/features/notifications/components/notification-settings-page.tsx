import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../../shared/api-types';
import type { NotificationPreferencesAnswer } from '../../../../shared/api/notification-contract';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PREFERENCE_MESSAGES,
  checkPreferences,
  type KindChannels,
  type NotificationChannel,
  type NotificationPreferencesBody,
} from '../../../../shared/notification-preferences';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { zonedNow } from '../../../../shared/time';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import { KIND_KEYS, kindsShownTo } from './kind-labels';
import { PushDevicePanel } from './push-device-panel';

const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  email: 'channels.email',
  push: 'channels.push',
  whatsapp: 'channels.whatsapp',
};

/** The catalogue's key of a rule's refusal (shared PREFERENCE_MESSAGES, the English). */
function problemKey(message: string): string | null {
  const found = Object.entries(PREFERENCE_MESSAGES).find(([, text]) => text === message);
  return found ? `problems.${found[0]}` : null;
}

/** The document as the page edits it: the answer less what only the server writes. */
function editable(answer: NotificationPreferencesAnswer): NotificationPreferencesBody {
  return {
    whatsapp: { optedIn: answer.whatsapp.optedIn, number: answer.whatsapp.number },
    kinds: answer.kinds as KindChannels,
  };
}

function toggled(channels: NotificationChannel[], channel: NotificationChannel, on: boolean) {
  const rest = channels.filter((each) => each !== channel);
  return on
    ? NOTIFICATION_CHANNELS.filter((each) => rest.includes(each) || each === channel)
    : rest;
}

/** Opting out of WhatsApp takes it off every kind: the server keeps no kind on it without. */
function withoutWhatsApp(kinds: KindChannels): KindChannels {
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, channels]) => [
      kind,
      channels.filter((channel) => channel !== 'whatsapp'),
    ]),
  ) as KindChannels;
}

function PreferencesForm({
  user,
  answer,
}: {
  user: SessionUser;
  answer: NotificationPreferencesAnswer;
}) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const dates = useDates();
  const zone = useVenueTimeZone();
  const [draft, setDraft] = useState(() => editable(answer));
  const save = useSaveNotificationPreferences();
  const checked = checkPreferences(draft);
  const problemAt = checked.ok ? null : problemKey(checked.message);
  const problem = checked.ok
    ? null
    : problemAt
      ? t(problemAt, { kinds: NOTIFICATION_KINDS.join(', ') })
      : checked.message;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problem) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(editable(saved));
        toast.success(t('saved'));
      },
      onError: (error) => toast.error(errorText(error, t('saveFailed'))),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <section
        aria-labelledby="whatsapp-heading"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="whatsapp-heading" className="text-lg font-bold text-slate-900">
          {t('whatsappHeading')}
        </h2>
        <label className="mt-3 flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-emerald-700"
            checked={draft.whatsapp.optedIn}
            onChange={(event) => {
              const optedIn = event.target.checked;
              setDraft({
                whatsapp: { ...draft.whatsapp, optedIn },
                kinds: optedIn ? draft.kinds : withoutWhatsApp(draft.kinds),
              });
            }}
          />
          <span className="text-slate-700">{t('optIn')}</span>
        </label>
        <TextField
          className="mt-3 sm:max-w-xs"
          label={t('whatsappNumber')}
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          value={draft.whatsapp.number ?? ''}
          onChange={(event) =>
            setDraft({
              ...draft,
              whatsapp: { ...draft.whatsapp, number: event.target.value || null },
            })
          }
        />
        {answer.whatsapp.optedInAt ? (
          <p className="mt-2 text-sm text-slate-500">
            {t('optedInOn', {
              date: dates.dayMonthYear(zonedNow(new Date(answer.whatsapp.optedInAt), zone).date),
            })}
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="kinds-heading"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="kinds-heading" className="text-lg font-bold text-slate-900">
          {t('kindsHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('kindsHint')}</p>
        <ul className="mt-4 divide-y divide-slate-100">
          {kindsShownTo(user.role, NOTIFICATION_KINDS).map((kind) => (
            <li
              key={kind}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium text-slate-900">{t(KIND_KEYS[kind].title)}</p>
                <p className="text-sm text-slate-500">{t(KIND_KEYS[kind].detail)}</p>
              </div>
              <fieldset className="flex gap-4">
                <legend className="sr-only">{t(KIND_KEYS[kind].title)}</legend>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-emerald-700"
                      disabled={channel === 'whatsapp' && !draft.whatsapp.optedIn}
                      checked={draft.kinds[kind].includes(channel)}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          kinds: {
                            ...draft.kinds,
                            [kind]: toggled(draft.kinds[kind], channel, event.target.checked),
                          },
                        })
                      }
                    />
                    {t(CHANNEL_KEYS[channel])}
                  </label>
                ))}
              </fieldset>
            </li>
          ))}
        </ul>
      </section>

      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className={PRIMARY_BUTTON}
        disabled={save.isPending || Boolean(problem)}
      >
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

/** /notifications (docs/decisions/056): how each kind of message reaches the person. */
export function NotificationSettingsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={t('title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </div>
      <PushDevicePanel />
      {preferences.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loading')} />
        </div>
      ) : preferences.isError ? (
        <StatePanel title={t('loadFailedTitle')} text={t('loadFailed')} tone="error" />
      ) : (
        <PreferencesForm user={user} answer={preferences.data} />
      )}
    </section>
  );
}
