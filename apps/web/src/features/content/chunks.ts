import 'server-only';
import type { ContentChunk } from '@estate/domain/api/content-responses';
import type { Language } from '@estate/domain/language';
import { cache } from 'react';
import { getAllChunks } from '@/lib/api/api-client';

/** The chunk names the shell reads (SPEC §2 Footer, §9 structured data). */
export type ChunkName =
  | 'footer-address'
  | 'footer-sales-hours'
  | 'footer-free-line'
  | 'footer-paid-line'
  | 'footer-sales-email'
  | 'customer-phone';

export type Chunk = ContentChunk['attributes'];

/** Chunks change rarely and every page needs them: one API call a minute, not one per page view. */
const FRESH_MS = 60_000;
let stored: { at: number; chunks: readonly Chunk[] } | undefined;

/**
 * All content chunks (GET /api/chunks). A failing API must not take every page down with it: the
 * last good answer is kept, and with none the footer shows its fallbacks.
 */
export const getChunks = cache(async (): Promise<readonly Chunk[]> => {
  if (stored && Date.now() - stored.at < FRESH_MS) return stored.chunks;
  try {
    stored = { at: Date.now(), chunks: await getAllChunks() };
    return stored.chunks;
  } catch (error) {
    console.error('site: GET /api/chunks failed, footer texts fall back', error);
    return stored?.chunks ?? [];
  }
});

/** SPEC §3 Content chunk: looked up by name and language; empty when missing. */
export function chunkContent(chunks: readonly Chunk[], name: ChunkName, lang: Language): string {
  return chunks.find((chunk) => chunk.name === name && chunk.lang === lang)?.content ?? '';
}
