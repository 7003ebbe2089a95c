const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/**
 * Error texts of SMTP servers quote recipients ('550 5.1.1 <jan@x.pl>: User unknown'); logs and
 * stored errors keep the reason but not the address.
 */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

/** An error as one short line without addresses, for `last_error` and logs. */
export function describeError(error: unknown, maxLength = 500): string {
  const base = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown })?.code;
  const line = redactAddresses(typeof code === 'string' && !base.includes(code) ? `${code}: ${base}` : base)
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
