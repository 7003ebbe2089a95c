import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { S3MediaStore } from '../media/s3-media-store';
import { insertOffer } from '../testing/offer-factory';
import { startS3Server } from '../testing/s3-test-server';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { BackupError, backup, restore } from './backup';

describe.each(testDialects())('backup and restore on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);
  const folders: string[] = [];
  const newFolder = () => {
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'estate-backup-')), 'backup');
    folders.push(path.dirname(folder));
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  const tipis = async () =>
    (await ctx.database.db.selectFrom('offers').select('tipi').orderBy('tipi').execute()).map(
      (row) => row.tipi,
    );

  it('round-trips the database and the media files', async () => {
    const { database, testDb } = ctx;
    const config = { database: testDb.database, dataDir: testDb.dataDir };
    await migrateToLatest(database.db);
    await insertOffer(database.db, { tipi: 'B-001', title_pl: 'Działka w Łodzi', photos: 0 });
    await insertOffer(database.db, { tipi: 'B-002', photos: 0 });
    const photo = path.join(testDb.dataDir, 'media', 'offers', 'b-001', 'main.webp');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, 'photo bytes');

    const folder = newFolder();
    const manifest = await backup(config, folder);
    expect(manifest).toMatchObject({ format: 1, dialect, mediaFiles: 1 });
    // A second backup into the same folder would mix two: refused.
    await expect(backup(config, folder)).rejects.toBeInstanceOf(BackupError);

    // What the restore must undo: a lost offer, a new one, a changed and a new file.
    await database.db.deleteFrom('offers').where('tipi', '=', 'B-002').execute();
    await insertOffer(database.db, { tipi: 'B-003', photos: 0 });
    fs.writeFileSync(photo, 'overwritten');
    fs.writeFileSync(path.join(testDb.dataDir, 'media', 'stray.txt'), 'x');
    expect(await tipis()).toEqual(['B-001', 'B-003']);

    // The API is stopped for a restore: this test's connections are closed and opened again.
    await database.close();
    expect(await restore(config, folder)).toMatchObject({ createdAt: manifest.createdAt });
    ctx.database = testDb.open();
    expect(await tipis()).toEqual(['B-001', 'B-002']);
    const title = await ctx.database.db
      .selectFrom('offers')
      .where('tipi', '=', 'B-001')
      .select('title_pl')
      .executeTakeFirst();
    expect(title?.title_pl).toBe('Działka w Łodzi');
    expect(fs.readFileSync(photo, 'utf8')).toBe('photo bytes');
    expect(fs.existsSync(path.join(testDb.dataDir, 'media', 'stray.txt'))).toBe(false);
  });

  it('refuses a folder that is not a backup, or one of the other database kind', async () => {
    const config = { database: ctx.testDb.database, dataDir: ctx.testDb.dataDir };
    const empty = newFolder();
    fs.mkdirSync(empty);
    await expect(restore(config, empty)).rejects.toThrow(/not a backup/);
    const other = newFolder();
    fs.mkdirSync(other);
    const otherKind = dialect === 'sqlite' ? 'postgres' : 'sqlite';
    fs.writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ format: 1, dialect: otherKind }));
    await expect(restore(config, other)).rejects.toThrow(new RegExp(`${otherKind} backup`));
  });
});

describe('backup and restore of media in an S3-compatible bucket', () => {
  const ctx = useTestDatabase('sqlite');

  it('copies every object out and makes the bucket hold exactly those again', async () => {
    const s3 = await startS3Server();
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'estate-backup-')), 'backup');
    try {
      const config = { database: ctx.testDb.database, dataDir: ctx.testDb.dataDir, media: s3.mediaConfig() };
      await migrateToLatest(ctx.database.db);
      const store = new S3MediaStore(s3.mediaConfig());
      await store.put('offers/b-001-960.webp', Buffer.from('photo bytes'));
      await store.put('documents/plan.pdf', Buffer.from('%PDF plan'));

      expect(await backup(config, folder)).toMatchObject({ mediaFiles: 2 });
      expect(fs.readFileSync(path.join(folder, 'media', 'offers', 'b-001-960.webp'), 'utf8')).toBe(
        'photo bytes',
      );

      await store.put('offers/b-001-960.webp', Buffer.from('overwritten'));
      await store.delete('documents/plan.pdf');
      await store.put('offers/stray.webp', Buffer.from('x'));
      await ctx.database.close();
      await restore(config, folder);
      ctx.database = ctx.testDb.open();

      const keys: string[] = [];
      for await (const key of store.keys()) keys.push(key);
      expect(keys.sort()).toEqual(['documents/plan.pdf', 'offers/b-001-960.webp']);
      expect((await store.read('offers/b-001-960.webp'))?.toString()).toBe('photo bytes');
    } finally {
      await s3.stop();
      fs.rmSync(path.dirname(folder), { recursive: true, force: true });
    }
  }, 60_000);
});
