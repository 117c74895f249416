export {
  AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressSuggestion,
  type AddressValue,
  type LoadSuggestionsOptions,
} from './AddressAutocomplete';
