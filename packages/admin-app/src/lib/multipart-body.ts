// The contract's form-data writer, on its own so that it loads with the first multipart call (the
// partner and rider forms), not with every page's api client.
export { toFormData } from '@packlight/api-types';
