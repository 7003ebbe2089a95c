import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made zip: its bytes as stored, and what the headers say about them. */
interface CraftedEntry {
  name: string;
  /** The bytes as stored in the zip (deflated unless `method` is 0). */
  stored: Buffer;
  /** 8: deflate (the default), 0: stored. */
  method?: 0 | 8;
  /** The unpacked size both headers declare: true or not, as the test wants. */
  declaredSize: number;
  crc?: number;
}

/** An entry of real content, deflated, its size told truly. */
export function deflatedEntry(name: string, content: string | Buffer): CraftedEntry {
  const bytes = Buffer.from(content);
  return { name, stored: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) };
}

/**
 * `bytes` zeros deflated, streamed so the test never holds them (1 GiB packs to about 1 MB: deflate
 * cannot do better than about 1,030 to 1).
 */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length) {
    const chunk = left >= zeros.length ? zeros : zeros.subarray(0, left);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A zip (PKWARE APPNOTE 4.3) written byte by byte, so a test can make its headers lie: the local
 * header and the central directory both carry each entry's `declaredSize`.
 */
export function craftedZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.method ?? 8;
    const crc = entry.crc ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.stored.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.stored);
    centrals.push(central, name);
    offset += local.length + name.length + entry.stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
