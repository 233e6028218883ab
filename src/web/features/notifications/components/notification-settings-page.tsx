import { useState } from 'react';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../../shared/api-types';
import type { NotificationPreferencesAnswer } from '../../../../shared/api/notification-contract';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  checkPreferences,
  type KindChannels,
  type NotificationChannel,
  type NotificationPreferencesBody,
} from '../../../../shared/notification-preferences';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import { KIND_LABELS, kindsShownTo } from './kind-labels';
import { PushDevicePanel } from './push-device-panel';

export const NOTIFICATION_TEXTS = {
  loadFailed: 'Failed to fetch your notification settings.',
  saveFailed: 'Your notification settings could not be saved. Please try again.',
  saved: 'Notification settings saved.',
  optIn:
    'Send me booking messages from TurfBook on WhatsApp at this number. Reply STOP to any of them to stop.',
} as const;

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  push: 'Push',
  whatsapp: 'WhatsApp',
};

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
  const [draft, setDraft] = useState(() => editable(answer));
  const save = useSaveNotificationPreferences();
  const checked = checkPreferences(draft);
  const problem = checked.ok ? null : checked.message;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problem) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(editable(saved));
        toast.success(NOTIFICATION_TEXTS.saved);
      },
      onError: (error) =>
        toast.error(
          isApiRequestError(error) && error.message ? error.message : NOTIFICATION_TEXTS.saveFailed,
        ),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <section
        aria-labelledby="whatsapp-heading"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="whatsapp-heading" className="text-lg font-bold text-slate-900">
          WhatsApp
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
          <span className="text-slate-700">{NOTIFICATION_TEXTS.optIn}</span>
        </label>
        <TextField
          className="mt-3 sm:max-w-xs"
          label="WhatsApp number"
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
            Opted in on {new Date(answer.whatsapp.optedInAt).toLocaleDateString('en-IN')}
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="kinds-heading"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="kinds-heading" className="text-lg font-bold text-slate-900">
          What reaches you, and how
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Clear every box of a message to stop it. A message we cannot get to you otherwise comes by
          e-mail.
        </p>
        <ul className="mt-4 divide-y divide-slate-100">
          {kindsShownTo(user.role, NOTIFICATION_KINDS).map((kind) => (
            <li
              key={kind}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium text-slate-900">{KIND_LABELS[kind].title}</p>
                <p className="text-sm text-slate-500">{KIND_LABELS[kind].detail}</p>
              </div>
              <fieldset className="flex gap-4">
                <legend className="sr-only">{KIND_LABELS[kind].title}</legend>
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
                    {CHANNEL_LABELS[channel]}
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
        {save.isPending ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

/** /notifications (docs/decisions/056): how each kind of message reaches the person. */
export function NotificationSettingsPage({ user }: { user: SessionUser }) {
  const preferences = useNotificationPreferences();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Notifications" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Notifications
        </h1>
        <p className="mt-1 text-slate-600">
          Choose how TurfBook tells you about your bookings: e-mail, notifications on this device,
          or WhatsApp.
        </p>
      </div>
      <PushDevicePanel />
      {preferences.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your notification settings" />
        </div>
      ) : preferences.isError ? (
        <StatePanel
          title="Something went wrong"
          text={NOTIFICATION_TEXTS.loadFailed}
          tone="error"
        />
      ) : (
        <PreferencesForm user={user} answer={preferences.data} />
      )}
    </section>
  );
}
