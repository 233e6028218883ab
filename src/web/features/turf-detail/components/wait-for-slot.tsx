import { Trans, useTranslation } from 'react-i18next';
import { timeLabel, type TimeRange } from '../../../../shared/slots';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useJoinWaitlist } from '../../../queries/waitlist';

// A Booked time the player picked on the grid, and "Tell me when it frees" (docs/decisions/033):
// the server decides (a time free now is refused with its own message, to book instead).

export function WaitForSlot({
  turfId,
  range,
  onClose,
}: {
  turfId: string;
  range: TimeRange;
  onClose: () => void;
}) {
  const join = useJoinWaitlist();
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
  const errorText = useErrorText();
  const error = join.error ? errorText(join.error, t('wait.failed')) : null;
  const ask = () =>
    join.mutate({
      turfId,
      date: range.date,
      startTime: timeLabel(range.start),
      endTime: timeLabel(range.end),
    });
  return (
    <div
      className="space-y-2 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3"
      data-testid="wait-for-slot"
    >
      <p className="text-sm text-slate-800">
        <Trans
          t={t}
          i18nKey="wait.picked"
          values={{
            date: dates.date(range.date),
            start: timeLabel(range.start),
            end: timeLabel(range.end),
          }}
          components={{ strong: <span className="font-semibold" /> }}
        />
      </p>
      {join.isSuccess ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {t('wait.joined')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={ask}
            disabled={join.isPending}
            className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60"
          >
            {t('wait.tellMe')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:underline"
          >
            {t('wait.notNow')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Lets a player pick Booked half-hours to wait for: the grid keeps them unclickable (spec §4)
 * until the player turns this on.
 */
export function WaitModeToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('turf-detail');
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        aria-pressed={on}
        onClick={() => onChange(!on)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 shadow-sm hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50"
      >
        {on ? t('wait.stop') : t('wait.start')}
      </button>
      {on ? (
        <span className="text-slate-700" data-testid="wait-mode-hint">
          {t('wait.hint')}
        </span>
      ) : null}
    </div>
  );
}
