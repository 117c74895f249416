// What every field of the kit shares: label, description and error parts, their look, and the
// value handling of the segmented date and time fields.
export {
  FieldHelp,
  FieldLabel,
  StaticFieldHelp,
  isInvalidProp,
  type FieldTextProps,
} from './FieldParts';
export * as fieldStyles from './FieldParts.css';
export { useSegmentedValue, type FocusHandle } from './use-segmented-value';
