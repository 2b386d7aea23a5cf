import { dismissAllToasts } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { issueStoryCalendarFeed } from '../../testing/story-api.ts';
import { loadFailedStory, loadingStory, pageOf, withGroup } from '../../testing/story-helpers.ts';
import { SettingsPage } from './settings-page.tsx';

const app: AppStoryParameters = { route: '/settings/calendar-feed', signInAs: 'master' };

const FEED_URL =
  'http://localhost/v1/calendar-feeds/cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE';

/** Settings > Calendar feed: make, copy, renew and turn off a private feed of one's visits. */
const meta = {
  title: 'Web/Settings/Calendar feed',
  component: SettingsPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  beforeEach: () => dismissAllToasts(),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendarFeeds = (...handlers: HttpHandler[]) => withGroup('calendarFeeds', ...handlers);

/** A fixed address, so the screenshots of a new feed do not change with its random token. */
const fixedAddress = calendarFeeds(
  http.post('/v1/users/me/calendar-feed', async ({ request }) => {
    const { teamId = null } = (await request.json()) as { teamId?: string | null };
    return HttpResponse.json(
      {
        teamId,
        createdAt: '2026-11-18T10:30:00-05:00',
        url: FEED_URL,
        webcalUrl: FEED_URL.replace(/^http:/, 'webcal:'),
      },
      { status: 201 },
    );
  }),
);

export const NoFeedMaster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Add your visits to your calendar' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Visits in the feed/ })).toHaveTextContent(
      'All teams',
    );
    await expect(canvas.getByRole('button', { name: 'Create feed' })).toBeVisible();
  },
};

export const NoFeedCleaner: Story = {
  // Dark: Cleaner Without Team's card and team, before its refusal.
  parameters: {
    app: { ...app, signInAs: 'cleaner' },
    screenshot: { darkAsIn: 'Cleaner Without Team' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The feed shows the visits of your team:')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Visits in the feed/ })).toBeNull();
  },
};

export const CleanerWithoutTeam: Story = {
  parameters: {
    app: { ...app, signInAs: 'cleaner' },
    msw: {
      handlers: calendarFeeds(
        http.post('/v1/users/me/calendar-feed', () =>
          HttpResponse.json(
            {
              message: 'You are not on a team yet, so there are no visits to show.',
              code: 'CONFLICT',
            },
            { status: 409 },
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create feed' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are not on a team yet, so there are no visits to show.',
    );
  },
};

export const Created: Story = {
  parameters: { msw: { handlers: fixedAddress } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create feed' }));
    await expect(await canvas.findByRole('textbox', { name: 'Feed address' })).toHaveValue(
      FEED_URL,
    );
    await expect(canvas.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      FEED_URL.replace(/^http:/, 'webcal:'),
    );
    await expect(canvas.getByText(/This address is shown only once/)).toBeVisible();
    await expect(canvas.getByText('All teams')).toBeVisible();
  },
};

export const CreateAndCopy: Story = {
  // Dark: Copy Refused's new address, Copy button and toast, copied.
  parameters: { msw: { handlers: fixedAddress }, screenshot: { darkAsIn: 'Copy Refused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: /Visits in the feed/ }));
      const teams = await page.findByRole('listbox');
      await userEvent.click(within(teams).getAllByRole('option')[1]!);
      await userEvent.click(canvas.getByRole('button', { name: 'Create feed' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
      await expect(writeText).toHaveBeenCalledWith(FEED_URL);
      await expect(await page.findByText('The feed address is on your clipboard.')).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Has Chromium paint the whole page again. After the toast and the focused field, it redraws only
 * the parts they changed, and the anti-aliased curves along those parts' edges (rounded corners,
 * the info icon) come out a level or two of colour apart from one run to the next; the screenshot
 * of a page painted whole is the same on every run.
 */
async function repaintWholePage() {
  const root = document.documentElement;
  root.style.setProperty('opacity', '0.99');
  await nextFrame();
  await nextFrame();
  root.style.removeProperty('opacity');
  await nextFrame();
  await nextFrame();
}

export const CopyRefused: Story = {
  parameters: { msw: { handlers: fixedAddress } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Create feed' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
      await expect(await page.findByText("Couldn't copy")).toBeVisible();
      const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Feed address' });
      await waitFor(() => expect(field).toHaveFocus());
      await expect(field.selectionEnd! - field.selectionStart!).toBe(FEED_URL.length);
      await repaintWholePage();
    } finally {
      writeText.mockRestore();
    }
  },
};

export const Existing: Story = {
  loaders: [() => issueStoryCalendarFeed('master', 'cleaner')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your feed' })).toBeVisible();
    await expect(canvas.getByText('November 15, 2026 at 10:30 AM')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Feed address' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Renew address' })).toBeVisible();
  },
};

export const TurnOff: Story = {
  loaders: [() => issueStoryCalendarFeed('master', null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off feed' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    await expect(dialog).toHaveTextContent(/stops working in the calendar apps that use it/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off feed' }));
    await expect(await page.findByText('Feed turned off')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Create feed' })).toBeVisible();
  },
};

export const RenewConfirm: Story = {
  loaders: [() => issueStoryCalendarFeed('cleaner', 'cleaner')],
  parameters: { app: { ...app, signInAs: 'cleaner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew address' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Renew the feed address?' });
    await expect(dialog).toHaveTextContent(/The old address stops working/);
  },
};

export const Loading: Story = loadingStory(
  'calendarFeeds',
  '/v1/users/me/calendar-feed',
  'Loading your calendar feed',
);

export const LoadFailed: Story = loadFailedStory(
  'calendarFeeds',
  '/v1/users/me/calendar-feed',
  "Couldn't load your calendar feed",
);

export const Billing: Story = {
  parameters: { app: { ...app, signInAs: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not available for your role' }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(nav).queryByRole('link', { name: 'Calendar feed' })).toBeNull();
  },
};
