/** The badge text: the count, or '9+' above 9; empty for none. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
