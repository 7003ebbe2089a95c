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
  // What every labelled widget is given, whatever else its widget needs.
  const labelled = { id, name, label: field.label, hint: field.hint, error };
  switch (field.widget) {
    case 'text':
      return (
        <TextField
          {...labelled}
          lang={field.lang}
          value={field.value}
          max={field.max}
          required={field.required}
        />
      );
    case 'richText':
      return <RichTextKindField {...labelled} lang={field.lang} value={field.value} images={field.images} />;
    case 'number':
      return <NumberField {...labelled} value={field.value} min={field.min} max={field.max} />;
    case 'language':
      return <input type="hidden" name={name} value={field.value} />;
    case 'select':
      return <SelectField {...labelled} value={field.value} options={field.options} empty={field.empty} />;
    case 'image':
      return (
        <ImageField
          {...labelled}
          value={field.value}
          use={field.use}
          optional={field.optional}
          copy={field.copy}
        />
      );
    case 'translation':
      return (
        <TranslationField
          {...labelled}
          lang={field.lang}
          value={field.value}
          options={field.options}
          empty={field.empty}
          kind={field.kind}
        />
      );
    case 'instant':
      return <InstantField {...labelled} value={field.value} />;
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
