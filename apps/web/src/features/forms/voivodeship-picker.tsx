'use client';

import type { Language } from '@estate/domain/language';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type VoivodeshipPickerTexts, VoivodeshipPickerView } from './voivodeship-picker-view';
import { checkAllVoivodeships, toggleVoivodeship, type VoivodeshipSelection } from './voivodeship-selection';

interface Props {
  lang: Language;
  texts: VoivodeshipPickerTexts;
  selection: VoivodeshipSelection;
  onChange: (selection: VoivodeshipSelection) => void;
  disabled?: boolean;
  /** The API's bad_voivodeshipID message, tied to the trigger. */
  error?: string;
  /** Opens at once: the trigger was clicked before the footer's form had loaded. */
  initiallyOpen?: boolean;
}

/**
 * SPEC §4 voivodeship picker: a trigger showing the count opens a panel over a backdrop; the trigger,
 * the backdrop, the panel's button and Escape close it. A disclosure, not a dialog: the page stays
 * usable, Tab leaves the panel as it would any list of checkboxes.
 */
export function VoivodeshipPicker({
  lang,
  texts,
  selection,
  onChange,
  disabled,
  error,
  initiallyOpen,
}: Props) {
  const [open, setOpen] = useState(initiallyOpen === true);
  const trigger = useRef<HTMLButtonElement>(null);
  const checkAll = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) checkAll.current?.focus();
  }, [open]);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <VoivodeshipPickerView
      lang={lang}
      texts={texts}
      selection={selection}
      open={open}
      disabled={disabled}
      error={error}
      live={{
        triggerRef: trigger,
        checkAllRef: checkAll,
        onKeyDown,
        onToggle: () => setOpen((value) => !value),
        onClose: close,
        onCheckAll: (checked) => onChange(checkAllVoivodeships(checked)),
        onCheck: (key, checked) => onChange(toggleVoivodeship(selection, key, checked)),
      }}
    />
  );
}
