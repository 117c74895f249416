/**
 * A custom role's key from its name: lower case, letters and digits joined by dashes ("Night
 * shift" is `night-shift`). A name with no such letters gets `role`; `roleKey` adds a number when
 * the key is taken. The key never changes after, so a renamed role keeps it (D71).
 */
export function keyOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'role';
}

/** The first of `base`, `base-2`, `base-3`... that no role has. */
export function freeKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
