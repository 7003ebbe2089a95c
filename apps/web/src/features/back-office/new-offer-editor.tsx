'use client';

import { useRef } from 'react';
import type { DraftMaker } from './draft-maker';
import { type EditorOptions, OfferEditorForm } from './offer-editor-form';
import { PhotoManager } from './photo-manager';

/**
 * A new offer's first screen: its form and its photo manager, joined so that the first photos
 * make the draft from what the form holds (decision 061) instead of waiting for "Utwórz szkic".
 */
export function NewOfferEditor({ options }: { options: EditorOptions }) {
  const draftMaker = useRef<DraftMaker | null>(null);
  return (
    <>
      <OfferEditorForm offer={null} options={options} draftMaker={draftMaker} />
      <PhotoManager
        offerId={null}
        initial={[]}
        draft={() => draftMaker.current?.() ?? Promise.resolve(null)}
      />
    </>
  );
}
