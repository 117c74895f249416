// The kit's MultiSelect with its popover, tag list and animation code. Forms load this module on
// demand (DeferredMultiSelect.tsx), so a form paints without it.
export { MultiSelect } from '@packlight/ui';
