import { useState } from 'react';
import { toast } from 'react-toastify';
import { zonedNow } from '../../../../shared/time';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { Spinner } from '../../../components/spinner';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_MESSAGES,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
} from '../../../../shared/promo-codes';
import { useCreatePromoCode, type PromoMaker } from '../api/promo-codes';
import { emptyPromoForm, promoRequestOf, type PromoFormFields } from '../promo-form-state';

interface PromoCodeFormProps {
  who: PromoMaker;
  /** The owner's turfs to choose from; null for the admin's codes, which apply everywhere. */
  turfs: { _id: string; name: string }[] | null;
}

/** A new code: its name, what it takes off, when, how often, for whom, and where. */
export function PromoCodeForm({ who, turfs }: PromoCodeFormProps) {
  const { t, i18n } = useTranslation('promo-codes');
  const errorText = useErrorText();
  const timeZone = useVenueTimeZone();
  const [fields, setFields] = useState<PromoFormFields>(() =>
    emptyPromoForm(zonedNow(new Date(), timeZone).date),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePromoCode(who);
  const set = (change: Partial<PromoFormFields>) => setFields((old) => ({ ...old, ...change }));
  const toggleTurf = (turfId: string) =>
    set({
      turfIds: fields.turfIds.includes(turfId)
        ? fields.turfIds.filter((id) => id !== turfId)
        : [...fields.turfIds, turfId],
    });

  /** The shared rules' refusal (shared/promo-codes, English for the server) as a key's text. */
  const problemText = (message: string) => {
    const key = (Object.keys(PROMO_MESSAGES) as (keyof typeof PROMO_MESSAGES)[]).find(
      (name) => PROMO_MESSAGES[name] === message,
    );
    return key && i18n.exists(`promo-codes:problems.${key}`)
      ? t(`problems.${key}`, {
          max: PROMO_CODE_MAX_LENGTH,
          min: PROMO_PERCENT_MIN,
          percentMax: PROMO_PERCENT_MAX,
        })
      : message;
  };

  const submit = () => {
    const request = promoRequestOf(fields, timeZone, turfs !== null);
    if (request.problem !== undefined) {
      setProblem(problemText(request.problem));
      return;
    }
    setProblem(null);
    create.mutate(request.body, {
      onSuccess: (answer) => {
        toast.success(t('form.created', { code: answer.promoCode.code }));
        setFields(emptyPromoForm(zonedNow(new Date(), timeZone).date));
      },
      onError: (error) => setProblem(errorText(error, t('form.failed'))),
    });
  };

  return (
    <form
      aria-labelledby="new-promo-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <h2 id="new-promo-heading" className="text-lg font-bold text-slate-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.code')}
          value={fields.code}
          onChange={(e) => set({ code: e.target.value })}
          placeholder="MONSOON10"
          autoComplete="off"
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('form.discount')}
          </legend>
          <div className="flex gap-2">
            <select
              aria-label={t('form.kind')}
              value={fields.kind}
              onChange={(e) => set({ kind: e.target.value as PromoFormFields['kind'] })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            >
              <option value="percent">{t('form.percentKind')}</option>
              <option value="amount">{t('form.amountKind')}</option>
            </select>
            <input
              aria-label={fields.kind === 'percent' ? t('form.percentOff') : t('form.amountOff')}
              inputMode="decimal"
              value={fields.value}
              onChange={(e) => set({ value: e.target.value })}
              placeholder={fields.kind === 'percent' ? '10' : '150'}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5"
            />
          </div>
        </fieldset>
        <TextField
          label={t('form.from')}
          type="date"
          value={fields.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('form.until')}
          type="date"
          value={fields.until}
          onChange={(e) => set({ until: e.target.value })}
        />
        <TextField
          label={t('form.maxUses')}
          inputMode="numeric"
          value={fields.maxUses}
          onChange={(e) => set({ maxUses: e.target.value })}
        />
        <TextField
          label={t('form.perPlayer')}
          inputMode="numeric"
          value={fields.maxUsesPerPlayer}
          onChange={(e) => set({ maxUsesPerPlayer: e.target.value })}
        />
        <TextField
          label={t('form.minAmount')}
          inputMode="decimal"
          value={fields.minAmount}
          onChange={(e) => set({ minAmount: e.target.value })}
        />
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={fields.firstBookingOnly}
            onChange={(e) => set({ firstBookingOnly: e.target.checked })}
            className="size-4 accent-emerald-700"
          />
          {t('form.firstOnly')}
        </label>
      </div>
      {turfs ? (
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('form.turfs')}
          </legend>
          {turfs.length === 0 ? (
            <p className="text-sm text-slate-600">{t('form.addTurf')}</p>
          ) : (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {turfs.map((turf) => (
                <label key={turf._id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={fields.turfIds.includes(turf._id)}
                    onChange={() => toggleTurf(turf._id)}
                    className="size-4 accent-emerald-700"
                  />
                  {turf.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600">{t('form.everyTurf')}</p>
      )}
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {problem}
        </p>
      ) : null}
      <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
        {create.isPending ? (
          <Spinner label={t('form.saving')} className="size-5 text-white" />
        ) : null}
        {t('form.create')}
      </button>
    </form>
  );
}
