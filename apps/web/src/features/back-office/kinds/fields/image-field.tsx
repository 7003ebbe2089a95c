'use client';

import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from './field-error';
import { SiteImageField } from './site-image-field';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of an item answer (`{ data: { values } }`), read without zod: only two texts are taken. */
const valuesOf = (json: unknown): Record<string, unknown> =>
  isRecord(json) && isRecord(json.data) && isRecord(json.data.values) ? json.data.values : {};

/**
 * A kind's stored image (a group's, an article's cover), uploaded to the media store by the site's
 * image field; its path travels with the form in a hidden value (empty: none). With `copy` (issue
 * 35), a button takes the cover of the item chosen as the translation, and its alt text when this
 * one's is empty (to be translated: the field says so).
 */
export function ImageField({
  name,
  value,
  use,
  optional = true,
  copy,
  // The site's image field says its own hint (the sizes it takes).
  hint: _hint,
  ...labelled
}: WidgetProps & {
  value: string | null;
  use: 'group' | 'cover' | 'slide' | 'popup';
  /** Whether the image may be removed (a slide needs one). */
  optional?: boolean;
  copy: { kind: string; from: string; alt: string } | null;
}) {
  const t = useTranslations('backOffice.kinds.copyCover');
  const [path, setPath] = useState(value);
  const [said, setSaid] = useState('');
  const hidden = useRef<HTMLInputElement>(null);
  const change = (next: string | null) => {
    flushSync(() => setPath(next));
    // The form's autosave and unsaved-changes guard follow its controls' changes.
    hidden.current?.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const copyFromTranslation = async () => {
    const form = hidden.current?.form;
    const linked = form?.elements.namedItem(copy?.from ?? '');
    const key = linked instanceof HTMLSelectElement ? linked.value : '';
    if (!copy || !form || key === '') {
      setSaid(t('none'));
      return;
    }
    try {
      const response = await fetch(kindPaths(copy.kind).item(key), { credentials: 'same-origin' });
      const values = response.ok ? valuesOf(await response.json()) : {};
      const image = values[name];
      if (typeof image !== 'string') {
        setSaid(t('noCover'));
        return;
      }
      change(image);
      const alt = form.elements.namedItem(copy.alt);
      const theirs = values[copy.alt];
      if (alt instanceof HTMLTextAreaElement && alt.value.trim() === '' && typeof theirs === 'string') {
        alt.value = theirs;
        alt.dispatchEvent(new Event('input', { bubbles: true }));
        setSaid(t('copiedWithAlt'));
      } else setSaid(t('copied'));
    } catch {
      setSaid(t('failed'));
    }
  };

  return (
    <>
      <SiteImageField {...labelled} kind={use} value={path} onChange={change} optional={optional} />
      {copy && (
        <div className="bo-field">
          <button type="button" className="bo-button bo-button--secondary" onClick={copyFromTranslation}>
            {t('button')}
          </button>
          <p role="status" className="bo-field__hint">
            {said}
          </p>
        </div>
      )}
      <input ref={hidden} type="hidden" name={name} value={path ?? ''} />
    </>
  );
}
