import { describe, expect, it } from 'vitest';
import { craftedZip, deflatedEntry, deflatedZeros } from '../testing/crafted-zip';
import { storedZip, unpackZip, ZipRefused, zipEntries } from './bounded-zip';

const limits = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'unpacked',
    (error: unknown) => (error instanceof ZipRefused ? error.reason : error),
  );

describe('unpacking an uploaded zip within hard limits', () => {
  it('unpacks true entries, and a stored zip of them reads back the same', async () => {
    const zip = craftedZip([deflatedEntry('a.xml', '<a/>'.repeat(1000)), deflatedEntry('b/c.txt', 'zażółć')]);
    const entries = await unpackZip(zip, limits);
    expect(entries.map((entry) => [entry.name, entry.content.toString()])).toEqual([
      ['a.xml', '<a/>'.repeat(1000)],
      ['b/c.txt', 'zażółć'],
    ]);
    const rebuilt = storedZip(entries);
    expect(zipEntries(rebuilt)).toEqual([
      { name: 'a.xml', size: 4000 },
      { name: 'b/c.txt', size: Buffer.byteLength('zażółć') },
    ]);
    expect(await unpackZip(rebuilt, limits)).toEqual(entries);
  });

  it('stops inflating an entry at its declared size: one that says 100 bytes and holds 64 MiB is broken', async () => {
    const zeros = await deflatedZeros(64 * 1024 * 1024);
    const lying = craftedZip([{ name: 'sheet.xml', stored: zeros, declaredSize: 100 }]);
    const before = process.memoryUsage().rss;
    expect(await refusal(unpackZip(lying, limits))).toBe('broken');
    expect(process.memoryUsage().rss - before).toBeLessThan(16 * 1024 * 1024);
    // Shorter than declared is a lie too.
    const short = craftedZip([{ ...deflatedEntry('a.xml', 'abc'), declaredSize: 4 }]);
    expect(await refusal(unpackZip(short, limits))).toBe('broken');
  });

  it('refuses too many entries or too much declared before inflating anything', async () => {
    const many = craftedZip(Array.from({ length: 11 }, (_, index) => deflatedEntry(`${index}.xml`, 'x')));
    expect(await refusal(unpackZip(many, limits))).toBe('too_large');
    const honest = craftedZip([{ name: 'big.xml', stored: Buffer.alloc(10), declaredSize: 2 * 1024 * 1024 }]);
    expect(await refusal(unpackZip(honest, limits))).toBe('too_large');
  });

  it('refuses what is not a zip, encrypted or unknown methods, and entries outside the file', async () => {
    expect(await refusal(unpackZip(Buffer.from('%PDF-1.4\n%%EOF\n'), limits))).toBe('not_zip');
    const unknownMethod = craftedZip([{ name: 'a', stored: Buffer.from('abc'), method: 0, declaredSize: 3 }]);
    unknownMethod.writeUInt16LE(12, unknownMethod.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 10);
    expect(await refusal(unpackZip(unknownMethod, limits))).toBe('broken');
    const encrypted = craftedZip([{ name: 'a', stored: Buffer.from('abc'), method: 0, declaredSize: 3 }]);
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 8);
    expect(await refusal(unpackZip(encrypted, limits))).toBe('broken');
    const outside = craftedZip([{ name: 'a', stored: Buffer.from('abc'), method: 0, declaredSize: 3 }]);
    outside.writeUInt32LE(1_000_000, outside.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 20);
    expect(await refusal(unpackZip(outside, limits))).toBe('broken');
  });
});
