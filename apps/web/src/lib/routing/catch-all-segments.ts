/** `[[...x]]` params arrive as an array or not at all. */
export function rest(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
