'use client';

import { RichTextField } from '../../rich-text-field';
import type { FieldSpec } from '../form-spec';
import { TextField } from './text-field';

/**
 * One field of a kind's form by its widget (decision 052 §3.10). The language is the screen's (a
 * FAQ's list is one language's) or fixed since creation, so it travels as a hidden value.
 */
export function KindField({
  id,
  field,
  lang,
  error,
}: {
  id: string;
  field: FieldSpec;
  lang: 'pl' | 'en';
  error: string | undefined;
}) {
  switch (field.widget) {
    case 'text':
      return (
        <TextField
          id={id}
          name={field.name}
          label={field.label}
          lang={lang}
          value={field.value}
          max={field.max}
          required={field.required}
          error={error}
        />
      );
    case 'richText':
      return (
        <RichTextField
          id={id}
          name={field.name}
          label={field.label}
          lang={lang}
          defaultValue={field.value}
          error={error}
        />
      );
    case 'language':
      return <input type="hidden" name={field.name} value={field.value} />;
  }
}
