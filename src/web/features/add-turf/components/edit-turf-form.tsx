import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { courtsOfTurf } from '../../../../shared/court-availability';
import { rulesBeyondBase } from '../../../../shared/price-rules';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import type { TurfJson } from '../../../../shared/turf-types';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { formatRupeeAmount } from '../../../utils/money';
import { useErrorText } from '../../../i18n/error-text';
import { editTurfErrorMessage, useEditTurf } from '../api/edit-turf';
import { TURF_FORM_TOAST, useTurfForm } from '../hooks/use-turf-form';
import { checkTurfEdit, turfFormValuesOf, type TurfFormValues } from '../turf-payload';
import { editAnswerText } from '../turf-form-texts';
import { TurfFormFields } from './turf-form-fields';
import { PlaceFields } from './place-fields';
import { placeDraftOf, placePayload, type PlaceDraft } from '../place-draft';

/**
 * What the last save did, shown above the form until the next one: the new price only when the
 * price changed, and as every new booking's only where nothing prices a time or a court apart.
 */
type Outcome = {
  changed: boolean;
  message: string;
  newPrice: { perHour: number; everyBooking: boolean } | null;
} | null;

function newPriceOf(turf: TurfJson, changed: readonly string[]): NonNullable<Outcome>['newPrice'] {
  if (!changed.includes('price')) return null;
  const courtsPricedApart = (courtsOfTurf(turf) ?? []).some((court) => court.priceRules);
  return {
    perHour: turf.price,
    everyBooking: !courtsPricedApart && !rulesBeyondBase(priceRulesOfTurf(turf)),
  };
}

/** Edit Turf: the add-turf form filled with the turf, saved over it. */
export function EditTurfForm({ turf: initial }: { turf: TurfJson }) {
  const { t } = useTranslation('add-turf');
  const errorText = useErrorText();
  const [saved, setSaved] = useState(initial);
  const state = useTurfForm(turfFormValuesOf(initial), saved.images);
  const [place, setPlace] = useState<PlaceDraft>(() => placeDraftOf(initial));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const editTurf = useEditTurf(initial._id);

  const busy = editTurf.isPending || state.upload.status === 'uploading';

  const onValid = (values: TurfFormValues) => {
    if (busy) return;
    const check = checkTurfEdit(values, saved.images);
    if (!check.ok) {
      state.report(check, 'edit-turf');
      return;
    }
    state.clearInvalid();
    setOutcome(null);
    editTurf.mutate(
      { ...check.payload, ...placePayload(place, check.payload.linkes) },
      {
        onSuccess: (answer) => {
          const changed = answer.changed.length > 0;
          const message = editAnswerText(t, answer.message);
          if (changed) toast.success(message, TURF_FORM_TOAST);
          else toast.info(message, TURF_FORM_TOAST);
          setOutcome({
            changed,
            message,
            newPrice: newPriceOf(answer.turf, answer.changed),
          });
          setSaved(answer.turf);
          state.resetTo(turfFormValuesOf(answer.turf));
          setPlace(placeDraftOf(answer.turf));
        },
        onError: (error) => toast.error(editTurfErrorMessage(error, t, errorText), TURF_FORM_TOAST),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void state.form.handleSubmit(onValid)(event)}
      noValidate
      aria-labelledby="edit-turf-heading"
      className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8"
    >
      {outcome ? (
        <p
          role="status"
          className={`rounded-lg px-4 py-3 text-sm ring-1 ${
            outcome.changed
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
              : 'bg-slate-50 text-slate-800 ring-slate-200'
          }`}
        >
          {outcome.newPrice ? (
            <Trans
              t={t}
              i18nKey={
                outcome.newPrice.everyBooking ? 'edit.savedEveryBooking' : 'edit.savedBasePrice'
              }
              values={{ price: formatRupeeAmount(outcome.newPrice.perHour) }}
              components={{ strong: <strong /> }}
            />
          ) : (
            outcome.message
          )}
        </p>
      ) : null}

      <TurfFormFields state={state} currentImage={saved.images} />
      <PlaceFields draft={place} onChange={setPlace} mapsLink={state.form.watch('linkes')} />

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${PRIMARY_BUTTON} w-full py-3 text-lg`}
      >
        {busy ? <Spinner label={t('edit.working')} className="size-5 text-white" /> : null}
        {busy ? t('edit.saving') : t('edit.submit')}
      </button>
    </form>
  );
}
