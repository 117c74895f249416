export { DatePicker, parseDateString, type DatePickerProps } from './DatePicker';
