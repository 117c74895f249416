// The kit's MultiSelect with its popover, tag list and animation code (~40 kB gzip on the rider
// form). Forms load this module on demand (DeferredMultiSelect.tsx), so a form paints without it.
export { MultiSelect } from '@packlight/ui';
