import 'server-only';
import type { ContentChunk } from '@estate/domain/api/content-responses';
import type { Language } from '@estate/domain/language';
import { cache } from 'react';
import { getAllChunks, getContentVersion } from '@/lib/api/api-client';
import { createChunkKeeper } from './chunk-keeper';

/** The chunk names the shell reads (SPEC §2 Footer, §9 structured data). */
export type ChunkName =
  | 'footer-address'
  | 'footer-sales-hours'
  | 'footer-free-line'
  | 'footer-paid-line'
  | 'footer-sales-email'
  | 'customer-phone';

export type Chunk = ContentChunk['attributes'];

/** The content version, or null when the API cannot say (the kept chunks then stay their minute). */
async function contentVersion(): Promise<number | null> {
  try {
    return await getContentVersion();
  } catch {
    return null;
  }
}

/**
 * All content chunks (GET /api/chunks). Chunks change rarely and every page needs them: kept a
 * minute, but read again within a second of an edit in the back office, which moves the content
 * change version (decision 038; the page cache follows the same version and clears twice, decision
 * 030). A failing API must not take every page down with it: the last good answer is kept, and
 * with none the footer shows its fallbacks.
 */
export const getChunks = cache(
  createChunkKeeper<Chunk>({
    readVersion: contentVersion,
    readChunks: getAllChunks,
    freshMs: 60_000,
    checkMs: 1_000,
    onError: (error) => console.error('site: GET /api/chunks failed, footer texts fall back', error),
  }),
);

/** SPEC §3 Content chunk: looked up by name and language; empty when missing. */
export function chunkContent(chunks: readonly Chunk[], name: ChunkName, lang: Language): string {
  return chunks.find((chunk) => chunk.name === name && chunk.lang === lang)?.content ?? '';
}
