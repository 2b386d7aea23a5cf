import type { HandlerGroups } from '@spotless/mock-server/handlers';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyHandlers } from './story-api.ts';

/** The whole app loads per screen story; on a busy machine finding its first element takes a while. */
export const slow = { timeout: 10_000 };

/** Queries on the whole page: menus, dialogs and toasts render outside the story's canvas. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Screenshots must not depend on whether a text caret happens to be blinking. */
export const blurActive = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/**
 * `storyHandlers` with some calls of one group answered differently (first match wins); the rest
 * of the group still reaches the mock API: `withGroup('clients', http.get('/v1/clients', …))`.
 */
export const withGroup = (
  group: keyof HandlerGroups,
  ...overrides: HttpHandler[]
): HandlerGroups => ({
  ...storyHandlers,
  [group]: [...overrides, ...storyHandlers[group]],
});

/** A call that fails with the API's `500 INTERNAL` answer (after the app's retries, the error state). */
export const serverError = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
  http[method](path, () =>
    HttpResponse.json(
      { message: 'The server had a problem. Please try again.', code: 'INTERNAL' },
      { status: 500 },
    ),
  );

/** Opens the "⋯" menu of a list row (by the row's name) and picks one of its actions. */
export async function chooseRowAction(canvasElement: HTMLElement, rowName: string, action: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Actions for ${rowName}` }, slow),
  );
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: action }, slow));
}

/**
 * Waits until the screen's status says `label` ("Loading clients"). While the app starts, the
 * frame's placeholders have a status of their own (`Loading...`), which the page's replaces.
 */
export async function expectPageStatus(canvas: ReturnType<typeof within>, label: string) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(label), slow);
}

/**
 * A screen story of the loading state: `GET path` (of handler group `group`) never answers, and
 * the skeleton announces `label` ("Loading clients").
 */
export const loadingStory = (group: keyof HandlerGroups, path: string, label: string) => ({
  parameters: {
    msw: {
      handlers: withGroup(
        group,
        http.get(path, () => delay('infinite')),
      ),
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectPageStatus(within(canvasElement), label);
  },
});

/**
 * A screen story of the error state: `GET path` answers 500 (retried 1 s, 2 s, 4 s before the
 * error shows), then the error state with `heading` and a way to try again.
 */
export const loadFailedStory = (group: keyof HandlerGroups, path: string, heading: string) => ({
  parameters: { msw: { handlers: withGroup(group, serverError('get', path)) } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
