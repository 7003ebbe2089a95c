import type { FieldView } from './use-site-form';

interface Props {
  id: string;
  label: string;
  binding: FieldView<string>;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  multiline?: boolean;
  disabled?: boolean;
}

/**
 * A labelled text input (or textarea) whose error, once shown, is tied to it by aria-describedby
 * and aria-invalid. `required` only marks it for assistive technology: the form is `noValidate`
 * and the domain schema decides. Hook-free, and without handlers when the server renders the
 * footer's newsletter form before its script has loaded (decision 050).
 */
export function TextField({
  id,
  label,
  binding,
  type = 'text',
  autoComplete,
  required = false,
  optionalLabel,
  multiline = false,
  disabled,
}: Props) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: binding.name,
    // Without a handler (the server's static markup) the field is uncontrolled: the same HTML.
    ...(binding.onChange ? { value: binding.value } : { defaultValue: binding.value }),
    required,
    disabled,
    autoComplete,
    'aria-invalid': binding.error ? true : undefined,
    'aria-describedby': binding.error ? errorId : undefined,
    onBlur: binding.onBlur,
  } as const;
  const { onChange } = binding;
  const change = onChange && ((event: { target: { value: string } }) => onChange(event.target.value));
  return (
    <div className="form-field" data-field={binding.name}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? (
          <span className="form-field__mark" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          optionalLabel && <span className="form-field__optional"> {optionalLabel}</span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={change} />
      ) : (
        <input {...common} type={type} onChange={change} />
      )}
      {binding.error && (
        <p id={errorId} className="form-field__error">
          {binding.error}
        </p>
      )}
    </div>
  );
}
