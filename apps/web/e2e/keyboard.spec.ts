import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToastFrom, SEED_PASSWORD, unique } from './auth-fixtures.ts';

/**
 * The main flows by keyboard alone: sign in, create a client with an address, schedule a job for
 * them, open its details from the schedule, sign out. Nothing is clicked or filled: the test
 * presses Tab, the arrows, Enter and Escape, and types, as a keyboard user would; locators only
 * check where focus is. At each step the focused control must show a focus ring.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ reducedMotion: 'reduce' });

/**
 * Whether the focused element shows a focus indicator: an outline (or a box-shadow ring) of its
 * own, or, for the parts of a composite field (a time field's segments, a search box's input),
 * on the field box around it that marks itself as holding focus.
 */
function showsFocusRing(element: Element): boolean {
  const ringOf = (node: Element) => {
    const style = getComputedStyle(node);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)' &&
      style.outlineColor !== 'transparent';
    // A ring drawn as a shadow: no offset, no blur, a spread.
    const shadow = /(^|,\s*)\S.*?\b0px 0px 0px [1-9]/.test(style.boxShadow);
    return outline || shadow;
  };
  if (ringOf(element)) return true;
  let node = element.parentElement;
  for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
    const holdsFocus =
      node.hasAttribute('data-focus-within') || node.hasAttribute('data-focus-visible');
    if (holdsFocus && ringOf(node)) return true;
  }
  return false;
}

/** The target has focus, and shows it. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  await expect.poll(() => target.evaluate(showsFocusRing)).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user moves through a page. */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusRing(target);
}

/** Presses a key until the target has focus (arrow keys through a list, a menu, the agenda). */
async function pressTo(page: Page, key: string, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expectFocusRing(target);
}

/**
 * Moves through a searchable list with ArrowDown until the option is the active one. The list's
 * focus is virtual: the search box keeps focus and points at the active option, which shows the
 * ring.
 */
async function arrowToOption(page: Page, search: Locator, option: Locator, max = 10) {
  const id = await option.getAttribute('id');
  expect(id).toBeTruthy();
  for (let presses = 0; presses < max; presses += 1) {
    if ((await search.getAttribute('aria-activedescendant')) === id) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('aria-activedescendant', id!);
  await expect.poll(() => option.evaluate(showsFocusRing)).toBe(true);
}

/** Tabs to a text box and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

test('sign in, create a client, schedule a job, open it, sign out: by keyboard alone', async ({
  page,
}) => {
  const lastName = `Keyes${unique()}`;
  const client = `Ines ${lastName}`;

  // ---- Sign in ----------------------------------------------------------------------------
  await page.goto('/login');
  // The check tells a ring from none: the button has none until it has focus.
  const signIn = page.getByRole('button', { name: 'Sign in' });
  expect(await signIn.evaluate(showsFocusRing)).toBe(false);
  await typeInto(page, page.getByRole('textbox', { name: 'Login' }), 'master');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(SEED_PASSWORD);
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // ---- A client with an address ---------------------------------------------------------
  await tabTo(page, page.getByRole('link', { name: 'Clients', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clients$/);
  await tabTo(page, page.getByRole('button', { name: 'New client' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clients\/new$/);

  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Ines');
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), lastName);
  await typeInto(page, page.getByRole('textbox', { name: 'Main phone' }), '(617) 555-0163');
  await tabTo(page, page.getByRole('button', { name: 'Add address' }), { max: 60 });
  await page.keyboard.press('Enter');
  // Adding an address takes focus to its first field.
  const address = page.getByRole('group', { name: /^Address 1/ });
  const street = address.getByRole('textbox', { name: 'Street' });
  await expectFocusRing(street);
  await page.keyboard.type('27 Larkspur Lane');
  await typeInto(page, address.getByRole('textbox', { name: 'City' }), 'Cambridge');
  await typeInto(page, address.getByRole('textbox', { name: 'State' }), 'MA');
  await typeInto(page, address.getByRole('textbox', { name: 'ZIP code' }), '02139');
  await tabTo(page, page.getByRole('button', { name: 'Create client' }), { max: 60 });
  await expectToastFrom(page, 'Client created', () => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(/\/clients$/);

  // ---- A job for them, from the schedule -------------------------------------------------
  await tabTo(page, page.getByRole('link', { name: 'Schedule', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedule/);
  await expect(page.getByRole('progressbar', { name: 'Loading jobs' })).toHaveCount(0);
  const newJob = page.getByRole('button', { name: 'New Job' });
  await tabTo(page, newJob);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'New Job' });
  await expect(sheet).toBeVisible();

  // The client: open the list, search, pick with the arrows.
  const clientField = sheet.getByRole('button', { name: /Client$/ });
  await tabTo(page, clientField);
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox');
  await expect(search).toBeFocused();
  await page.keyboard.type(lastName);
  const option = page.getByRole('option', { name: new RegExp(client) });
  await expect(option).toHaveCount(1);
  await arrowToOption(page, search, option);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusRing(clientField);
  await expect(clientField).toContainText(client);
  // Their one address is the default, and is chosen with them.
  await expect(sheet.getByRole('button', { name: /Address$/ })).toContainText('27 Larkspur Lane');

  // The day is the schedule's (today); the time is typed segment by segment, early enough to
  // be the first job of the day.
  const start = sheet.getByRole('group', { name: 'Start time' }).getByRole('spinbutton');
  await tabTo(page, start.first());
  await page.keyboard.type('060000');
  const end = sheet.getByRole('group', { name: 'End time' }).getByRole('spinbutton');
  await tabTo(page, end.first());
  await page.keyboard.type('070000');

  // The team: the select opens on Enter, the arrows choose.
  const teamField = sheet.getByRole('button', { name: /Team$/ });
  await tabTo(page, teamField);
  await page.keyboard.press('Enter');
  const blue = page.getByRole('option', { name: 'Blue Team' });
  await pressTo(page, 'ArrowDown', blue, 10);
  await page.keyboard.press('Enter');
  await expectFocusRing(teamField);
  await expect(teamField).toContainText('Blue Team');

  await tabTo(page, sheet.getByRole('button', { name: 'Schedule Job' }));
  await expectToastFrom(page, 'Job created successfully', () => page.keyboard.press('Enter'));
  await expect(sheet).toHaveCount(0);
  // Focus is back where the sheet was opened from.
  await expectFocusRing(newJob);

  // ---- Its details, from the agenda -------------------------------------------------------
  await tabTo(page, page.locator('main section').getByRole('button').first());
  const card = page.getByRole('button', { name: new RegExp(`^${client}, `) });
  await pressTo(page, 'ArrowDown', card);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expect(details).toContainText(client);
  await expect(details).toContainText('27 Larkspur Lane');
  await expect(details).toContainText('Blue Team');
  await expect(details).toContainText(/6:00\D+7:00/);
  await tabTo(page, details.getByRole('button', { name: 'Close' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(details).toHaveCount(0);
  await expectFocusRing(card);

  // ---- Sign out -------------------------------------------------------------------------
  await tabTo(page, page.getByRole('button', { name: /@/ }), { backwards: true });
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await page.keyboard.press('End');
  await expectFocusRing(logOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
