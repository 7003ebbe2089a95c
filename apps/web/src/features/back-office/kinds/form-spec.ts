import 'server-only';
import type { KindItem } from '@estate/domain/kinds/answers';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import {
  describeKind,
  type FieldDescription,
  type KindDescription,
} from '@estate/domain/kinds/kind-description';
import type { KindStatus } from '@estate/domain/kinds/publication';
import type { Language } from '@estate/domain/language';
import { toWarsawLocal } from '@estate/domain/warsaw-time';
import { isRecord } from '@/lib/is-record';

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
  /** A sentence under the label (what an empty slug means), in the staff member's language. */
  hint?: string;
} & (
  | { widget: 'text'; value: string; max: number | null; required: boolean }
  /** `images`: the text takes images (the `article` profile), each uploaded and given an alt text. */
  | { widget: 'richText'; value: string; images: boolean }
  /** A whole number (a blog category's place in the public order). */
  | { widget: 'number'; value: number; min: number | null; max: number | null }
  /** The screen's language (a FAQ's list is one language's): sent, not asked. */
  | { widget: 'language'; value: Language }
  /** One of `options` (value, label); `empty`: the label of no choice (sent as null), if allowed. */
  | { widget: 'select'; value: string; options: [string, string][]; empty: string | null; numeric: boolean }
  /** A stored image of the site's, by its path; null: none. */
  /**
   * `copy`: the cover may be copied from the item linked as its translation (`from`: the translation
   * field; `alt`: the alt text field it fills when empty), read from `kind`'s API.
   */
  | {
      widget: 'image';
      value: string | null;
      use: 'group' | 'cover' | 'slide' | 'popup';
      /** Whether the image may be removed (the schema takes none). */
      optional: boolean;
      copy: { kind: string; from: string; alt: string } | null;
    }
  /**
   * The same item in the other language (decision 052 S6): a choice among `options` (items of either
   * language with no translation yet, and the one linked now), those of the other language shown,
   * searched by title in all of them on request; '' for none.
   */
  | { widget: 'translation'; value: string; options: TranslationChoice[]; empty: string; kind: string }
  /** A point in time in Polish wall-clock time (YYYY-MM-DDTHH:mm; '' for none), sent as an instant. */
  | { widget: 'instant'; value: string }
  /** A group's member offers, first to last, and the offers a search found to add. */
  | {
      widget: 'members';
      value: number[];
      members: MemberOffer[];
      found: MemberOffer[];
      /** The item the members are saved with (its form saves them at once; null: a new group). */
      item: { kind: string; key: string | null };
    }
  /**
   * A list of like items (the home page's slides): each item's fields (named within the item), a
   * new item's empty fields, at most `max`; `texts` names the screen's sentences of its buttons.
   */
  | { widget: 'repeat'; items: FieldSpec[][]; blank: FieldSpec[]; max: number; texts: RepeatTexts }
  /**
   * Fields kept together (who-we-are); `optional`: shown or not by a switch (`on`, labelled
   * `switchLabel`), none when off (the promotion).
   */
  | { widget: 'group'; fields: FieldSpec[]; optional: boolean; on: boolean; switchLabel: string }
);

/** Whose sentences a `repeat` field's buttons say ("Dodaj slajd", "Slajd 2"): `slides`, the home page's. */
export type RepeatTexts = 'slides';

/** An item a translation picker offers: its key, title and language. */
export interface TranslationChoice {
  key: string;
  title: string;
  lang: Language;
}

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
  /** A document kind (the home page, decision 052 S7): every edit a draft, published by "publish now". */
  document: boolean;
  /** The item's language, which its texts are written in (`lang` of the fields). */
  lang: Language;
  fields: FieldSpec[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form of `item` (null: a new one in `lang`) from its kind's declaration, or the API's
 * description of a kind the site does not know (decision 052, "The fixture kind's editor as
 * built"), with the labels the screen gives in the staff member's language. A widget the web cannot
 * render yet throws, so a kind joins the back office only with its widgets.
 */
export function formSpec(
  declared: DefinedKind | KindDescription,
  item: KindItem | null,
  {
    lang,
    labels,
    hints = {},
    langs = {},
    richText = [],
    choices = {},
    members,
    translations,
  }: {
    lang: Language;
    labels: Readonly<Record<string, string>>;
    hints?: Readonly<Record<string, string>>;
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
    /** The translation picker's first choices and the label of none. */
    translations?: { options: TranslationChoice[]; empty: string };
  },
): FormSpec {
  // A field inside a `group` or `repeat` one is labelled by its path without places (`slider.title`).
  const kind = 'schemas' in declared ? describeKind(declared) : declared;
  const specOf = (path: string, field: FieldDescription, value: unknown): FieldSpec => {
    const { name } = field;
    const common = {
      name,
      label: labels[path] ?? name,
      fixed: field.fixed,
      lang: langs[path] ?? lang,
      ...(hints[path] ? { hint: hints[path] } : {}),
    };
    // A blog post's category, a group's type: one of the screen's choices by id.
    const choiceField = (): FieldSpec => {
      const choice = choices[path] ?? { options: [] };
      // No choice is allowed when the schema takes null; otherwise a new item starts at the first option.
      const empty = field.nullable ? (choice.empty ?? '') : null;
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
    };
    switch (field.widget.type) {
      case 'text':
        if (richText.includes(path))
          return { ...common, widget: 'richText', value: text(value), images: false };
        return {
          ...common,
          widget: 'text',
          value: text(value),
          max: field.maxLength,
          required: field.required,
        };
      case 'richText':
        return {
          ...common,
          widget: 'richText',
          value: text(value),
          images: field.widget.profile === 'article',
        };
      case 'slug':
        // Left empty, the API makes it from the title; the screen's label says so.
        return { ...common, widget: 'text', value: text(value), max: null, required: false };
      case 'instant': {
        const at = typeof value === 'string' ? new Date(value) : null;
        return {
          ...common,
          widget: 'instant',
          value: at && !Number.isNaN(at.getTime()) ? toWarsawLocal(at) : '',
        };
      }
      case 'number':
        return {
          ...common,
          widget: 'number',
          value: typeof value === 'number' ? value : 0,
          min: field.min,
          max: field.max,
        };
      case 'language': {
        // A new article's language is chosen in its form (the screen gives the choices); otherwise
        // it is the screen's (a FAQ's list is one language's) or fixed since creation.
        const choice = choices[path];
        if (choice && item === null) {
          return {
            ...common,
            widget: 'select',
            value: lang,
            options: choice.options,
            empty: null,
            numeric: false,
          };
        }
        return { ...common, widget: 'language', value: lang };
      }
      // The same item in the other language, a blog post's category: one of the screen's choices by id.
      case 'reference':
        if (field.widget.source === 'translation' && translations) {
          return {
            ...common,
            widget: 'translation',
            value: typeof value === 'number' ? String(value) : '',
            ...translations,
            kind: kind.name,
          };
        }
        return choiceField();
      case 'select':
        return choiceField();
      case 'image': {
        const link = kind.translation;
        const alt = kind.fields.find((other) => other.name === `${name}Alt`)?.name;
        return {
          ...common,
          widget: 'image',
          value: typeof value === 'string' ? value : null,
          use: field.widget.use,
          optional: field.nullable,
          copy:
            link && alt && field.widget.use === 'cover' ? { kind: kind.name, from: link.field, alt } : null,
        };
      }
      case 'repeat': {
        const { item: itemFields, max } = field.widget;
        const row = (values: Record<string, unknown>) =>
          itemFields.map((sub) => specOf(`${path}.${sub.name}`, sub, values[sub.name]));
        const items = Array.isArray(value) ? value.filter(isRecord) : [];
        return { ...common, widget: 'repeat', items: items.map(row), blank: row({}), max, texts: 'slides' };
      }
      case 'group': {
        const values = isRecord(value) ? value : {};
        return {
          ...common,
          widget: 'group',
          fields: field.widget.item.map((sub) => specOf(`${path}.${sub.name}`, sub, values[sub.name])),
          optional: field.widget.optional,
          on: !field.widget.optional || isRecord(value),
          switchLabel: labels[`${path}.on`] ?? name,
        };
      }
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
    throw new Error(`The back office cannot edit the field ${kind.name}.${path} yet`);
  };
  const fields = kind.fields.map((field) => specOf(field.name, field, item?.values[field.name]));
  return {
    kind: kind.name,
    key: item?.key ?? null,
    version: item?.version ?? null,
    status: item?.status ?? null,
    publishedAt: item?.publishedAt ?? null,
    draft: item?.draft ?? null,
    live: kind.publication === 'live',
    document: kind.publication === 'document',
    lang,
    fields,
  };
}
