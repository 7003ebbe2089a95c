/**
 * An item id from the path: digits only, no sign or leading zero, within the API's integer range;
 * anything else is null (the page answers 404 without asking the API).
 */
export function parseItemId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
