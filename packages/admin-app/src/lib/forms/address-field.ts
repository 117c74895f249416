// The kit's AddressAutocomplete with react-aria's ComboBox and ListBox (~11 kB gzip). Forms load
// this module on demand (DeferredAddressAutocomplete.tsx), so a form paints without it (issue #16).
export { AddressAutocomplete } from '@packlight/ui';
