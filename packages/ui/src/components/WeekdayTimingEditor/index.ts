export {
  WeekdayTimingEditor,
  normalizeWeekdayTimings,
  weekdayTimingErrors,
  weekdays,
  type DayTiming,
  type PartialWeekdayTimings,
  type Weekday,
  type WeekdayTimingEditorProps,
  type WeekdayTimings,
} from './WeekdayTimingEditor';
