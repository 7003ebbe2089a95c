/**
 * SPEC §2/§8: a code chunk that fails to load (an old page asking for files a new deploy replaced)
 * forces a full reload. These are the shapes browsers and bundlers report it in.
 */
const CHUNK_FAILURE = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const name = typeof reason === 'object' && 'name' in reason ? String(reason.name) : '';
  const message =
    typeof reason === 'object' && 'message' in reason
      ? String(reason.message)
      : typeof reason === 'string'
        ? reason
        : '';
  return name === 'ChunkLoadError' || CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

/** A reload that fails the same way again must not loop: at most one per this many ms. */
const CHUNK_RELOAD_COOLDOWN_MS = 10_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_COOLDOWN_MS;
}
