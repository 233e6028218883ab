import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_QUIET, ACTION_SECONDARY } from '../../../components/action-styles';
import { CONTROL_BASE, controlTone } from '../../../components/form/field-styles';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useDates } from '../../../i18n/use-language';
import { newSpecialDay, type PricingDraft } from '../pricing-draft';

// Special days (a festival, a final) and the last-minute offer of the pricing form.

const OFFER_REACH = [30, 60, 90, 120, 180, 240, 360, 720, 1440];

type Edit = (next: Partial<PricingDraft>) => void;

export function SpecialDays({ draft, onChange }: { draft: PricingDraft; onChange: Edit }) {
  const { t } = useTranslation('owner-pricing');
  const dates = useDates();
  const today = useVenueNow().date;
  const [date, setDate] = useState('');
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{t('special.title')}</h2>
      <p className="mt-0.5 text-sm text-slate-600">{t('special.hint')}</p>
      <ul className="mt-3 space-y-2">
        {draft.specialDays.map((day) => (
          <li key={day.key} className="flex flex-wrap items-center gap-2" data-testid="special-day">
            <span className="w-40 text-sm font-medium text-slate-900">{dates.date(day.date)}</span>
            <input
              aria-label={t('special.priceOn', { date: dates.date(day.date) })}
              inputMode="decimal"
              value={day.perHour}
              onChange={(event) =>
                onChange({
                  specialDays: draft.specialDays.map((d) =>
                    d.key === day.key ? { ...d, perHour: event.target.value } : d,
                  ),
                })
              }
              className={`${CONTROL_BASE} ${controlTone(false)} w-36 py-2`}
            />
            <button
              type="button"
              className={`${ACTION_QUIET} px-3 py-2 text-sm`}
              onClick={() =>
                onChange({ specialDays: draft.specialDays.filter((d) => d.key !== day.key) })
              }
            >
              {t('special.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-xs font-medium text-slate-700">
          {t('special.date')}
          <input
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={`${CONTROL_BASE} ${controlTone(false)} mt-1 py-2`}
          />
        </label>
        <button
          type="button"
          disabled={!date}
          className={`${ACTION_SECONDARY} px-3 py-2 text-sm`}
          onClick={() => {
            onChange({ specialDays: [...draft.specialDays, newSpecialDay(date, draft.base)] });
            setDate('');
          }}
        >
          {t('special.add')}
        </button>
      </div>
    </section>
  );
}

export function OfferFields({ draft, onChange }: { draft: PricingDraft; onChange: Edit }) {
  const { t } = useTranslation('owner-pricing');
  const reachText = (minutes: number) =>
    minutes < 60
      ? t('offer.reachMinutes', { minutes })
      : t('offer.reachHours', { hours: minutes / 60 });
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{t('offer.title')}</h2>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.offerOn}
          onChange={(event) => onChange({ offerOn: event.target.checked })}
          className="size-4 accent-emerald-700"
        />
        {t('offer.take')}
      </label>
      {draft.offerOn ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="text-xs font-medium text-slate-700">
            {t('offer.percentOff')}
            <input
              aria-label={t('offer.percentOffLabel')}
              inputMode="numeric"
              value={draft.percentOff}
              onChange={(event) => onChange({ percentOff: event.target.value })}
              className={`${CONTROL_BASE} ${controlTone(false)} mt-1 w-24 py-2`}
            />
          </label>
          <label className="text-xs font-medium text-slate-700">
            {t('offer.within')}
            <select
              aria-label={t('offer.withinLabel')}
              value={draft.withinMinutes}
              onChange={(event) => onChange({ withinMinutes: Number(event.target.value) })}
              className={`${CONTROL_BASE} ${controlTone(false)} mt-1 py-2`}
            >
              {[...new Set([...OFFER_REACH, draft.withinMinutes])]
                .sort((a, b) => a - b)
                .map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {reachText(minutes)}
                  </option>
                ))}
            </select>
          </label>
        </div>
      ) : null}
    </section>
  );
}
