import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A fieldset of radio buttons shown as selectable pills, with its validation message. */
export function RadioGroup({ legend, options, registration, error }: RadioGroupProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition select-none hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400"
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-emerald-600 focus-visible:outline-none"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
