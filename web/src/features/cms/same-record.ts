/** True when both records hold the same values under the same keys (one level deep). */
export function sameRecord(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
  skip: readonly string[] = [],
): boolean {
  if (a === b) return true;
  const keys = Object.keys(a).filter((key) => !skip.includes(key));
  if (keys.length !== Object.keys(b).filter((key) => !skip.includes(key)).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]) && key in b);
}
