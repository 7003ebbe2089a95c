import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of biome.json (docs/decisions/028): app -> features -> components/ui -> lib in the
 * site, domain <- api and domain <- web between packages. Each case lints a one-line file at a path
 * in a scratch copy of the repository's Biome configuration, so the rule is shown to fail on a wrong
 * import (and to let a right one through) without touching the working tree.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-imports-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The scratch folder is no git checkout and has no node_modules beside it.
  config.vcs = { enabled: false };
  delete config.$schema;
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The noRestrictedImports diagnostics Biome reports for `source` placed at `file`. */
function restrictedImports(file: string, specifier: string): string[] {
  const full = path.join(scratch, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, `import { value } from '${specifier}';\n\nexport const copy = value;\n`);
  try {
    execFileSync(biome, ['lint', '--reporter=json', file], { cwd: scratch, encoding: 'utf8', stdio: 'pipe' });
    return [];
  } catch (error) {
    const { stdout } = error as { stdout: string };
    const report = JSON.parse(stdout) as { diagnostics: { category: string }[] };
    return report.diagnostics
      .map((diagnostic) => diagnostic.category)
      .filter((category) => category === 'lint/style/noRestrictedImports');
  } finally {
    fs.rmSync(full);
  }
}

describe('layer import rules', () => {
  it.each([
    ['apps/web/src/lib/seo/probe.ts', '@/features/offers/offer-api'],
    ['apps/web/src/lib/seo/probe.ts', '../../features/offers/offer-api'],
    ['apps/web/src/lib/seo/probe.ts', '@/components/ui/pagination'],
    ['apps/web/src/i18n/probe.ts', '@/features/shell/loader-store'],
    ['apps/web/src/components/ui/probe.tsx', '@/features/offers/offer-tile'],
    ['apps/web/src/components/ui/probe.tsx', '@/app/[lang]/layout'],
    ['apps/web/src/features/offers/probe.tsx', '@/app/[lang]/layout'],
    ['apps/web/src/features/offers/probe.tsx', '../../../../api/src/app'],
    ['apps/web/src/features/offers/probe.tsx', '../../../server/page-cache/page-cache'],
    ['apps/web/server/probe.ts', '../src/features/shell/loader-store'],
    ['apps/api/src/routes/probe.ts', '../../../web/src/lib/seo/json-ld'],
    ['packages/domain/src/probe.ts', '../../../apps/api/src/app'],
    ['packages/domain/src/probe.ts', 'next/navigation'],
    ['packages/domain/src/probe.ts', 'kysely'],
  ])('refuses %s importing %s', { timeout: 60_000 }, (file, specifier) => {
    expect(restrictedImports(file, specifier)).toEqual(['lint/style/noRestrictedImports']);
  });

  it.each([
    ['apps/web/src/app/[lang]/probe.tsx', '@/features/offers/offer-list-page'],
    ['apps/web/src/features/offers/probe.tsx', '@/features/favourites/favourite-toggle'],
    ['apps/web/src/features/offers/probe.tsx', '@/components/ui/pagination'],
    ['apps/web/src/components/ui/probe.tsx', '@/lib/seo/json-ld'],
    ['apps/web/src/lib/seo/probe.ts', '@estate/domain/routes'],
    ['apps/web/server/probe.ts', '../src/lib/security/content-security-policy'],
    ['packages/domain/src/probe.test.ts', 'node:fs'],
  ])('lets %s import %s', { timeout: 60_000 }, (file, specifier) => {
    expect(restrictedImports(file, specifier)).toEqual([]);
  });
});
