import { useTranslation } from 'react-i18next';
import { ACTION_QUIET } from '../../../components/action-styles';
import { CONTROL_BASE, controlTone } from '../../../components/form/field-styles';
import { BAND_TIMES, type BandDraft } from '../pricing-draft';

// One weekday band of the pricing screen: its days, its times on half-hours, its price an hour.

const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function BandRow({
  band,
  index,
  onChange,
  onRemove,
}: {
  band: BandDraft;
  index: number;
  onChange: (band: BandDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('owner-pricing');
  const number = index + 1;
  const toggle = (day: number) =>
    onChange({
      ...band,
      days: band.days.includes(day) ? band.days.filter((d) => d !== day) : [...band.days, day],
    });
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200" data-testid="price-band">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {t('band.name', { number })}
        </legend>
        <div
          className="mt-2 flex flex-wrap gap-1.5"
          role="group"
          aria-label={t('band.days', { number })}
        >
          {DAY_ORDER.map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={band.days.includes(day)}
              onClick={() => toggle(day)}
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${
                band.days.includes(day)
                  ? 'bg-emerald-700 text-white ring-emerald-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {t(`days.short.${day}`)}
            </button>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <label className="text-xs font-medium text-slate-700">
            {t('band.from')}
            <select
              aria-label={t('band.fromLabel', { number })}
              value={band.from}
              onChange={(event) => onChange({ ...band, from: event.target.value })}
              className={`${CONTROL_BASE} ${controlTone(false)} mt-1 py-2`}
            >
              {BAND_TIMES.slice(0, -1).map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-700">
            {t('band.to')}
            <select
              aria-label={t('band.toLabel', { number })}
              value={band.to}
              onChange={(event) => onChange({ ...band, to: event.target.value })}
              className={`${CONTROL_BASE} ${controlTone(false)} mt-1 py-2`}
            >
              {BAND_TIMES.slice(1).map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </label>
          <label className="col-span-2 text-xs font-medium text-slate-700 sm:col-span-1">
            {t('band.perHour')}
            <input
              aria-label={t('band.perHourLabel', { number })}
              inputMode="decimal"
              value={band.perHour}
              onChange={(event) => onChange({ ...band, perHour: event.target.value })}
              className={`${CONTROL_BASE} ${controlTone(false)} mt-1 py-2`}
            />
          </label>
          <button
            type="button"
            onClick={onRemove}
            className={`${ACTION_QUIET} col-span-2 px-3 py-2 text-sm sm:col-span-1`}
          >
            {t('band.remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
