/**
 * A text's key for sorting in Polish alphabetical order by plain byte comparison (issue 35,
 * decision 062 "Sorting text"): SQLite compares text by bytes (BINARY) and PostgreSQL does under
 * `COLLATE "C"`, so a column holding this key sorts alike on both and an index on it serves the
 * sort, where each database's own collation differs (SQLite has no Polish one; PostgreSQL's
 * depends on the server's locale). One printable ASCII character per letter: case is ignored, the
 * Polish letters take their place in the alphabet ("Łódź" after "Lublin", "Ćmielów" after
 * "Cieszyn"), another language's accented letter counts as its base letter ("Müller" as "Muller"),
 * digits come before letters, and a run of spaces or punctuation is one space, before everything.
 */
const ALPHABET = [...'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż'];
/** The Polish alphabet's 35 letters as `A` (0x41) to `c` (0x63), in its order. */
const LETTER_KEYS = new Map(ALPHABET.map((letter, i) => [letter, String.fromCharCode(0x41 + i)]));
/** A letter of another script: after every Latin letter. */
const OTHER_LETTER = '~';
/** Enough to order any title (at most 200 characters) or name; the key's column and index stay small. */
const SORT_KEY_LENGTH = 200;

function keyOfCharacter(character: string): string {
  const known = LETTER_KEYS.get(character);
  if (known !== undefined) return known;
  if (character >= '0' && character <= '9') return character;
  // An accented letter of another language (é, ü, ř): its base letter, if that is one of ours.
  const base = LETTER_KEYS.get(character.normalize('NFD').charAt(0));
  if (base !== undefined) return base;
  return /\p{L}/u.test(character) ? OTHER_LETTER : ' ';
}

export function polishSortKey(text: string): string {
  let key = '';
  for (const character of text.toLocaleLowerCase('pl')) {
    const next = keyOfCharacter(character);
    // Spaces and punctuation between words are one separator, none at the start.
    if (next === ' ' && (key === '' || key.endsWith(' '))) continue;
    key += next;
    if (key.length >= SORT_KEY_LENGTH) break;
  }
  return key.trimEnd();
}
