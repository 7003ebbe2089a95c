import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 050: public links never prefetch. The rule lives in SiteLink; this keeps it there by
// finding any other module of the site that imports next/link (and so could prefetch again).
const src = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('SiteLink', () => {
  it('is the only module of the site that imports next/link', () => {
    const importers = sourceFiles(src)
      .filter((file) => /from ['"]next\/link['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(importers).toEqual([path.join('components', 'ui', 'site-link.tsx')]);
  });
});
