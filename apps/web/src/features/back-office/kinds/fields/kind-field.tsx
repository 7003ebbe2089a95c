'use client';

import type { FieldSpec } from '../form-spec';
import { GroupField } from './group-field';
import { ImageField } from './image-field';
import { InstantField } from './instant-field';
import { MembersField } from './members-field';
import { NumberField } from './number-field';
import { RepeatField } from './repeat-field';
import { RichTextKindField } from './rich-text-kind-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TranslationField } from './translation-field';

/**
 * One field of a kind's form by its widget (decision 052 §3.10), its text in the field's language.
 * A `language` field is the screen's (a FAQ's list is one language's) or fixed since creation, so it
 * travels as a hidden value.
 */
export function KindField({
  id,
  field,
  error,
  errors = {},
  name = field.name,
}: {
  id: string;
  field: FieldSpec;
  error: string | undefined;
  /** Every field's error by its path (`slider.2.link`), for the fields a `group` or `repeat` holds. */
  errors?: Readonly<Record<string, string>>;
  /** The name its controls send under (a field inside another: `slider.2.link`). */
  name?: string;
}) {
  switch (field.widget) {
    case 'text':
      return (
        <TextField
          id={id}
          name={name}
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
          name={name}
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
          name={name}
          label={field.label}
          value={field.value}
          min={field.min}
          max={field.max}
          error={error}
        />
      );
    case 'language':
      return <input type="hidden" name={name} value={field.value} />;
    case 'select':
      return (
        <SelectField
          id={id}
          name={name}
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
          name={name}
          label={field.label}
          value={field.value}
          use={field.use}
          optional={field.optional}
          copy={field.copy}
          error={error}
        />
      );
    case 'translation':
      return (
        <TranslationField
          id={id}
          name={name}
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
      return (
        <InstantField
          id={id}
          name={name}
          label={field.label}
          value={field.value}
          error={error}
          hint={field.hint}
        />
      );
    case 'repeat':
      return <RepeatField id={id} name={name} field={field} errors={errors} error={error} />;
    case 'group':
      return <GroupField id={id} name={name} field={field} errors={errors} />;
    case 'members':
      // A new group's offers are chosen on its page once it is created.
      if (field.item.key === null) return <input type="hidden" name={name} value="[]" />;
      return (
        <MembersField
          name={name}
          label={field.label}
          members={field.members}
          found={field.found}
          item={field.item}
        />
      );
  }
}
