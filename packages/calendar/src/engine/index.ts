// The calendar engine: pure TypeScript on Temporal, no React and no DOM. Views render its output.
export { layoutAgenda } from './agenda.ts';
export { layoutMonth, MONTH_VISIBLE_JOBS, type MonthLayoutOptions } from './month.ts';
export { layoutWeek, WEEK_GEOMETRY, type WeekLayoutOptions } from './week.ts';
export { AGENDA_DAYS, getRange, navigate, startOfWeek, todayIn } from './range.ts';
export { formatTitle, weekdayNames } from './title.ts';
export { formatDate, formatHour, formatTime, formatTimeRange } from './format.ts';
export { orderJobs, toPlainTime } from './order.ts';
export { isPast } from './past.ts';
export {
  isSameTarget,
  type JobMoveTarget,
  MOVE_STEP_MINUTES,
  type MoveBounds,
  moveByDays,
  moveByQuarter,
  moveTargetOf,
  NEW_TIME_MINUTES,
  placeAt,
  placeUntimedAt,
  resizeTo,
  withoutTime,
} from './move.ts';
export { STATUS_ORDER } from './prepare.ts';
export type {
  AgendaDay,
  AgendaLayout,
  CalendarEntry,
  CalendarJobInput,
  CalendarRange,
  CalendarView,
  CappedEntries,
  JobStatus,
  LayoutOptions,
  MonthDay,
  MonthLayout,
  Now,
  WeekBlock,
  WeekDay,
  WeekGeometry,
  WeekLayout,
} from './types.ts';
