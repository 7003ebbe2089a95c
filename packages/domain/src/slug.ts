/** 'Łódź' -> 'lodz', 'Bielsko-Biała' -> 'bielsko-biala': ASCII, lower case, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
