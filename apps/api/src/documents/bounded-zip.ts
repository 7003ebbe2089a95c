import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/**
 * Unpacking an uploaded zip with hard limits on what it really holds (issue 32), before any parser
 * sees it. A zip's headers say how large each entry unpacks, but nothing makes them true: a 1 MB
 * upload may say 100 bytes and unpack to 1 GiB. So each entry is inflated with its declared size as
 * the hard cap on its real output (zlib stops there), the declared sizes together are bounded first,
 * and the parser gets a zip rebuilt from the checked bytes, never the upload.
 */
interface ZipLimits {
  maxEntries: number;
  /** What all the entries together may unpack to. */
  maxUnpackedBytes: number;
}

interface ZipEntry {
  name: string;
  /** The unpacked size the central directory declares. */
  size: number;
}

/** Why an upload is not unpacked: not a zip, more than the limits, or headers that do not hold. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'not_zip' | 'too_large' | 'broken') {
    super(`Zip refused: ${reason}`);
  }
}

const LOCAL_FILE = 0x04034b50;
const CENTRAL_FILE = 0x02014b50;
const CENTRAL_END = 0x06054b50;

interface DirectoryEntry extends ZipEntry {
  method: number;
  flags: number;
  packedSize: number;
  localOffset: number;
}

/**
 * The entries the central directory lists (PKWARE APPNOTE 4.3.12), or undefined when the content
 * is not a zip of one disk. ZIP64 markers (0xFFFF, 0xFFFFFFFF) are read as the numbers they are,
 * which the limits then refuse: an offer sheet is never that large.
 */
function centralDirectory(content: Buffer): DirectoryEntry[] | undefined {
  if (content.length < 22 || content.readUInt32LE(0) !== LOCAL_FILE) return undefined;
  // The end record is the last 22 bytes, unless a comment (up to 65,535 bytes) follows it.
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === CENTRAL_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const entries: DirectoryEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== CENTRAL_FILE) return undefined;
    const nameLength = content.readUInt16LE(at + 28);
    entries.push({
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      flags: content.readUInt16LE(at + 8),
      method: content.readUInt16LE(at + 10),
      packedSize: content.readUInt32LE(at + 20),
      size: content.readUInt32LE(at + 24),
      localOffset: content.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entries as listed, or undefined when the content is not a zip; nothing is unpacked. */
export function zipEntries(content: Buffer): ZipEntry[] | undefined {
  return centralDirectory(content)?.map(({ name, size }) => ({ name, size }));
}

/** One entry's packed bytes, found through its local header. */
function packedBytes(content: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== LOCAL_FILE) throw new ZipRefused('broken');
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  if (start + entry.packedSize > content.length) throw new ZipRefused('broken');
  return content.subarray(start, start + entry.packedSize);
}

/** One entry unpacked, never past its declared size; shorter or longer is a lie and refused. */
async function unpackEntry(content: Buffer, entry: DirectoryEntry): Promise<Buffer> {
  // Bit 0: encrypted. Only stored (0) and deflated (8) entries are read, as Office writes them.
  if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw new ZipRefused('broken');
  const packed = packedBytes(content, entry);
  let unpacked: Buffer;
  if (entry.method === 0) {
    unpacked = packed;
  } else {
    // zlib stops (ERR_BUFFER_TOO_LARGE) as soon as the output passes the cap: the real bytes of a
    // lying entry are never held beyond its declared size plus one chunk. The cap is at least 1.
    unpacked = await inflate(packed, { maxOutputLength: Math.max(entry.size, 1) }).catch(() => {
      throw new ZipRefused('broken');
    });
  }
  if (unpacked.length !== entry.size) throw new ZipRefused('broken');
  return unpacked;
}

/**
 * The zip's entries unpacked within the limits: the count and the declared sizes are judged before
 * anything is inflated (`too_large`), then each entry is inflated under its declared size (`broken`
 * when it would pass it, or its headers do not hold).
 */
export async function unpackZip(
  content: Buffer,
  limits: ZipLimits,
): Promise<{ name: string; content: Buffer }[]> {
  const entries = centralDirectory(content);
  if (!entries) throw new ZipRefused('not_zip');
  if (entries.length > limits.maxEntries) throw new ZipRefused('too_large');
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > limits.maxUnpackedBytes) {
    throw new ZipRefused('too_large');
  }
  const unpacked: { name: string; content: Buffer }[] = [];
  // One at a time: at most the declared total is ever held.
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    unpacked.push({ name: entry.name, content: await unpackEntry(content, entry) });
  }
  return unpacked;
}

/**
 * A zip of the given entries, stored (not deflated): what a parser gets after `unpackZip`, so it
 * unpacks nothing itself and reads exactly the bytes that were checked.
 */
export function storedZip(entries: readonly { name: string; content: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_FILE, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.content.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_FILE, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.content.length, 20);
    central.writeUInt32LE(entry.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.content);
    centrals.push(central, name);
    offset += local.length + name.length + entry.content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(CENTRAL_END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
