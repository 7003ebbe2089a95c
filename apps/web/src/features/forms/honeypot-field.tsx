import type { FieldBinding } from './use-site-form';

/**
 * The `website` honeypot (decision 008): off-screen, out of the tab order, hidden from assistive
 * technology and from autofill, so only a bot that fills every field it finds fills it; the API then
 * answers as if accepted and keeps nothing.
 */
export function HoneypotField({
  id,
  label,
  binding,
}: {
  id: string;
  label: string;
  binding: FieldBinding<string>;
}) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={binding.name}
        value={binding.value}
        tabIndex={-1}
        autoComplete="off"
        onChange={(event) => binding.onChange(event.target.value)}
      />
    </div>
  );
}
