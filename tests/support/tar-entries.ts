const BLOCK = 512;

/** The name of a ustar header block (prefix + name). */
function entryName(header: Uint8Array): string {
  const text = (from: number, length: number) =>
    new TextDecoder().decode(header.subarray(from, from + length)).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = text(0, 100);
  return prefix ? `${prefix}/${name}` : name;
}

/**
 * A copy of a tar archive without the entries `drop` names: the headers are walked
 * block by block, so nothing is unpacked.
 */
export function withoutTarEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(entryName(header))) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(kept);
}
