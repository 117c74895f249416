// What every field of the kit shares: label, description and error parts, their look, and the
// value handling of the segmented date and time fields.
export { FieldHelp, FieldLabel, isInvalidProp, type FieldTextProps } from './FieldParts';
export * as fieldStyles from './FieldParts.css';
export { NativeFieldHelp } from './NativeFieldParts';
export { inputEventProps, useNativeField, type NativeFieldOptions } from './use-native-field';
export { useSegmentedValue, type FocusHandle } from './use-segmented-value';
