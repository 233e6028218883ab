import { useId } from 'react';

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A fieldset of radio buttons shown as pills, held in the caller's state. */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm select-none hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400"
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-emerald-600 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
