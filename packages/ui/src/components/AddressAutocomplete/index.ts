export {
  AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressSuggestion,
  type AddressValue,
  type LoadSuggestionsOptions,
} from './AddressAutocomplete';
export { AddressCoordinates, type AddressCoordinatesProps } from './AddressCoordinates';
