import type { Language } from '@estate/domain/language';
import { createTranslator, type Messages, type useTranslations } from 'next-intl';
import { SITE_BUILD_ID } from '@/lib/env/build-id';

/** A translator of the whole tree, as useTranslations() gives one, over the forms' texts only. */
type FormTranslator = ReturnType<typeof useTranslations<never>>;

export interface FormTexts {
  t: FormTranslator;
  /** The `forms` namespace's texts (the newsletter form's words). */
  forms: ReturnType<typeof useTranslations<'forms'>>;
}

const loads = new Map<Language, Promise<FormTexts>>();

/**
 * Where this build's texts of a language are (app/form-texts): the build's id in the path, so the
 * answer is cached for good and a deploy's new texts come under a new address.
 */
export function formTextsPath(locale: Language): string {
  return `/form-texts/${SITE_BUILD_ID}/${locale}.json`;
}

/** The translators over the answer of /form-texts/{build}/{lang}.json. */
export function formTranslators(locale: Language, messages: Messages): FormTexts {
  return {
    t: createTranslator({ locale, messages }) as unknown as FormTranslator,
    forms: createTranslator({ locale, messages, namespace: 'forms' }) as unknown as FormTexts['forms'],
  };
}

/**
 * The forms' error and failure texts of the page's language (formTexts in i18n/client-messages.ts),
 * fetched once per page when the first form loads on its first focus, instead of riding in every
 * page's payload (decision 050). A failed fetch (offline) is asked again next time.
 */
export function loadFormTexts(locale: Language): Promise<FormTexts> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(formTextsPath(locale)).then(async (response) => {
      if (!response.ok) throw new Error(`form texts: ${response.status}`);
      // The site's own build wrote it from the catalogue (app/form-texts): not outside input.
      return formTranslators(locale, (await response.json()) as Messages);
    });
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
