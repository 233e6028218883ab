import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX_LENGTH } from '../../../../shared/owner-blocks';

interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Reasons offered as one-tap buttons; any other text may be typed. */
  presets?: readonly string[];
  disabled?: boolean;
}

/** A reason of at most 80 characters, with optional one-tap presets above the text box. */
export function ReasonField({ label, value, onChange, presets = [], disabled }: ReasonFieldProps) {
  const { t } = useTranslation('owner-calendar');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {presets.length > 0 ? (
        <div
          className="mt-2 flex flex-wrap gap-2"
          role="group"
          aria-label={t('reason.choices', { label })}
        >
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              disabled={disabled}
              aria-pressed={value === preset}
              onClick={() => onChange(preset)}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${
                value === preset
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {preset}
            </button>
          ))}
        </div>
      ) : null}
      <input
        id={id}
        type="text"
        value={value}
        disabled={disabled}
        maxLength={BLOCK_REASON_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={presets.length > 0 ? t('reason.placeholder') : undefined}
        aria-describedby={`${id}-count`}
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600 disabled:bg-slate-100"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600">
        {t('reason.count', { count: value.length, max: BLOCK_REASON_MAX_LENGTH })}
      </p>
    </div>
  );
}
