'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SiteImageField } from '../../site-image-field';

/**
 * A kind's stored image (a group's), uploaded to the media store by the site's image field; its path
 * travels with the form in a hidden value (empty: none).
 */
export function ImageField({
  id,
  name,
  label,
  value,
  use,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  use: 'group';
  error: string | undefined;
}) {
  const [path, setPath] = useState(value);
  const hidden = useRef<HTMLInputElement>(null);
  return (
    <>
      <SiteImageField
        id={id}
        kind={use}
        label={label}
        value={path}
        onChange={(next) => {
          flushSync(() => setPath(next));
          // The form's autosave and unsaved-changes guard follow its controls' changes.
          hidden.current?.dispatchEvent(new Event('change', { bubbles: true }));
        }}
        error={error}
        optional
      />
      <input ref={hidden} type="hidden" name={name} value={path ?? ''} />
    </>
  );
}
