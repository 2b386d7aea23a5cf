import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { expectPageStatus } from '../../testing/story-helpers.ts';

const app: AppStoryParameters = { route: '/', signInAs: 'master' };

/**
 * `/`: the office's day (jobs by status, the week's takings, the next 14 days by team, the next
 * jobs, jobs without a time) over the seeded data of Wednesday 18 November 2026, 10:30 in New York.
 */
const meta = {
  title: 'Web/Dashboard/Dashboard',
  component: DashboardPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const jobsAnswer = (resolver: Parameters<typeof http.get>[1]) => ({
  ...storyHandlers,
  jobs: [http.get('/v1/jobs', resolver), ...storyHandlers.jobs],
});

export const Office: Story = {
  // The bars and the status bar keep their edges in Windows high-contrast mode.
  parameters: { screenshot: { forcedColors: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const today = await canvas.findByRole('region', { name: "Today's jobs" });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Completed this week' })).toHaveTextContent(
      '$',
    );
    await expect(
      canvas.getByRole('link', { name: /^Wednesday, November 18: \d+ jobs?/ }),
    ).toHaveAttribute('href', '/schedule?date=2026-11-18&view=agenda');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: jobsAnswer(() => delay('infinite')) },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageStatus(canvas, 'Loading the dashboard');
  },
};

export const NoJobs: Story = {
  parameters: { msw: { handlers: jobsAnswer(() => HttpResponse.json([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No jobs today.')).toBeVisible();
    await expect(canvas.getByText('No jobs in the next 14 days.')).toBeVisible();
    await expect(canvas.getByText('Nothing else is scheduled.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: jobsAnswer(() =>
        HttpResponse.json(
          { message: 'You may not see these jobs.', code: 'FORBIDDEN' },
          { status: 403 },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Couldn't load today's jobs" }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const WorkloadAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('region', { name: 'Jobs in the next 14 days' });
    await userEvent.click(within(chart).getByRole('radio', { name: 'Table' }));
    await expect(within(chart).getByRole('columnheader', { name: 'Total' })).toBeVisible();
    await expect(within(chart).getByRole('rowheader', { name: /Wed, Nov 18/ })).toBeVisible();
  },
};

export const DayTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const chart = await canvas.findByRole('region', { name: 'Jobs in the next 14 days' });
    // Keyboard: Tab reaches the days; the focused day shows its teams.
    within(chart).getAllByRole('link')[1]?.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(await page.findByRole('tooltip')).toBeVisible();
  },
};

/**
 * A phone (412px wide, as Lighthouse's mobile preset): every day of the chart stays a tap target
 * at least 24px wide, the value axis gives way to the totals above the bars.
 */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        // As tall as the stacked dashboard, so the screenshot holds every card.
        phone: { name: 'Phone', styles: { width: '412px', height: '3200px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('region', { name: 'Jobs in the next 14 days' });
    const days = within(chart).getAllByRole('link');
    await expect(days).toHaveLength(14);
    for (const day of days) {
      const { width, height } = day.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Office's dashboard, its cards and chart, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Office' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Trabajos de hoy' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: Office's dashboard, its cards and chart, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Office' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Serviços de hoje' })).toBeVisible();
  },
};

/** The shell around the dashboard: the user menu of the sidebar footer, open. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('region', { name: "Today's jobs" });
    await userEvent.click(canvas.getByRole('button', { name: /Rachel Kim/ }));
    await expect(await page.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Upgrade to Pro' })).toBeVisible();
  },
};
