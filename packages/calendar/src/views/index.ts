// The calendar's React views, on @spotless/ui. Each view lays out its jobs with the engine and
// renders only what is visible; `Calendar` puts the toolbar over the view chosen.
export { AgendaView, type AgendaViewProps } from './agenda-view.tsx';
export { Calendar, type CalendarProps } from './calendar.tsx';
export { rendersAhead, type AdjacentJobs } from './use-periods.ts';
export { CalendarToolbar, type CalendarToolbarProps } from './calendar-toolbar.tsx';
export {
  JobCard,
  type JobCardDensity,
  type JobCardFit,
  type JobCardProps,
  type JobCardVariant,
} from './job-card.tsx';
export { DEFAULT_CALENDAR_LABELS } from './labels.ts';
export { MonthView, type MonthViewProps } from './month-view.tsx';
export type { CalendarJob, CalendarLabels, CalendarLabelsProp } from './types.ts';
export { isTypingTarget } from './use-view-shortcuts.ts';
export type { CalendarViewProps, JobMoveTarget } from './view-props.ts';
export { WeekView, type WeekViewProps } from './week-view.tsx';
