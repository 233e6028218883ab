import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TurfFormKey } from '../../../../shared/turf-form';
import type { TurfCheck, TurfFormValues } from '../turf-payload';
import { turfCheckText } from '../turf-form-texts';
import { useImageUpload } from './use-image-upload';

/** Spec §9: add-turf toasts last 3 s; the edit form speaks the same way. */
export const TURF_FORM_TOAST = { autoClose: 3000 } as const;

/**
 * The state both turf forms share (add and edit): the fields, the one reported problem, the
 * image upload and the file input. `report` shows a failed check the spec's way: a toast, the
 * message under its field, and the focus on it. `keptImage` (editing): the turf's image, which
 * stays chosen while a new one uploads and when that upload fails or is called off.
 */
export function useTurfForm(defaultValues: TurfFormValues, keptImage: string | null = null) {
  const { t } = useTranslation('add-turf');
  const form = useForm<TurfFormValues>({ defaultValues });
  const { register, setValue, setFocus } = form;
  const [invalid, setInvalid] = useState<{ field: TurfFormKey; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onUploaded = useCallback(
    (url: string) => setValue('images', url || keptImage || '', { shouldDirty: true }),
    [setValue, keptImage],
  );
  const upload = useImageUpload(onUploaded);

  const errorOf = (field: TurfFormKey) => (invalid?.field === field ? invalid.message : undefined);
  // Editing the field that was reported clears its message.
  const field = (key: Exclude<TurfFormKey, 'images'>) =>
    register(key, {
      onChange: () => setInvalid((current) => (current?.field === key ? null : current)),
    });

  const chooseImage = (file: File | null) => {
    setInvalid((current) => (current?.field === 'images' ? null : current));
    upload.choose(file);
  };

  const report = (check: Extract<TurfCheck, { ok: false }>, toastPrefix: string) => {
    const message = turfCheckText(t, check.message, check.field);
    toast.error(message, { ...TURF_FORM_TOAST, toastId: `${toastPrefix}-${check.message}` });
    setInvalid(check.field ? { field: check.field, message } : null);
    if (check.field === 'images') fileInput.current?.focus();
    else if (check.field) setFocus(check.field);
  };

  /** Back to these values, with no upload in flight and no file chosen. */
  const resetTo = (values: TurfFormValues) => {
    setInvalid(null);
    form.reset(values);
    upload.clear();
    if (fileInput.current) fileInput.current.value = '';
  };

  return {
    form,
    upload,
    fileInput,
    errorOf,
    field,
    chooseImage,
    report,
    resetTo,
    clearInvalid: () => setInvalid(null),
  };
}

export type TurfFormState = ReturnType<typeof useTurfForm>;
