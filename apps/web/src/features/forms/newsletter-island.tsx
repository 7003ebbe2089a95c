'use client';

import { useLocale } from 'next-intl';
import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormTexts } from './form-texts';
import type { NewsletterForm } from './newsletter-form';
import { readResume } from './newsletter-resume';

type FormProps = Omit<ComponentProps<typeof NewsletterForm>, 'resume' | 'formTexts'>;
type Live = {
  Form: ComponentType<ComponentProps<typeof NewsletterForm>>;
  props: ComponentProps<typeof NewsletterForm>;
};

/**
 * The footer's newsletter form costs a page load no script (decision 050): the server sends its
 * markup (children, NewsletterFormStatic), and this island loads the live form when a pointer comes
 * over it or on the first focus, press or key inside it (not when it scrolls into view: on a short
 * page it is in view at once, and most visitors never use it), then swaps it in with what the
 * visitor typed or ticked, the focus and caret, the fields already left (their errors show), a
 * click on the picker's trigger (it opens) and a submit (held, then sent).
 */
export function NewsletterIsland({ children, ...props }: FormProps & { children: ReactNode }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const formProps = useRef(props);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let Form: Live['Form'] | null = null;
    let formTexts: FormTexts | null = null;
    let loading = false;
    let pointerDown = false;
    let openPicker = false;
    let submit = false;
    let swapped = false;
    // Fields the visitor left before the live form came: it shows their errors as if it had seen it.
    const left = new Set<string>();

    function swap() {
      const form = element?.querySelector('form');
      if (!Form || !formTexts || !form || pointerDown || swapped) return;
      swapped = true;
      stop();
      const resume = readResume(form, openPicker, submit, left);
      const Loaded = Form;
      const texts = formTexts;
      // One task from reading the fields to showing the live ones: no keystroke falls between.
      flushSync(() => setLive({ Form: Loaded, props: { ...formProps.current, formTexts: texts, resume } }));
    }
    function load() {
      if (loading || Form) return;
      loading = true;
      // The form's words come with its code: no page carries them in its payload (decision 050).
      Promise.all([
        import('./newsletter-form'),
        import('./form-texts').then((module) => module.loadFormTexts(locale)),
      ]).then(
        ([module, texts]) => {
          Form = module.NewsletterForm;
          formTexts = texts;
          swap();
        },
        // Offline when it was asked for: the next approach or interaction tries again.
        () => {
          loading = false;
        },
      );
    }
    const onPointerDown = () => {
      pointerDown = true;
      load();
    };
    // After the click that follows, so the click is counted on the static trigger first.
    const onPointerUp = () => {
      pointerDown = false;
      setTimeout(swap, 0);
    };
    const onClick = (event: Event) => {
      if ((event.target as Element).closest('.voivodeship-picker__trigger')) openPicker = true;
    };
    const onFocusOut = (event: Event) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) left.add(name);
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submit = true;
      load();
    };
    const listeners: [string, EventListener][] = [
      // A mouse over the form fetches it before the click that will need it.
      ['pointerover', load],
      ['focusin', load],
      ['focusout', onFocusOut],
      ['keydown', load],
      ['pointerdown', onPointerDown],
      ['pointerup', onPointerUp],
      ['pointercancel', onPointerUp],
      ['click', onClick],
      ['submit', onSubmit],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    function stop() {
      for (const [type, listener] of listeners) element?.removeEventListener(type, listener);
    }
    return stop;
  }, [locale]);

  return (
    <div ref={box} className="newsletter-island" data-newsletter={live ? 'live' : 'static'}>
      {live ? <live.Form {...live.props} /> : children}
    </div>
  );
}
