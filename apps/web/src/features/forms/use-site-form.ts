import { isErrorCode } from '@estate/domain/error-codes';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { FetchJsonError } from '@/features/shell/fetch-json';
import { useNotifications } from '@/features/shell/notifications-context';
import { failureMessageKey } from './form-failure';
import {
  type FieldErrors,
  type FormValues,
  formReducer,
  initialFormState,
  type Validation,
  visibleErrors,
} from './form-state';
import type { FormTexts } from './form-texts';

/** The form's check: its values (plus what the form adds) through the domain schema the API uses. */
export type FormCheck<V extends FormValues, D> = (values: V) => Validation<D>;

export interface SiteFormOptions<V extends FormValues, D> {
  initialValues: V;
  /** The values the form starts with, when not initialValues (what was typed before it loaded). */
  startValues?: V;
  /** Fields already left before the form loaded (the newsletter island's): their errors show at once. */
  startTouched?: readonly (keyof V & string)[];
  /**
   * Loads the check on the form's first focus, or on submit: the zod schemas stay out of the first
   * JavaScript of every page, which matters for the footer's form (decision 014). The form's error
   * texts come with it (loadFormTexts), out of every page's payload (decision 050).
   */
  loadCheck: () => Promise<FormCheck<V, D>>;
  /** Sends the valid form; throws FetchJsonError or CaptchaError on failure. */
  send: (data: D) => Promise<void>;
  /** Which of SPEC §8's message rules a failure follows. */
  failures: 'newsletter' | 'contact';
  /** A notification on success; absent when the form says it in place. */
  successMessage?: string;
  /**
   * A form's own words for a failed send, before `failures`' rules (undefined: those rules): the
   * search alert's sign-up names a duplicate alert, whose texts stay on the server.
   */
  failureMessage?: (error: unknown) => string | undefined;
}

/** What a field shows; without handlers it is the server's static markup (the footer's form). */
export type FieldView<T> = Omit<FieldBinding<T>, 'onChange' | 'onBlur'> &
  Partial<Pick<FieldBinding<T>, 'onChange' | 'onBlur'>>;

export interface FieldBinding<T> {
  name: string;
  value: T;
  /** The §5 message in the page's language, once the field may show it. */
  error?: string;
  onChange: (value: T) => void;
  onBlur: () => void;
}

/** The API's field errors (400 validation_failed), codes only. */
function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof FetchJsonError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([, code]) => isErrorCode(code)),
  ) as FieldErrors;
}

/**
 * One hook for every site form (decision 014: lighter than a form library for what the forms need):
 * the state machine of form-state.ts, the browser check with the shared domain schema, the
 * fill-in-the-form-correctly notification and focus on the first invalid field when a submit is
 * refused (nothing is sent then), and the success and failure notifications.
 */
export function useSiteForm<V extends FormValues, D>(options: SiteFormOptions<V, D>) {
  const { initialValues, send, failures, successMessage } = options;
  const [state, dispatch] = useReducer(formReducer<V>, options.startValues ?? initialValues, (values: V) =>
    initialFormState(values, options.startTouched),
  );
  const { notify } = useNotifications();
  // The one text a form needs before its texts have loaded: that they could not be (the shell's).
  const tf = useTranslations('feedback');
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [check, setCheck] = useState<FormCheck<V, D> | null>(null);
  const [texts, setTexts] = useState<FormTexts | null>(null);
  const loading = useRef<Promise<{ check: FormCheck<V, D>; texts: FormTexts }> | null>(null);
  const validation = useMemo(() => check?.(state.values) ?? null, [check, state.values]);
  // Before the check has loaded no field has been left yet, so there is nothing to show.
  const shown = visibleErrors(state, validation && !validation.ok ? validation.errors : {});

  function loadCheck(): Promise<{ check: FormCheck<V, D>; texts: FormTexts }> {
    loading.current ??= Promise.all([
      options.loadCheck(),
      import('./form-texts').then((module) => module.loadFormTexts(locale)),
    ]).then(
      ([loadedCheck, loadedTexts]) => {
        setCheck(() => loadedCheck);
        setTexts(loadedTexts);
        return { check: loadedCheck, texts: loadedTexts };
      },
      (error: unknown) => {
        // Offline when the chunk was asked for: the next focus or submit tries again.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }

  function onFocus() {
    loadCheck().catch(() => {});
  }

  // A field left before the form loaded has its error shown, which needs the check now.
  const checkOnStart = useRef((options.startTouched?.length ?? 0) > 0);
  useEffect(() => {
    if (!checkOnStart.current) return;
    checkOnStart.current = false;
    onFocus();
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'loading') return;
    let result: Validation<D>;
    let t: FormTexts['t'];
    try {
      const loaded = check && texts ? { check, texts } : await loadCheck();
      result = loaded.check(state.values);
      t = loaded.texts.t;
    } catch {
      // Neither the check nor the texts came (offline): the shell's generic failure (SPEC §8).
      notify({ message: tf('contactForm') });
      return;
    }
    if (!result.ok) {
      dispatch({ type: 'submitInvalid' });
      notify({ message: t('errorCodes.invalid_form') });
      // Form order, not the schema's: the first invalid control the visitor meets.
      const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
      const { errors } = result;
      controls.find((control) => control.name in errors)?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    try {
      await send(result.data);
      dispatch({ type: 'succeeded', values: initialValues });
      if (successMessage) notify({ message: successMessage, type: 'success' });
    } catch (error) {
      dispatch({ type: 'failed', fields: apiFieldErrors(error) });
      notify({ message: options.failureMessage?.(error) ?? t(failureMessageKey(error, failures)) });
    }
  }

  function field<K extends keyof V & string>(name: K): FieldBinding<V[K]> {
    const code = shown[name];
    return {
      name,
      value: state.values[name],
      // A code is shown only once the check has loaded, and the texts load with it.
      error: code && texts ? texts.t(`errorCodes.${code}`) : undefined,
      onChange: (value) => dispatch({ type: 'change', name, value }),
      onBlur: () => dispatch({ type: 'blur', name }),
    };
  }

  return { state, formRef, onSubmit, onFocus, field, busy: state.status === 'loading' };
}
