import type { PageHeading } from '../../components/page-heading.ts';

/** `/settings` and each of its sections. */
export const settingsHeading: PageHeading = () => ({
  title: 'settings.title',
  description: 'settings.subtitle',
});
