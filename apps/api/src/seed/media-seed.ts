import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  agentPhotoUrl,
  articleImageUrl,
  groupImageUrl,
  OFFER_PHOTO_LARGEST,
  OFFER_PHOTO_WIDTHS,
  offerPhotoStem,
  offerPhotoUrl,
  slideUrl,
} from '../media/media-paths';
import { type MediaStore, mediaKey, putIfMissing } from '../media/media-store';
import { DEMO_AGENTS } from './agent-seed';
import { runLimited, writeIfMissing } from './media-files';
import { mapSvg, offerPhotoSvg, portraitSvg, skylineSvg } from './media-scenes';
import { OFFER_PHOTOS, type PoolPhoto } from './offer-photo-pool';

const SLIDE_SIZE = { width: 1600, height: 600 } as const;
const GROUP_IMAGE_SIZE = { width: 960, height: 540 } as const;
const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 } as const;
const AGENT_PHOTO_SIZE = 400;
export const GROUP_IMAGE_COUNT = 8;
const ARTICLE_IMAGE_COUNT = 12;
const SLIDE_COUNT = 3;

/**
 * Quality 80 at effort 2: the pictures are flat vector scenes, where higher effort buys a few
 * percent of bytes for several times the CPU, and the seed must stay within seconds on 2 cores.
 */
const WEBP = { quality: 80, effort: 2 } as const;

interface MediaReport {
  files: number;
  created: number;
  /** Images rendered now rather than copied from the render cache. */
  rendered: number;
  milliseconds: number;
}

/** One picture: its SVG and the files made from it (one, or one per offer-photo width). */
interface MediaJob {
  urls: string[];
  svg: () => string;
  widths: readonly number[] | null;
}

function single(url: string, svg: () => string): MediaJob {
  return { urls: [url], svg, widths: null };
}

/** Rasterised once at the largest size and scaled down, which is cheaper than rendering each width. */
function offerPhotoJob(photo: PoolPhoto): MediaJob {
  const stem = offerPhotoStem(photo.n);
  return {
    urls: OFFER_PHOTO_WIDTHS.map((w) => offerPhotoUrl(stem, w)),
    svg: () => offerPhotoSvg(photo, OFFER_PHOTO_LARGEST.width, OFFER_PHOTO_LARGEST.height),
    widths: OFFER_PHOTO_WIDTHS,
  };
}

async function render(job: MediaJob, svg: string): Promise<Buffer[]> {
  if (!job.widths) return [await sharp(Buffer.from(svg)).webp(WEBP).toBuffer()];
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return Promise.all(
    job.widths.map((w) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize(w, Math.round((w * info.height) / info.width))
        .webp(WEBP)
        .toBuffer(),
    ),
  );
}

/** Group images reuse the offer painters in a wide frame; the last two are a skyline and a map. */
function groupImageJob(n: number): MediaJob {
  const { width, height } = GROUP_IMAGE_SIZE;
  const photoNumbers = [2, 16, 9, 13, 20, 23];
  const photo = OFFER_PHOTOS.find((p) => p.n === photoNumbers[n - 1]);
  if (photo) return single(groupImageUrl(n), () => offerPhotoSvg(photo, width, height));
  return single(groupImageUrl(n), () =>
    n % 2 === 1 ? skylineSvg(100 + n, width, height, 'sunset') : mapSvg(100 + n, width, height),
  );
}

function articleImageJob(n: number): MediaJob {
  const { width, height } = ARTICLE_IMAGE_SIZE;
  const lights = ['day', 'sunset', 'overcast', 'dusk'] as const;
  if (n % 3 === 1)
    return single(articleImageUrl(n), () => skylineSvg(200 + n, width, height, lights[n % 4] ?? 'day'));
  if (n % 3 === 2) return single(articleImageUrl(n), () => mapSvg(200 + n, width, height));
  const photo = OFFER_PHOTOS[(n * 5) % OFFER_PHOTOS.length] as PoolPhoto;
  return single(articleImageUrl(n), () => offerPhotoSvg(photo, width, height));
}

export function mediaJobs(): MediaJob[] {
  const jobs: MediaJob[] = OFFER_PHOTOS.map(offerPhotoJob);
  DEMO_AGENTS.forEach((agent, i) => {
    jobs.push(single(agentPhotoUrl(i + 1), () => portraitSvg(agent.initials, i, AGENT_PHOTO_SIZE)));
  });
  const slideLights = ['day', 'sunset', 'dusk'] as const;
  for (let n = 1; n <= SLIDE_COUNT; n += 1) {
    jobs.push(
      single(slideUrl(n), () =>
        skylineSvg(n, SLIDE_SIZE.width, SLIDE_SIZE.height, slideLights[n - 1] ?? 'day'),
      ),
    );
  }
  for (let n = 1; n <= GROUP_IMAGE_COUNT; n += 1) jobs.push(groupImageJob(n));
  for (let n = 1; n <= ARTICLE_IMAGE_COUNT; n += 1) jobs.push(articleImageJob(n));
  return jobs;
}

/**
 * Rendered images are kept in a machine-wide cache under the OS temp directory, keyed by a hash of
 * the SVG, the sizes and the encoder: every API test file seeds a fresh data directory, and
 * copying 2 MB beats re-rendering for 2 s on a shared 2-core machine. A changed painter changes
 * the SVG and therefore the key, so a stale picture is never reused.
 */
// Per user and private (0700), so another account on the machine cannot plant pictures in it.
const CACHE_DIR = path.join(os.tmpdir(), `estate-demo-media-cache-${process.getuid?.() ?? 'user'}`);

function cacheKey(job: MediaJob, svg: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ svg, widths: job.widths, webp: WEBP, sharp: sharp.versions }))
    .digest('hex')
    .slice(0, 32);
}

async function readCached(files: readonly string[]): Promise<Buffer[] | null> {
  try {
    return await Promise.all(files.map((file) => fs.readFile(file)));
  } catch {
    return null;
  }
}

/** The job's images from the cache, or rendered (and cached) when the cache lacks them. */
async function produce(job: MediaJob): Promise<{ buffers: Buffer[]; rendered: boolean }> {
  const svg = job.svg();
  const key = cacheKey(job, svg);
  const cached = job.urls.map((_, i) => path.join(CACHE_DIR, `${key}-${i}.webp`));
  const hit = await readCached(cached);
  if (hit) return { buffers: hit, rendered: false };
  const buffers = await render(job, svg);
  await fs.mkdir(CACHE_DIR, { recursive: true, mode: 0o700 }).catch(() => undefined);
  // A read-only or full temp directory only costs the next run a render; the seed goes on.
  await Promise.all(cached.map((file, i) => writeIfMissing(file, async () => buffers[i] as Buffer))).catch(
    () => undefined,
  );
  return { buffers, rendered: true };
}

/** Stores the demo images that are missing from the media store; those already there are kept. */
export async function seedMedia(media: MediaStore): Promise<MediaReport> {
  const started = performance.now();
  const jobs = mediaJobs();
  let created = 0;
  let rendered = 0;
  await runLimited(
    jobs.map((job) => async () => {
      const keys = job.urls.map(mediaKey);
      const sizes = await Promise.all(keys.map((key) => media.size(key)));
      if (sizes.every((size) => size !== undefined)) return;
      const result = await produce(job);
      if (result.rendered) rendered += 1;
      await Promise.all(
        keys.map(async (key, i) => {
          const stored = await putIfMissing(media, key, async () => result.buffers[i] as Buffer);
          if (stored.created) created += 1;
        }),
      );
    }),
    // One render per core: libvips already spreads each image over threads.
    Math.max(1, Math.min(4, os.availableParallelism())),
  );
  return {
    files: jobs.reduce((sum, job) => sum + job.urls.length, 0),
    created,
    rendered,
    milliseconds: Math.round(performance.now() - started),
  };
}
