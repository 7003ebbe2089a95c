'use client';

import type { Language } from '@estate/domain/language';
import { isAnyErrorCode } from '@estate/domain/staff-error-codes';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RichTextField } from '../../forms/rich-text-field';
import type { WidgetProps } from './field-error';
import { uploadTextImage } from './upload-content-image';

/**
 * A kind's rich text; with `images` (an article's text), the toolbar's image button uploads a
 * picture to the media store and the field asks its alt text. A refused upload is said under the
 * field until the next one.
 */
export function RichTextKindField({
  value,
  images,
  error,
  ...widget
}: WidgetProps & {
  lang: Language;
  value: string;
  images: boolean;
}) {
  const te = useTranslations('errorCodes');
  const [refused, setRefused] = useState<string | null>(null);
  const upload = async (file: File): Promise<string | null> => {
    setRefused(null);
    const result = await uploadTextImage(file);
    if ('path' in result) return result.path;
    setRefused(te(isAnyErrorCode(result.refused) ? result.refused : 'internal_error'));
    return null;
  };
  return (
    <RichTextField
      {...widget}
      defaultValue={value}
      error={refused ?? error}
      uploadImage={images ? upload : undefined}
    />
  );
}
