import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { storyHandlers } from '../../testing/story-api.ts';
import { loadFailedStory, loadingStory, withGroup } from '../../testing/story-helpers.ts';
import type { Job } from '../../api/jobs.ts';
import { forgetPressQueues } from './use-press-queue.ts';
import { TodayPage } from './today-page.tsx';

const app: AppStoryParameters = { route: '/', signInAs: 'cleaner' };

/** Presses left by another story must not show in this one. */
function clearPresses() {
  forgetPressQueues();
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('spotless.today.presses.')) localStorage.removeItem(key);
  }
}

/** The browser says it is offline until the story ends. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => {
    Reflect.deleteProperty(navigator, 'onLine');
  };
}

/**
 * `/` for a CLEANER (and `/today` for everyone): their team's visits of Wednesday 18 November
 * 2026 at 10:30 in New York, the seeded day, one card each with the Start or Complete button.
 */
const meta = {
  title: 'Web/Today/Today page',
  component: TodayPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => {
    dismissAllToasts();
    clearPresses();
  },
} satisfies Meta<typeof TodayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATUSES: Job['status'][] = ['COMPLETED', 'IN_PROGRESS', 'SCHEDULED', 'CANCELLED'];

/** The seeded day with one visit in each status, the cancelled one with its reason. */
const everyStatus = http.get('/v1/jobs', async ({ request }) => {
  const response = await getResponse(storyHandlers.jobs, request);
  const jobs = (await response?.json()) as Job[];
  return HttpResponse.json(
    jobs.map((job, index) => {
      const status = STATUSES[index] ?? 'SCHEDULED';
      return {
        ...job,
        status,
        trackedStartTime: status === 'COMPLETED' || status === 'IN_PROGRESS' ? '08:02:00' : null,
        trackedEndTime: status === 'COMPLETED' ? '09:47:00' : null,
        cancelReason: status === 'CANCELLED' ? 'Client is away this week.' : null,
        otherInformation: index === 2 ? 'Dog in the garden: close the gate.' : job.otherInformation,
      };
    }),
  );
});

const visit = (canvasElement: HTMLElement, status: RegExp) =>
  within(canvasElement)
    .findAllByRole('article')
    .then((cards) => cards.find((card) => status.test(card.textContent ?? ''))!);

export const Default: Story = {
  parameters: {
    msw: { handlers: { ...storyHandlers, jobs: [everyStatus, ...storyHandlers.jobs] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards.length).toBeGreaterThanOrEqual(4);
    const cancelled = await visit(canvasElement, /Cancelled:/);
    await expect(within(cancelled).queryByRole('button', { name: 'Start' })).toBeNull();
    const first = cards[0]!;
    await expect(within(first).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\d+$/),
    );
    await expect(within(first).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
    );
  },
};

/** A phone 360px wide: nothing scrolls sideways, every button and link is a 44px target. */
export const Phone: Story = {
  ...Default,
  parameters: {
    ...Default.parameters,
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '360px', height: '2800px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const card of cards) {
      for (const target of [
        ...within(card).queryAllByRole('button'),
        ...within(card).getAllByRole('link'),
      ]) {
        await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    }
  },
};

export const StartAVisit: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const card = await visit(canvasElement, /Scheduled/);
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await expect(await within(card).findByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(within(card).getByText('In progress')).toBeVisible();
    await expect(within(card).getByText('Started')).toBeVisible();
  },
};

export const EmptyDay: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'jobs',
        http.get('/v1/jobs', () => HttpResponse.json([])),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No visits for your team on this day.')).toBeVisible();
  },
};

export const Loading: Story = {
  ...loadingStory('jobs', '/v1/jobs', "Loading the day's visits"),
  parameters: { ...loadingStory('jobs', '/v1/jobs', '').parameters, screenshot: { disable: true } },
};

export const LoadFailed: Story = loadFailedStory(
  'jobs',
  '/v1/jobs',
  "Couldn't load the day's visits",
);

/** No connection: the press is kept, shown as waiting with the time it was made. */
export const OfflineWithAWaitingPress: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'jobs',
        http.get('/v1/jobs/:id', () => HttpResponse.error()),
        http.put('/v1/jobs/:id', () => HttpResponse.error()),
        everyStatus,
      ),
    },
  },
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("You're offline. Presses are kept and sent when you're back online."),
    ).toBeVisible();
    const card = await visit(canvasElement, /Scheduled/);
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await expect(
      await within(card).findByText('Waiting to send: Start, pressed at 10:30 AM.'),
    ).toBeVisible();
    await expect(canvas.getByText('1 press is waiting to be sent.')).toBeVisible();
  },
};

/** The office cancelled the visit before the press reached the server: the card says so. */
export const ReplayConflict: Story = {
  parameters: {
    // Dark: Start A Visit's cards and Start buttons; the alert is dismissed before the end.
    screenshot: { darkAsIn: 'Start A Visit' },
    msw: {
      handlers: withGroup(
        'jobs',
        http.get('/v1/jobs/:id', async ({ request }) => {
          const response = await getResponse(storyHandlers.jobs, request);
          const job = (await response?.json()) as Job;
          return HttpResponse.json({ ...job, status: 'CANCELLED', cancelReason: 'Rain' });
        }),
        everyStatus,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const card = await visit(canvasElement, /Scheduled/);
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    const alert = await within(card).findByRole('alert');
    await expect(alert).toHaveTextContent('Start at 10:30 AM was not saved.');
    await expect(alert).toHaveTextContent('This visit changed meanwhile: it is now Cancelled.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(card).queryByRole('alert')).toBeNull();
  },
};

export const WithoutATeam: Story = {
  parameters: {
    msw: {
      handlers: withGroup(
        'users',
        http.get('/v1/users/me', async ({ request }) => {
          const response = await getResponse(storyHandlers.users, request);
          const me = (await response?.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...me, defaultTeamId: null });
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "You're not on a team yet" }),
    ).toBeVisible();
  },
};

/** The office at `/today`: every team's day, each visit with its team. */
export const Office: Story = {
  parameters: { app: { route: '/today', signInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(within(cards[0]!).getByText('Team')).toBeVisible();
  },
};

export const Spanish: Story = {
  ...Default,
  globals: { locale: 'es' },
  // Dark: Default's visit cards and status pills, their texts in Spanish.
  parameters: { ...Default.parameters, screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('button', { name: 'Empezar' })).length,
    ).toBeGreaterThan(0);
  },
};

export const Portuguese: Story = {
  ...Default,
  globals: { locale: 'pt-BR' },
  // Dark: Default's visit cards and status pills, their texts in Portuguese.
  parameters: { ...Default.parameters, screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hoje', level: 1 })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('button', { name: 'Iniciar' })).length,
    ).toBeGreaterThan(0);
  },
};
