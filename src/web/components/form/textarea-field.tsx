import { useId, type ComponentProps } from 'react';
import { CONTROL_BASE, LABEL, controlTone } from './field-styles';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input with its validation message. */
export function TextareaField({
  label,
  error,
  id,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={LABEL}>
        {label}
      </label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${CONTROL_BASE} ${controlTone(!!error)} min-h-28`}
        {...textareaProps}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
