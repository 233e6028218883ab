import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUploadState } from '../hooks/use-image-upload';
import { uploadText } from '../turf-form-texts';

interface ImageUploadFieldProps {
  upload: ImageUploadState;
  onChoose: (file: File | null) => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** The image the turf has now (editing), shown until another is chosen. */
  currentUrl?: string | null;
}

function UploadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className="size-8 text-emerald-600"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
      />
    </svg>
  );
}

/** 'Turf Images': pick a file, see it at once, watch it upload ('Uploading...' and a bar). */
export function ImageUploadField({
  upload,
  onChoose,
  inputRef,
  error,
  currentUrl = null,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('add-turf');
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const problem = error ?? (upload.problem ? uploadText(t, upload.problem) : null);
  const uploading = upload.status === 'uploading';
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {t('image.label')}
      </span>
      <div
        className={`flex items-center gap-4 rounded-xl border-2 border-dashed p-3 sm:p-4 ${
          problem ? 'border-red-300 bg-red-50/40' : 'border-emerald-200 bg-emerald-50/40'
        }`}
      >
        <div className="flex aspect-[4/3] w-28 shrink-0 items-center justify-center self-start overflow-hidden rounded-lg bg-white ring-1 ring-slate-200 sm:w-44 sm:self-center">
          {upload.previewUrl && !(currentUrl && upload.status === 'failed') ? (
            <img
              src={upload.previewUrl}
              alt={t('image.previewAlt')}
              className="size-full object-cover"
            />
          ) : currentUrl ? (
            <img src={currentUrl} alt={t('image.currentAlt')} className="size-full object-cover" />
          ) : (
            <UploadIcon />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center rounded-lg border border-emerald-600 bg-white px-3.5 py-2 text-sm font-semibold text-emerald-700 shadow-sm transition hover:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400"
          >
            {upload.previewUrl || currentUrl ? t('image.chooseAnother') : t('image.choose')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/*"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${hintId} ${statusId}`}
              aria-invalid={problem ? true : undefined}
              className="sr-only"
              onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            />
          </label>
          {upload.fileName ? (
            <p className="truncate text-sm text-slate-700" title={upload.fileName}>
              {upload.fileName}
            </p>
          ) : null}
          <p id={hintId} className="text-xs text-slate-500">
            {t('image.hint')}
          </p>
          <div id={statusId} aria-live="polite" className="text-sm">
            {uploading ? (
              <div className="space-y-1">
                <p className="font-medium text-emerald-800">
                  {t('image.uploading', { progress: upload.progress })}
                </p>
                <div
                  role="progressbar"
                  aria-label={t('image.progress')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={upload.progress}
                  className="h-2 w-full overflow-hidden rounded-full bg-emerald-100"
                >
                  <div
                    className="h-full rounded-full bg-emerald-700 transition-[width] duration-200"
                    style={{ width: `${upload.progress}%` }}
                  />
                </div>
              </div>
            ) : upload.status === 'done' ? (
              <p className="font-medium text-emerald-700">{t('image.uploaded')}</p>
            ) : problem ? (
              <p className="font-medium text-red-600">{problem}</p>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
