import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: each table inflated (with Node's zlib)
 * and laid out again behind an sfnt header. fontkit reads a WOFF itself, but it inflates a table again
 * every time the table is read, so embedding a subset costs ~90 ms a font and document; the plain file
 * is read in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not inflate to its length');
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce(
    (sum, table) => sum + padded(table.data.length),
    SFNT_HEADER + SFNT_ENTRY * count,
  );
  const sfnt = Buffer.alloc(size);
  // The binary-search fields of the table directory (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(Math.max(count, 1)));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * SFNT_ENTRY, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - power * SFNT_ENTRY, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    table.tag.copy(sfnt, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
