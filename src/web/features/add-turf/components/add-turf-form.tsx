import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { addTurfErrorMessage, usePostTurf } from '../api/post-turf';
import { TURF_FORM_TOAST, useTurfForm } from '../hooks/use-turf-form';
import { checkTurfForm, EMPTY_TURF_FORM, type TurfFormValues } from '../turf-payload';
import { courtDraftsProblem, courtInputsOfDrafts, type CourtDraft } from '../court-drafts';
import { courtProblemText } from '../turf-form-texts';
import { CourtsEditor } from './courts-editor';
import { TurfFormFields } from './turf-form-fields';
import { PlaceFields } from './place-fields';
import { EMPTY_PLACE, placePayload, type PlaceDraft } from '../place-draft';

/** What the form says once a turf is sent: its name, and where it waits for the admin. */
export function TurfSentNotice({ name }: { name: string }) {
  const { t } = useTranslation('add-turf');
  return (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
    >
      <Trans
        t={t}
        i18nKey="add.added"
        values={{ name }}
        components={{
          strong: <strong />,
          // Not <link>: Trans reads that as HTML's empty element and would drop its words.
          turfs: <Link to="/turf-bookings" className="font-semibold underline" />,
        }}
      />
    </p>
  );
}

/** The add-turf form (spec §2 /turfform, §5 rules, §8 messages). */
export function AddTurfForm({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('add-turf');
  const errorText = useErrorText();
  const state = useTurfForm(EMPTY_TURF_FORM);
  const [added, setAdded] = useState<string | null>(null);
  const [courts, setCourts] = useState<CourtDraft[]>([]);
  const [place, setPlace] = useState<PlaceDraft>(EMPTY_PLACE);
  const [courtsProblem, setCourtsProblem] = useState<string | null>(null);
  const postTurf = usePostTurf();

  const busy = postTurf.isPending || state.upload.status === 'uploading';

  const onValid = (values: TurfFormValues) => {
    if (busy) return;
    const check = checkTurfForm(values, ownerId);
    if (!check.ok) {
      state.report(check, 'add-turf');
      return;
    }
    const problem = courtDraftsProblem(courts);
    setCourtsProblem(problem);
    if (problem) {
      toast.error(courtProblemText(t, problem), TURF_FORM_TOAST);
      return;
    }
    state.clearInvalid();
    setAdded(null);
    const listing = { ...check.payload, ...placePayload(place, check.payload.linkes) };
    const payload =
      courts.length > 0 ? { ...listing, courts: courtInputsOfDrafts(courts) } : listing;
    postTurf.mutate(payload, {
      onSuccess: () => {
        toast.success(t('add.success'), TURF_FORM_TOAST);
        setAdded(check.payload.name);
        state.resetTo(EMPTY_TURF_FORM);
        setCourts([]);
        setPlace(EMPTY_PLACE);
      },
      onError: (error) => toast.error(addTurfErrorMessage(error, t, errorText), TURF_FORM_TOAST),
    });
  };

  return (
    <form
      onSubmit={(event) => void state.form.handleSubmit(onValid)(event)}
      noValidate
      aria-labelledby="add-turf-heading"
      className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8"
    >
      {added ? <TurfSentNotice name={added} /> : null}

      <TurfFormFields state={state} />

      <PlaceFields draft={place} onChange={setPlace} mapsLink={state.form.watch('linkes')} />

      <CourtsEditor drafts={courts} onChange={setCourts} problem={courtsProblem} />

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${PRIMARY_BUTTON} w-full py-3 text-lg`}
      >
        {busy ? <Spinner label={t('add.working')} className="size-5 text-white" /> : null}
        {busy ? t('add.processing') : t('add.submit')}
      </button>
    </form>
  );
}
