import type { PageHeading } from '../../components/page-heading.ts';

/** `/schedule`: a CLEANER reads their team's jobs, the office plans every team's. */
export const scheduleHeading: PageHeading = (role) => ({
  title: 'schedule.title',
  description:
    role == null
      ? undefined
      : role === 'CLEANER'
        ? 'schedule.subtitleCleaner'
        : 'schedule.subtitle',
});
