import type { PageHeading } from '../../components/page-heading.ts';

/** `/today`: the day's date is the switcher under the title, once the clock is known. */
export const todayHeading: PageHeading = () => ({ title: 'today.title', description: false });
