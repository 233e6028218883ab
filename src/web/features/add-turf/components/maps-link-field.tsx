import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { mapsSearchUrl, type MapsQueryInput } from '../maps-link';

interface MapsLinkFieldProps {
  registration: UseFormRegisterReturn;
  search: MapsQueryInput;
  error?: string | undefined;
}

const HELPER =
  'inline-flex shrink-0 items-center gap-1.5 rounded-lg border px-3.5 text-sm font-semibold shadow-sm transition';

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}

/** 'Google Maps Link' with 'Get Link': a Maps search for the typed address, in a new tab. */
export function MapsLinkField({ registration, search, error }: MapsLinkFieldProps) {
  const { t } = useTranslation('add-turf');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const url = mapsSearchUrl(search);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t('maps.label')}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://maps.app.goo.gl/..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={`${CONTROL_BASE} ${controlTone(!!error)} min-w-0 flex-1`}
          {...registration}
        />
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${HELPER} border-emerald-600 bg-white text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600`}
          >
            {t('maps.getLink')}
            <span className="sr-only">{t('maps.newTab')}</span>
            <ExternalIcon />
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={`${HELPER} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`}
          >
            {t('maps.getLink')}
          </button>
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {url ? t('maps.hintCopy') : t('maps.hintType')}
      </p>
    </div>
  );
}
