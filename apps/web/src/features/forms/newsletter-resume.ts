import type { NewsletterValues } from './form-checks';

/** What the visitor did in the static newsletter form before the live one replaced it. */
export interface NewsletterResume {
  values: Pick<NewsletterValues, 'email' | 'isAgent' | 'agreement1'>;
  /** The control that had focus (its place among the form's controls, the same in both), with its caret. */
  focus?: { index: number; start: number | null; end: number | null };
  /** The picker's trigger was clicked: the live picker opens. */
  openPicker: boolean;
  /** The form was submitted: the live form sends it. */
  submit: boolean;
  /** The fields the visitor had left (focus in and out again): the live form shows their errors. */
  touched: (keyof NewsletterResume['values'])[];
}

/** The static form's fields the resume carries, by their names in both forms. */
const FIELDS = ['email', 'isAgent', 'agreement1'] as const;

const CONTROLS = 'input, button, a[href]';

/** Reads the static form's fields, focus and the intents the island caught (`left`: the names of fields focus left). */
export function readResume(
  form: HTMLFormElement,
  openPicker: boolean,
  submit: boolean,
  left: ReadonlySet<string>,
): NewsletterResume {
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const index = Array.from(form.querySelectorAll(CONTROLS)).indexOf(document.activeElement as Element);
  const active = document.activeElement;
  const text = active instanceof HTMLInputElement && active.type !== 'checkbox';
  return {
    values: {
      email: input('email')?.value ?? '',
      isAgent: input('isAgent')?.checked ?? false,
      agreement1: input('agreement1')?.checked ?? false,
    },
    focus:
      index < 0
        ? undefined
        : { index, start: text ? active.selectionStart : null, end: text ? active.selectionEnd : null },
    openPicker,
    submit,
    touched: FIELDS.filter((name) => left.has(name)),
  };
}

/** Puts focus and the caret back where readResume found them, in the live form. */
export function restoreFocus(form: HTMLFormElement, focus: NewsletterResume['focus']): void {
  if (!focus) return;
  const control = form.querySelectorAll<HTMLElement>(CONTROLS)[focus.index];
  control?.focus();
  if (control instanceof HTMLInputElement && focus.start !== null && control.type !== 'checkbox') {
    control.setSelectionRange(focus.start, focus.end ?? focus.start);
  }
}
