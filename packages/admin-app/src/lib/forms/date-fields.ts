// The kit's date and time fields with the date library they need (~20 kB gzip). Forms load this
// module on demand (DeferredDateFields.tsx), so a form's first fields paint without it (issue #16).
export { DatePicker, WeekdayTimingEditor, weekdayTimingErrors } from '@packlight/ui';
