import { joinVoivodeshipNames } from '@estate/domain/newsletter';
import { voivodeshipCountText } from '@estate/domain/voivodeship-count';
import { describe, expect, it } from 'vitest';
import {
  allVoivodeshipsChecked,
  checkAllVoivodeships,
  selectionFromValue,
  selectionToValue,
  toggleVoivodeship,
} from './voivodeship-selection';

describe('voivodeship picker selection (SPEC §4)', () => {
  it('ticks and unticks one voivodeship, kept in the register order', () => {
    let selection = toggleVoivodeship([], 'slaskie', true);
    selection = toggleVoivodeship(selection, 'dolnoslaskie', true);
    selection = toggleVoivodeship(selection, 'slaskie', true);
    expect(selection).toEqual(['dolnoslaskie', 'slaskie']);
    expect(toggleVoivodeship(selection, 'slaskie', false)).toEqual(['dolnoslaskie']);
  });

  it("'check all' ticks all 16 and unticking it clears all", () => {
    const all = checkAllVoivodeships(true);
    expect(all).toHaveLength(16);
    expect(allVoivodeshipsChecked(all)).toBe(true);
    expect(checkAllVoivodeships(false)).toEqual([]);
  });

  it("'check all' reads as ticked only while every one is", () => {
    const all = checkAllVoivodeships(true);
    const fifteen = toggleVoivodeship(all, 'opolskie', false);
    expect(allVoivodeshipsChecked(fifteen)).toBe(false);
    expect(allVoivodeshipsChecked(toggleVoivodeship(fifteen, 'opolskie', true))).toBe(true);
    expect(allVoivodeshipsChecked([])).toBe(false);
  });

  it('serialises as comma-joined Polish names and counts with the right plural', () => {
    const selection = toggleVoivodeship(toggleVoivodeship([], 'lodzkie', true), 'warminskomazurskie', true);
    expect(joinVoivodeshipNames(selection)).toBe('łódzkie,warmińsko-mazurskie');
    expect(voivodeshipCountText(selection.length, 'pl')).toBe('Wybrano 2 województwa');
    expect(voivodeshipCountText(checkAllVoivodeships(true).length, 'pl')).toBe('Wybrano 16 województw');
    expect(voivodeshipCountText(1, 'en')).toBe('Chosen 1 voivodeship');
  });

  it('keeps the selection in the form as comma-joined keys, read back in register order', () => {
    expect(selectionToValue(['dolnoslaskie', 'slaskie'])).toBe('dolnoslaskie,slaskie');
    expect(selectionFromValue('slaskie,dolnoslaskie,atlantyda')).toEqual(['dolnoslaskie', 'slaskie']);
    expect(selectionFromValue('')).toEqual([]);
    expect(selectionFromValue(selectionToValue(checkAllVoivodeships(true)))).toHaveLength(16);
  });
});
