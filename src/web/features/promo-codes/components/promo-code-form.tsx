import { useState } from 'react';
import { toast } from 'react-toastify';
import { zonedNow } from '../../../../shared/time';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { Spinner } from '../../../components/spinner';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreatePromoCode, type PromoMaker } from '../api/promo-codes';
import { emptyPromoForm, promoRequestOf, type PromoFormFields } from '../promo-form-state';

export const PROMO_CREATE_FAILED = 'The code could not be saved. Please try again.';

interface PromoCodeFormProps {
  who: PromoMaker;
  /** The owner's turfs to choose from; null for the admin's codes, which apply everywhere. */
  turfs: { _id: string; name: string }[] | null;
}

/** A new code: its name, what it takes off, when, how often, for whom, and where. */
export function PromoCodeForm({ who, turfs }: PromoCodeFormProps) {
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

  const submit = () => {
    const request = promoRequestOf(fields, timeZone, turfs !== null);
    if (request.problem !== undefined) {
      setProblem(request.problem);
      return;
    }
    setProblem(null);
    create.mutate(request.body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setFields(emptyPromoForm(zonedNow(new Date(), timeZone).date));
      },
      onError: (error) =>
        setProblem(
          isApiRequestError(error) && error.serverMessage
            ? error.serverMessage
            : PROMO_CREATE_FAILED,
        ),
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
        New promo code
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          value={fields.code}
          onChange={(e) => set({ code: e.target.value })}
          placeholder="MONSOON10"
          autoComplete="off"
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Discount</legend>
          <div className="flex gap-2">
            <select
              aria-label="Kind of discount"
              value={fields.kind}
              onChange={(e) => set({ kind: e.target.value as PromoFormFields['kind'] })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            >
              <option value="percent">% off</option>
              <option value="amount">₹ off</option>
            </select>
            <input
              aria-label={fields.kind === 'percent' ? 'Percentage off' : 'Amount off in rupees'}
              inputMode="decimal"
              value={fields.value}
              onChange={(e) => set({ value: e.target.value })}
              placeholder={fields.kind === 'percent' ? '10' : '150'}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5"
            />
          </div>
        </fieldset>
        <TextField
          label="Valid from"
          type="date"
          value={fields.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label="Valid until (last day)"
          type="date"
          value={fields.until}
          onChange={(e) => set({ until: e.target.value })}
        />
        <TextField
          label="Total uses"
          inputMode="numeric"
          value={fields.maxUses}
          onChange={(e) => set({ maxUses: e.target.value })}
        />
        <TextField
          label="Uses per player"
          inputMode="numeric"
          value={fields.maxUsesPerPlayer}
          onChange={(e) => set({ maxUsesPerPlayer: e.target.value })}
        />
        <TextField
          label="Minimum amount (₹)"
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
          First booking only
        </label>
      </div>
      {turfs ? (
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            For your turfs
          </legend>
          {turfs.length === 0 ? (
            <p className="text-sm text-slate-600">Add a turf first.</p>
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
        <p className="text-sm text-slate-600">Applies at every turf.</p>
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
        {create.isPending ? <Spinner label="Saving" className="size-5 text-white" /> : null}
        Create code
      </button>
    </form>
  );
}
