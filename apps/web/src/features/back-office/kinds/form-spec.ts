import 'server-only';
import type { KindItem } from '@estate/domain/kinds/answers';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { KindStatus } from '@estate/domain/kinds/publication';
import type { Language } from '@estate/domain/language';
import { z } from 'zod';

/**
 * One field of a kind's form, as the browser renders it: plain JSON, no schema. `fixed`: set when
 * the item is created and never sent again (a save's schema refuses it).
 */
export type FieldSpec = {
  name: string;
  label: string;
  fixed: boolean;
  /** The language its text is written in: the item's, unless the screen says otherwise (a named text's `pl`). */
  lang: Language;
} & (
  | { widget: 'text'; value: string; max: number | null; required: boolean }
  | { widget: 'richText'; value: string }
  /** A whole number (a blog category's place in the public order). */
  | { widget: 'number'; value: number; min: number | null; max: number | null }
  /** The screen's language (a FAQ's list is one language's): sent, not asked. */
  | { widget: 'language'; value: Language }
  /** One of `options` (value, label); `empty`: the label of no choice (sent as null), if allowed. */
  | { widget: 'select'; value: string; options: [string, string][]; empty: string | null; numeric: boolean }
  /** A stored image of the site's, by its path; null: none. */
  | { widget: 'image'; value: string | null; use: 'group' }
  /** A group's member offers, first to last, and the offers a search found to add. */
  | {
      widget: 'members';
      value: number[];
      members: MemberOffer[];
      found: MemberOffer[];
      /** The item the members are saved with (its form saves them at once; null: a new group). */
      item: { kind: string; key: string | null };
    }
);

/** An offer as a group's member list and its search results show it. */
export interface MemberOffer {
  offerId: number;
  tipi: string;
  title: string;
  /** Its state, in the staff member's language. */
  state: string;
}

/**
 * What a kind's editor needs to render and send a form (decision 052 §3.1): built on the server
 * from the declaration and the item, handed to the client as plain JSON, so the browser needs
 * neither zod nor the declarations to show it. `key` null: a new item.
 */
export interface FormSpec {
  kind: string;
  key: string | null;
  /** The version the form was opened at (the working copy's while there is one): the next write's If-Match. */
  version: number | null;
  status: KindStatus | null;
  publishedAt: string | null;
  draft: KindItem['draft'];
  /** A live kind (decision 052, S3/S4): every save is public at once, no states and no panel. */
  live: boolean;
  /** The item's language, which its texts are written in (`lang` of the fields). */
  lang: Language;
  fields: FieldSpec[];
}

/** The longest a text may be, as its schema says (a rich text's schema has a default around it). */
function maxLength(schema: z.ZodType): number | null {
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  return inner instanceof z.ZodString ? inner.maxLength : null;
}

/** The bounds of a whole number, as its schema says (inside its default). */
function numberBounds(schema: z.ZodType): { min: number | null; max: number | null } {
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  return inner instanceof z.ZodNumber
    ? { min: inner.minValue, max: inner.maxValue }
    : { min: null, max: null };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form of `item` (null: a new one in `lang`) from its kind's declaration, with the labels the
 * screen gives in the staff member's language. A widget the web cannot render yet throws, so a kind
 * joins the back office only with its widgets.
 */
export function formSpec(
  kind: DefinedKind,
  item: KindItem | null,
  {
    lang,
    labels,
    langs = {},
    richText = [],
    choices = {},
    members,
  }: {
    lang: Language;
    labels: Readonly<Record<string, string>>;
    /** Fields written in another language than the item's (a named text's `en`, a category's `nameEn`). */
    langs?: Readonly<Record<string, Language>>;
    /**
     * Text fields this item keeps as rich text: a named text's profile goes by its name (the
     * domain's `chunkKind`, which the API's hooks store it by), not by its declaration.
     */
    richText?: readonly string[];
    /** A select field's options (value, label) in the staff member's language, with its empty choice's label. */
    choices?: Readonly<Record<string, { options: [string, string][]; empty?: string }>>;
    /** A group's members as its editor lists them, and the offers its search found. */
    members?: { members: MemberOffer[]; found: MemberOffer[] };
  },
): FormSpec {
  const fields = Object.entries(kind.fields).map(([name, field]): FieldSpec => {
    const common = {
      name,
      label: labels[name] ?? name,
      fixed: field.fixed === 'after-create',
      lang: langs[name] ?? lang,
    };
    const value = item?.values[name];
    switch (field.widget.type) {
      case 'text':
        if (richText.includes(name)) return { ...common, widget: 'richText', value: text(value) };
        return {
          ...common,
          widget: 'text',
          value: text(value),
          max: maxLength(field.schema),
          // A text is required when its schema refuses it empty.
          required: !field.schema.safeParse('').success,
        };
      case 'richText':
        return { ...common, widget: 'richText', value: text(value) };
      case 'number':
        return {
          ...common,
          widget: 'number',
          value: typeof value === 'number' ? value : 0,
          ...numberBounds(field.schema),
        };
      case 'language':
        return { ...common, widget: 'language', value: lang };
      case 'select': {
        const choice = choices[name] ?? { options: [] };
        // No choice is allowed when the schema takes null; otherwise a new item starts at the first option.
        const empty = field.schema.safeParse(null).success ? (choice.empty ?? '') : null;
        const first = empty === null ? (choice.options[0]?.[0] ?? '') : '';
        return {
          ...common,
          widget: 'select',
          value: value === null || value === undefined ? first : String(value),
          options: choice.options,
          empty,
          // A voivodeship is sent as its number code.
          numeric: choice.options.length > 0 && choice.options.every(([option]) => /^\d+$/.test(option)),
        };
      }
      case 'image':
        // An article's cover comes with the articles' screens (decision 052 S6's web half).
        if (field.widget.use !== 'group') break;
        return {
          ...common,
          widget: 'image',
          value: typeof value === 'string' ? value : null,
          use: field.widget.use,
        };
      case 'custom':
        return {
          ...common,
          widget: 'members',
          value: Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [],
          members: members?.members ?? [],
          found: members?.found ?? [],
          item: { kind: kind.name, key: item?.key ?? null },
        };
    }
    throw new Error(`The back office cannot edit the ${field.widget.type} field ${kind.name}.${name} yet`);
  });
  return {
    kind: kind.name,
    key: item?.key ?? null,
    version: item?.version ?? null,
    status: item?.status ?? null,
    publishedAt: item?.publishedAt ?? null,
    draft: item?.draft ?? null,
    live: kind.publication.mode === 'live',
    lang,
    fields,
  };
}
