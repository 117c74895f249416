/**
 * Builds the multipart body of a form payload the way the server's schemas read it back: files
 * as they are, lists comma-joined (rider `assigned_region`), objects as JSON text (partner
 * `availability`), booleans and numbers as text. Missing values are left out, so an update sends
 * only the files newly chosen.
 */
export function toFormData(payload: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) form.append(name, value.join(','));
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
