import type { ReactNode } from 'react';
import type { FieldView } from './use-site-form';

interface Props {
  id: string;
  label: ReactNode;
  binding: FieldView<boolean>;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A checkbox with its label beside it (consent, 'I am a brokerage agent') and its error below.
 * Hook-free, like TextField, so the server renders it without handlers too.
 */
export function CheckField({ id, label, binding, required = false, disabled }: Props) {
  const errorId = `${id}-error`;
  const { onChange } = binding;
  return (
    <div className="form-check" data-field={binding.name}>
      <input
        id={id}
        type="checkbox"
        name={binding.name}
        {...(onChange ? { checked: binding.value } : { defaultChecked: binding.value })}
        required={required}
        disabled={disabled}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={binding.error ? errorId : undefined}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        onBlur={binding.onBlur}
      />
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {binding.error && (
        <p id={errorId} className="form-field__error">
          {binding.error}
        </p>
      )}
    </div>
  );
}
