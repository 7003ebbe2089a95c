// How the site's server process is started (decision 025): its JavaScript heap is bounded, so a
// crawl of thousands of distinct URLs cannot grow it past what the machine planned for (the heap
// otherwise grows with the request rate and is never given back). The live set (Next, the page
// cache's 64 MB) stays well below it. package.json's `start:site` and deploy/ carry the same flag.
export const SITE_NODE_FLAGS = ['--max-old-space-size=384'];
