import { fromWarsawLocal } from '@estate/domain/warsaw-time';
import type { FieldSpec } from '../form-spec';

/**
 * A field's value as a save sends it, from the text its form control holds: a number field's number
 * (an empty box is NaN, which the schema refuses with the field named), a select's choice (its
 * number, or null for none), an image's path or null, a Polish time's instant, a group's member ids
 * from their JSON.
 */
export function sentValue(field: FieldSpec, raw: string): unknown {
  switch (field.widget) {
    case 'number':
      return raw.trim() === '' ? Number.NaN : Number(raw);
    case 'select':
      if (raw === '' && field.empty !== null) return null;
      return field.numeric ? Number(raw) : raw;
    case 'image':
      return raw === '' ? null : raw;
    case 'translation':
      return raw === '' ? null : Number(raw);
    case 'instant':
      // Polish wall-clock time to an instant; an empty or impossible one is null (the kind's rules say so).
      return raw === '' ? null : fromWarsawLocal(raw);
    case 'members': {
      try {
        const ids: unknown = JSON.parse(raw);
        return Array.isArray(ids) ? ids : [];
      } catch {
        return [];
      }
    }
    default:
      return raw;
  }
}

/**
 * A field's value as a save sends it, read from the form's data under `name`: a `repeat` field's
 * items (their count in a hidden value, each item's fields under `<name>.<place>.<field>`), a `group`
 * field's object (null while its switch is off), any other field's `sentValue`.
 */
export function readValue(data: FormData, field: FieldSpec, name: string): unknown {
  switch (field.widget) {
    case 'repeat': {
      const count = Number(data.get(name) ?? 0);
      return Array.from({ length: Number.isInteger(count) && count > 0 ? count : 0 }, (_, index) =>
        Object.fromEntries(
          field.blank.map((sub) => [sub.name, readValue(data, sub, `${name}.${index}.${sub.name}`)]),
        ),
      );
    }
    case 'group':
      if (field.optional && data.get(name) !== 'on') return null;
      return Object.fromEntries(
        field.fields.map((sub) => [sub.name, readValue(data, sub, `${name}.${sub.name}`)]),
      );
    default:
      return sentValue(field, String(data.get(name) ?? ''));
  }
}
