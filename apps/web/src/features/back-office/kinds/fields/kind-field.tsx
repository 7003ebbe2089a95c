'use client';

import type { FieldSpec } from '../form-spec';
import { ImageField } from './image-field';
import { InstantField } from './instant-field';
import { MembersField } from './members-field';
import { NumberField } from './number-field';
import { RichTextKindField } from './rich-text-kind-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TranslationField } from './translation-field';

/**
 * One field of a kind's form by its widget (decision 052 §3.10), its text in the field's language.
 * A `language` field is the screen's (a FAQ's list is one language's) or fixed since creation, so it
 * travels as a hidden value.
 */
export function KindField({ id, field, error }: { id: string; field: FieldSpec; error: string | undefined }) {
  switch (field.widget) {
    case 'text':
      return (
        <TextField
          id={id}
          name={field.name}
          label={field.label}
          lang={field.lang}
          value={field.value}
          max={field.max}
          required={field.required}
          error={error}
          hint={field.hint}
        />
      );
    case 'richText':
      return (
        <RichTextKindField
          id={id}
          name={field.name}
          label={field.label}
          lang={field.lang}
          value={field.value}
          images={field.images}
          error={error}
          hint={field.hint}
        />
      );
    case 'number':
      return (
        <NumberField
          id={id}
          name={field.name}
          label={field.label}
          value={field.value}
          min={field.min}
          max={field.max}
          error={error}
        />
      );
    case 'language':
      return <input type="hidden" name={field.name} value={field.value} />;
    case 'select':
      return (
        <SelectField
          id={id}
          name={field.name}
          label={field.label}
          value={field.value}
          options={field.options}
          empty={field.empty}
          error={error}
          hint={field.hint}
        />
      );
    case 'image':
      return (
        <ImageField
          id={id}
          name={field.name}
          label={field.label}
          value={field.value}
          use={field.use}
          copy={field.copy}
          error={error}
        />
      );
    case 'translation':
      return (
        <TranslationField
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          lang={field.lang}
          value={field.value}
          options={field.options}
          empty={field.empty}
          kind={field.kind}
          error={error}
        />
      );
    case 'instant':
      return <InstantField id={id} name={field.name} label={field.label} value={field.value} error={error} />;
    case 'members':
      // A new group's offers are chosen on its page once it is created.
      if (field.item.key === null) return <input type="hidden" name={field.name} value="[]" />;
      return (
        <MembersField
          name={field.name}
          label={field.label}
          members={field.members}
          found={field.found}
          item={field.item}
        />
      );
  }
}
