import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekHours } from '../../../../shared/opening-hours';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { CONTROL_BASE, controlTone, LABEL } from '../../../components/form/field-styles';
import { useErrorText } from '../../../i18n/error-text';
import { useSavePricing, type PricingTarget } from '../api/owner-pricing';
import { BAND_PRESETS, bandFrom, bodyOf, checkDraft, type PricingDraft } from '../pricing-draft';
import { pricingText } from '../pricing-texts';
import { BandRow } from './band-row';
import { OfferFields, SpecialDays } from './special-days';
import { WeekPreview } from './week-preview';

// The pricing form: the base, the bands (a preset a click), special days, the offer, and the
// week those make, checked by the server's own schema as the owner types (docs/decisions/034).

function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {hint ? <p className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function PricingForm({
  target,
  initial,
  hours,
}: {
  target: PricingTarget;
  initial: PricingDraft;
  hours: WeekHours | null;
}) {
  const { t } = useTranslation('owner-pricing');
  const errorText = useErrorText();
  const [draft, setDraft] = useState(initial);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const save = useSavePricing(target);
  const checked = checkDraft(draft);
  const edit = (next: Partial<PricingDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setNotice(null);
  };
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.problem || save.isPending) return;
        save.mutate(bodyOf(draft), {
          onSuccess: (answer) =>
            setNotice({ text: pricingText(t, answer.message ?? ''), failed: false }),
          onError: (error) =>
            setNotice({ text: errorText(error, t('form.saveFailed')), failed: true }),
        });
      }}
    >
      <Section title={t('form.baseTitle')} hint={t('form.baseHint')}>
        <label className={LABEL} htmlFor="base-price">
          {t('form.perHour')}
        </label>
        <input
          id="base-price"
          inputMode="decimal"
          value={draft.base}
          onChange={(event) => edit({ base: event.target.value })}
          className={`${CONTROL_BASE} ${controlTone(false)} max-w-48`}
        />
      </Section>

      <Section title={t('form.bandsTitle')} hint={t('form.bandsHint')}>
        <ul className="space-y-3">
          {draft.bands.map((band, index) => (
            <BandRow
              key={band.key}
              band={band}
              index={index}
              onChange={(next) =>
                edit({ bands: draft.bands.map((b) => (b.key === band.key ? next : b)) })
              }
              onRemove={() => edit({ bands: draft.bands.filter((b) => b.key !== band.key) })}
            />
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          {BAND_PRESETS.map((preset) => (
            <button
              key={preset.name}
              type="button"
              className={`${ACTION_SECONDARY} px-3 py-1.5 text-sm`}
              onClick={() => edit({ bands: [...draft.bands, bandFrom(preset.band, draft.base)] })}
            >
              {t(`presets.${preset.name}`)}
            </button>
          ))}
        </div>
      </Section>

      <SpecialDays draft={draft} onChange={edit} />
      <OfferFields draft={draft} onChange={edit} />

      <Section title={t('form.weekTitle')} hint={t('form.weekHint')}>
        {checked.rules ? (
          <WeekPreview rules={checked.rules} hours={hours} />
        ) : (
          <p className="text-sm text-slate-600">{t('form.weekFix')}</p>
        )}
      </Section>

      {checked.problem ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {pricingText(t, checked.problem)}
        </p>
      ) : null}
      {notice ? (
        <p
          role={notice.failed ? 'alert' : 'status'}
          className={`mt-6 rounded-lg px-3 py-2 text-sm font-medium ${
            notice.failed
              ? 'border border-red-200 bg-red-50 text-red-700'
              : 'border border-emerald-200 bg-emerald-50 text-emerald-800'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={!!checked.problem || save.isPending}
        className={`${ACTION_PRIMARY} mt-6 w-full px-5 py-3 sm:w-auto`}
      >
        {save.isPending ? t('form.saving') : t('form.save')}
      </button>
    </form>
  );
}
