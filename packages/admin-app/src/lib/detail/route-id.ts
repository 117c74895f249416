/**
 * The record id in an address segment, when it is a real one: decimal digits only, a positive
 * safe integer. Anything else ('abc', '0x10', '1e3', '-4') is no id, and the screen says the
 * record was not found instead of asking the server.
 */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
