import { useId, type ComponentProps } from 'react';
import { CONTROL_BASE, LABEL, controlTone } from './field-styles';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** Shown first, with an empty value: nothing chosen yet. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A labelled dropdown with its validation message, wired for screen readers. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={LABEL}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${CONTROL_BASE} ${controlTone(!!error)}`}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
