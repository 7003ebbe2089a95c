import { BackupError, backup, restore } from './backup/backup';
import { ConfigError, loadConfig } from './config/env';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`: the database that DATABASE_URL /
 * DATA_DIR select, with the media files (decision 023).
 */
async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    throw new BackupError('usage: npm run backup -- <new folder>  |  npm run restore -- <backup folder>');
  }
  const config = loadConfig();
  const manifest = command === 'backup' ? await backup(config, folder) : await restore(config, folder);
  console.log(
    `${command}: ${manifest.dialect} database and ${manifest.mediaFiles} media files ` +
      `${command === 'backup' ? 'written to' : 'restored from'} ${folder} (backup of ${manifest.createdAt})`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? (error as Error).message : `failed: ${String(error)}`);
  process.exit(1);
});
