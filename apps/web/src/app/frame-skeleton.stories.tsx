import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FrameSkeleton } from './frame-skeleton.tsx';

const meta = {
  title: 'Web/Components/Frame skeleton',
  component: FrameSkeleton,
  tags: ['autodocs'],
  args: { label: 'Loading...', languageLabel: 'English' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a signed-in visitor sees while the session is checked and the frame loads: the ' +
          "frame's shape (sidebar, header with the sidebar's toggle, page) in placeholders, " +
          "with the spec's `Loading...` where the page's content will be. On a phone, as the frame " +
          'does, it has no sidebar. Where the route knows them before its code (`RouteSkeleton`), ' +
          "the breadcrumbs and the page's title and description are real texts, where the frame " +
          'and the page will put them.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
} satisfies Meta<typeof FrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const sidebar = context.canvasElement.querySelector('[aria-busy] > [aria-hidden]');
    await expect(sidebar).toBeVisible();
  },
};

/** Under 768px the frame's sidebar is a sheet: the placeholders leave it out. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await meta.play(context);
    const sidebar = context.canvasElement.querySelector('[aria-busy] > [aria-hidden]');
    await expect(sidebar).not.toBeVisible();
  },
};

/**
 * `/schedule` as a signed-in visitor first sees it: the crumbs and the page's heading are there,
 * the rest is placeholders.
 */
export const PageHeading: Story = {
  args: {
    crumbs: [{ label: 'Dashboard', path: '/' }, { label: 'Schedule' }],
    title: 'Schedule',
    description: "Plan your teams' jobs by day, week or month.",
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expect(canvas.getByText("Plan your teams' jobs by day, week or month.")).toBeVisible();
    // The crumbs are a placeholder: the frame's navigation names where the user is.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('Dashboard')).toBeVisible();
  },
};

/** On a phone the crumbs wrap beside the switchers, as the frame's do: the header is as tall. */
export const PageHeadingOnAPhone: Story = {
  ...PageHeading,
  parameters: Phone.parameters,
  globals: Phone.globals,
};

/** A page with no line under its title (`/today`): no placeholder of one either. */
export const TitleOnly: Story = {
  args: {
    crumbs: [{ label: 'Dashboard', path: '/' }, { label: 'Today' }],
    title: 'Today',
    description: false,
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(context.canvasElement.querySelector('h1 + p')).toBeNull();
  },
};

/**
 * `/schedule`'s HTML, written before the role is known: both kinds of user's crumbs and line under
 * the title, of which the page's CSS shows the ones of `data-role` on `<html>`, which
 * `theme-init.js` reads from the sign-in. Here a CLEANER's: their home is Today.
 */
export const BeforeTheRoleIsKnown: Story = {
  args: {
    crumbs: [{ label: 'Dashboard', path: '/' }, { label: 'Schedule' }],
    cleanerCrumbs: [{ label: 'Today', path: '/' }, { label: 'Schedule' }],
    title: 'Schedule',
    descriptionsByRole: {
      office: "Plan your teams' jobs by day, week or month.",
      cleaner: "Your team's jobs.",
    },
    built: true,
  },
  // Dark: Page Heading's header and placeholders.
  parameters: { screenshot: { darkAsIn: 'Page Heading' } },
  beforeEach: () => {
    document.documentElement.dataset.role = 'cleaner';
    return () => {
      delete document.documentElement.dataset.role;
    };
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText("Your team's jobs.")).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
    await expect(
      canvas.getByText("Plan your teams' jobs by day, week or month."),
    ).not.toBeVisible();
    await expect(canvas.getByText('Dashboard')).not.toBeVisible();
  },
};
