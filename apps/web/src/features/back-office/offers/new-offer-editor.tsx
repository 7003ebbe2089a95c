'use client';

import { useRef } from 'react';
import { MediaManager } from '../media/media-manager';
import type { DraftMaker } from './draft-maker';
import { type EditorOptions, OfferEditorForm } from './offer-editor-form';

/**
 * A new offer's first screen: its form, its photo manager and its document manager, joined so that
 * the first photo or document makes the draft from what the form holds (decision 061) instead of
 * waiting for "Utwórz szkic"; whichever comes first makes it, the other then sends to it.
 */
export function NewOfferEditor({ options }: { options: EditorOptions }) {
  const draftMaker = useRef<DraftMaker | null>(null);
  const draft: DraftMaker = (reason) => draftMaker.current?.(reason) ?? Promise.resolve(null);
  return (
    <>
      <OfferEditorForm offer={null} options={options} draftMaker={draftMaker} />
      <MediaManager kind="photos" offerId={null} version={null} initial={[]} draft={draft} />
      <MediaManager kind="documents" offerId={null} version={null} initial={[]} draft={draft} />
    </>
  );
}
