import { VOIVODESHIP_KEYS, type VoivodeshipKey } from '@estate/domain/voivodeships';

/**
 * SPEC §4 voivodeship picker: "'Check all' ticks every voivodeship. Unticking it clears all." The
 * selection is a list of keys in the register's order; the form sends it with joinVoivodeshipNames.
 */
export type VoivodeshipSelection = readonly VoivodeshipKey[];

export function toggleVoivodeship(
  selection: VoivodeshipSelection,
  key: VoivodeshipKey,
  checked: boolean,
): VoivodeshipSelection {
  const chosen = new Set(selection);
  if (checked) chosen.add(key);
  else chosen.delete(key);
  return VOIVODESHIP_KEYS.filter((k) => chosen.has(k));
}

/** The 'check all' box: ticked selects all 16, unticked clears the selection. */
export function checkAllVoivodeships(checked: boolean): VoivodeshipSelection {
  return checked ? [...VOIVODESHIP_KEYS] : [];
}

/** 'Check all' reads as ticked exactly when all 16 are. */
export function allVoivodeshipsChecked(selection: VoivodeshipSelection): boolean {
  return VOIVODESHIP_KEYS.every((key) => selection.includes(key));
}

/**
 * The selection as a form value and back: keys joined by commas ('dolnoslaskie,slaskie'). The form
 * turns it into Polish names (joinVoivodeshipNames) only when it checks and sends.
 */
export function selectionToValue(selection: VoivodeshipSelection): string {
  return selection.join(',');
}

export function selectionFromValue(value: string): VoivodeshipSelection {
  const keys = new Set(value.split(','));
  return VOIVODESHIP_KEYS.filter((key) => keys.has(key));
}
