export {
  TimeField12h,
  formatTime12h,
  parseTime12h,
  type FocusHandle,
  type TimeField12hProps,
} from './TimeField12h';
