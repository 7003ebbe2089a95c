/**
 * The service worker's code (served at /sw.js, scope '/'). Its caches carry the build id, so a new
 * deploy's worker differs byte for byte (the browser installs it), takes over at once (skipWaiting,
 * clients.claim) and deletes the previous build's caches.
 *
 * - /_next/static/*: cache first; file names are content hashes, so a hit is never stale.
 * - Page navigations: network first; a good HTML answer is kept (up to MAX_PAGES), and when the
 *   network is gone the kept copy is served, or the offline page of the visitor's language.
 * - Everything else (API calls, router data requests, media) goes to the network untouched.
 */
export function serviceWorkerSource(buildId: string): string {
  return `'use strict';
const VERSION = ${JSON.stringify(buildId)};
const STATIC_CACHE = 'static-' + VERSION;
const PAGES_CACHE = 'pages-' + VERSION;
const OFFLINE_PAGES = ['/offline', '/en/offline'];
const MAX_PAGES = 50;

function offlinePageFor(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/en/offline' : '/offline';
}

// The offline pages must render styled without a network: keep the assets they reference too.
async function precacheOfflinePages() {
  const pages = await caches.open(PAGES_CACHE);
  const assets = new Set();
  for (const path of OFFLINE_PAGES) {
    const response = await fetch(path, { cache: 'no-store' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    for (const match of html.matchAll(/\\/_next\\/static\\/[^"'\\s)<>]+/g)) assets.add(match[0]);
    await pages.put(path, response);
  }
  const statics = await caches.open(STATIC_CACHE);
  await Promise.all([...assets].map((asset) => statics.add(asset).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheOfflinePages().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== STATIC_CACHE && key !== PAGES_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  const kept = keys.filter((request) => !OFFLINE_PAGES.includes(new URL(request.url).pathname));
  for (const request of kept.slice(0, Math.max(0, kept.length - MAX_PAGES))) await cache.delete(request);
}

async function networkFirst(event, url) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(event.request);
    const html = (response.headers.get('content-type') || '').includes('text/html');
    if (response.ok && response.type === 'basic' && !response.redirected && html) {
      event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
    }
    return response;
  } catch (error) {
    const kept = await cache.match(event.request);
    if (kept) return kept;
    const offline = await cache.match(offlinePageFor(url.pathname));
    return offline || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' && !/^\\/panel(\\/|$)/.test(url.pathname)) {
    // The back office's pages are one person's and need the network: never kept (decision 029).
    event.respondWith(networkFirst(event, url));
  }
});
`;
}
