// The kit's date and time fields with the date library they need. Forms load this module on
// demand (DeferredDateFields.tsx), so a form's first fields paint without it.
export { DatePicker, WeekdayTimingEditor, weekdayTimingErrors } from '@packlight/ui';
