import { useCallback, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CURRENCY_SYMBOL, LOCATIONS, SPORT_LABELS, type Sport } from '../../../../shared/catalog';
import type { TurfFormKey } from '../../../../shared/turf-form';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { ADD_TURF_MESSAGES, addTurfErrorMessage, usePostTurf } from '../api/post-turf';
import { useImageUpload } from '../hooks/use-image-upload';
import { checkTurfForm, EMPTY_TURF_FORM, type TurfFormValues } from '../turf-payload';
import { ImageUploadField } from './image-upload-field';
import { MapsLinkField } from './maps-link-field';

const TOAST = { autoClose: 3000 } as const; // spec §9: add-turf toasts last 3 s

const LOCATION_OPTIONS = LOCATIONS.map((location) => ({ value: location, label: location }));
// Spec §9 lists the sports as Badminton, Cricket, Football; the value sent is lower-case.
const SPORT_OPTIONS = (Object.keys(SPORT_LABELS) as Sport[]).map((sport) => ({
  value: sport,
  label: SPORT_LABELS[sport],
}));

/** The add-turf form (spec §2 /turfform, §5 rules, §8 messages). */
export function AddTurfForm({ ownerId }: { ownerId: string }) {
  const priceId = useId();
  const { register, handleSubmit, setValue, setFocus, reset, control } = useForm<TurfFormValues>({
    defaultValues: EMPTY_TURF_FORM,
  });
  const [invalid, setInvalid] = useState<{ field: TurfFormKey; message: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const postTurf = usePostTurf();

  const onUploaded = useCallback(
    (url: string) => setValue('images', url, { shouldDirty: true }),
    [setValue],
  );
  const upload = useImageUpload(onUploaded);
  const [name, address, location] = useWatch({ control, name: ['name', 'address', 'location'] });

  const errorOf = (field: TurfFormKey) => (invalid?.field === field ? invalid.message : undefined);
  // Editing the field that was reported clears its message.
  const field = (key: Exclude<TurfFormKey, 'images'>) =>
    register(key, {
      onChange: () => setInvalid((current) => (current?.field === key ? null : current)),
    });

  const busy = postTurf.isPending || upload.status === 'uploading';

  const onValid = (values: TurfFormValues) => {
    if (busy) return;
    const check = checkTurfForm(values, ownerId);
    if (!check.ok) {
      toast.error(check.message, { ...TOAST, toastId: `add-turf-${check.message}` });
      setInvalid(check.field ? { field: check.field, message: check.message } : null);
      if (check.field === 'images') fileInput.current?.focus();
      else if (check.field) setFocus(check.field);
      return;
    }
    setInvalid(null);
    setAdded(null);
    postTurf.mutate(check.payload, {
      onSuccess: () => {
        toast.success(ADD_TURF_MESSAGES.success, TOAST);
        setAdded(check.payload.name);
        reset(EMPTY_TURF_FORM);
        upload.clear();
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (error) => toast.error(addTurfErrorMessage(error), TOAST),
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      aria-labelledby="add-turf-heading"
      className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8"
    >
      {added ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          <strong>{added}</strong> was sent for approval. It appears on{' '}
          <Link to="/turf-bookings" className="font-semibold underline">
            Your Turfs
          </Link>{' '}
          as Pending Approval until the admin lists it.
        </p>
      ) : null}

      <TextField
        label="Turf Name"
        autoComplete="off"
        placeholder="e.g. Kick Off Arena"
        error={errorOf('name')}
        {...field('name')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Location"
          placeholder="Select a location"
          options={LOCATION_OPTIONS}
          error={errorOf('location')}
          {...field('location')}
        />
        <SelectField
          label="Sports Type"
          placeholder="Select a sport"
          options={SPORT_OPTIONS}
          error={errorOf('sports_type')}
          {...field('sports_type')}
        />
      </div>

      <ImageUploadField
        upload={upload}
        inputRef={fileInput}
        error={errorOf('images')}
        onChoose={(file) => {
          setInvalid((current) => (current?.field === 'images' ? null : current));
          upload.choose(file);
        }}
      />

      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="Street, landmark, area"
        error={errorOf('address')}
        {...field('address')}
      />

      <MapsLinkField
        registration={field('linkes')}
        search={{ name: name ?? '', address: address ?? '', location: location ?? '' }}
        error={errorOf('linkes')}
      />

      <div className="sm:w-1/2 sm:pr-2.5">
        <label htmlFor={priceId} className={LABEL}>
          Price per hour ({CURRENCY_SYMBOL})
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center font-semibold text-slate-500"
          >
            {CURRENCY_SYMBOL}
          </span>
          <input
            id={priceId}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder="1200"
            aria-invalid={errorOf('price') ? true : undefined}
            aria-describedby={errorOf('price') ? `${priceId}-error` : undefined}
            className={`${CONTROL_BASE} ${controlTone(!!errorOf('price'))} pl-8`}
            {...field('price')}
          />
        </div>
        {errorOf('price') ? (
          <p id={`${priceId}-error`} className="mt-1.5 text-sm text-red-600">
            {errorOf('price')}
          </p>
        ) : null}
      </div>

      <TextareaField
        label="Description"
        rows={4}
        placeholder="Surface, size, floodlights, parking, changing rooms..."
        error={errorOf('description')}
        {...field('description')}
      />

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${PRIMARY_BUTTON} w-full py-3 text-lg`}
      >
        {busy ? <Spinner label="Working" className="size-5 text-white" /> : null}
        {busy ? 'Processing...' : 'Add Turf'}
      </button>
    </form>
  );
}
