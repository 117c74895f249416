/**
 * Validation messages in Laravel's wording. The server turns zod issues into Laravel's 422 body
 * (`{message, errors: {field: [..]}}`), and the app shows them under the matching field, so they
 * must read exactly as the existing Laravel back end writes them.
 */

/**
 * The attribute as Laravel names it in a message: `businessName` and `business_name` read
 * "business name". A name that already holds a space is taken as a readable label, as is.
 */
export function attributeName(field: string): string {
  if (field.includes(' ')) return field;
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_/g, ' ');
}

export const laravelMessages = {
  required: (field: string) => `The ${attributeName(field)} field is required.`,
  string: (field: string) => `The ${attributeName(field)} field must be a string.`,
  email: (field: string) => `The ${attributeName(field)} field must be a valid email address.`,
  confirmed: (field: string) => `The ${attributeName(field)} field confirmation does not match.`,
  accepted: (field: string) => `The ${attributeName(field)} field must be accepted.`,
  minString: (field: string, min: number) =>
    `The ${attributeName(field)} field must be at least ${min} characters.`,
  maxString: (field: string, max: number) =>
    `The ${attributeName(field)} field must not be greater than ${max} characters.`,
  minNumber: (field: string, min: number) =>
    `The ${attributeName(field)} field must be at least ${min}.`,
  between: (field: string, min: number, max: number) =>
    `The ${attributeName(field)} field must be between ${min} and ${max}.`,
  selected: (field: string) => `The selected ${attributeName(field)} is invalid.`,
  integer: (field: string) => `The ${attributeName(field)} field must be an integer.`,
  numeric: (field: string) => `The ${attributeName(field)} field must be a number.`,
  maxArray: (field: string, max: number) =>
    `The ${attributeName(field)} field must not have more than ${max} items.`,
  array: (field: string) => `The ${attributeName(field)} field must be an array.`,
  boolean: (field: string) => `The ${attributeName(field)} field must be true or false.`,
  date: (field: string) => `The ${attributeName(field)} field must be a valid date.`,
  digits: (field: string, count: number) =>
    `The ${attributeName(field)} field must be ${count} digits.`,
  format: (field: string) => `The ${attributeName(field)} field format is invalid.`,
  json: (field: string) => `The ${attributeName(field)} field must be a valid JSON string.`,
  file: (field: string) => `The ${attributeName(field)} field must be a file.`,
  image: (field: string) => `The ${attributeName(field)} field must be an image.`,
  mimes: (field: string, extensions: readonly string[]) =>
    `The ${attributeName(field)} field must be a file of type: ${extensions.join(', ')}.`,
};
