// The kit's AddressAutocomplete with react-aria's ComboBox and ListBox. Forms load this module
// on demand (DeferredAddressAutocomplete.tsx), so a form paints without it.
export { AddressAutocomplete } from '@packlight/ui';
