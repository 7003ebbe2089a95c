import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import type { Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import {
  CLIENT_SCOPES,
  type ClientScope,
  clientMessages,
  formTexts,
  type MessageTree,
} from './client-messages';

const CATALOGUES = [pl as unknown as Messages, en as unknown as Messages];
const SCOPES = Object.keys(CLIENT_SCOPES) as ClientScope[];

/** Every text of a tree, by its dotted key. */
function texts(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : texts(value, `${prefix}${name}.`),
  );
}

describe('clientMessages', () => {
  it("gives every page the shell's texts and no form errors, no page's parts, no back-office texts (decision 050)", () => {
    for (const catalogue of CATALOGUES) {
      const shell = clientMessages(catalogue, ['shell']);
      expect(Object.keys(shell).sort()).toEqual(
        [
          'consent',
          'errors',
          'feedback',
          'footer',
          'header',
          'loader',
          'network',
          'notifications',
          'offers',
        ].sort(),
      );
      expect(texts(shell).map(([key]) => key)).not.toContainEqual(
        expect.stringMatching(/^(errorCodes|forms|backOffice)\./),
      );
      expect(shell.offers).toEqual({ compare: { link: catalogue.offers.compare.link } });
      // About 3 KB instead of the 18 KB every page carried before.
      expect(JSON.stringify(shell).length).toBeLessThan(4_000);
    }
  });

  it("names only texts both catalogues have, and a page's scopes add to the shell's", () => {
    for (const catalogue of CATALOGUES)
      for (const scope of SCOPES) expect(texts(clientMessages(catalogue, [scope])).length).toBeGreaterThan(0);
    const page = clientMessages(pl as unknown as Messages, ['offerControls', 'offerPage']);
    expect(page.offers).toMatchObject({
      addFavourite: pl.offers.addFavourite,
      compare: { add: pl.offers.compare.add },
    });
    expect(page.offer).toMatchObject({ gallery: pl.offer.gallery, print: pl.offer.print });
  });

  it("loads the public site's error codes with a form, none of the back office's", () => {
    const loaded = formTexts(pl as unknown as Messages);
    const codes = loaded.errorCodes as MessageTree;
    expect(codes.required).toBe(pl.errorCodes.required);
    for (const code of STAFF_ERROR_CODES) expect(Object.keys(codes)).not.toContain(code);
    expect(Object.keys(loaded)).not.toContain('backOffice');
  });

  it('asks the browser for no number or date formatting (its first Intl formatter costs ~350 ms on a slow phone)', () => {
    // The lists' counts are written by server components (offer-list-page, special-offer-pages):
    // the server formats "Ponad 10 000 ofert" with its own Intl.
    for (const catalogue of CATALOGUES) {
      const sent = [...texts(clientMessages(catalogue, SCOPES)), ...texts(formTexts(catalogue))];
      // next-intl formats a plural's '#' and a {x, number|date|time} argument with Intl in the
      // browser; a plain {x} is written with String() (decision 050).
      const formatting = sent.filter(
        ([, text]) =>
          (text.includes('plural,') && text.includes('#')) ||
          /\{\s*\w+\s*,\s*(number|date|time)\b/.test(text),
      );
      expect(formatting).toEqual([]);
    }
  });
});
