/**
 * Keeps the content chunks between page renders (decision 038): read again after `freshMs`, or as
 * soon as the content change version moved (asked at most every `checkMs`), so an edit in the back
 * office shows within seconds while a quiet site asks the API for its chunks once a minute. A
 * failing read keeps the last good chunks (none at first: the footer shows its fallbacks).
 */
export function createChunkKeeper<T>({
  readVersion,
  readChunks,
  freshMs,
  checkMs,
  now = Date.now,
  onError,
}: {
  /** The content version; null when the API cannot say (the kept chunks then stay their time). */
  readVersion: () => Promise<number | null>;
  readChunks: () => Promise<readonly T[]>;
  freshMs: number;
  checkMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): () => Promise<readonly T[]> {
  let stored: { at: number; checkedAt: number; version: number | null; chunks: readonly T[] } | undefined;
  return async () => {
    const at = now();
    if (stored && at - stored.at < freshMs) {
      if (at - stored.checkedAt < checkMs) return stored.chunks;
      stored.checkedAt = at;
      const version = await readVersion();
      if (version === null || version === stored.version) return stored.chunks;
    }
    try {
      // The version first: chunks read after it are at least that new.
      const version = await readVersion();
      stored = { at, checkedAt: at, version, chunks: await readChunks() };
      return stored.chunks;
    } catch (error) {
      onError?.(error);
      return stored?.chunks ?? [];
    }
  };
}
