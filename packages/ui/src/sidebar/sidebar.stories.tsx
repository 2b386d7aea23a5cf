import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.tsx';
import { CalendarIcon, HomeIcon, SettingsIcon, UsersIcon } from '../icons/icons.tsx';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from './sidebar.tsx';
import { readSidebarCookie, SIDEBAR_COOKIE_NAME } from './sidebar-cookie.ts';

const navigate = fn();
const clearCookie = () => {
  document.cookie = `${encodeURIComponent(SIDEBAR_COOKIE_NAME)}=; path=/; max-age=0`;
};

const items = [
  { path: '/', label: 'Home', icon: <HomeIcon /> },
  { path: '/calendar', label: 'Calendar', icon: <CalendarIcon /> },
  { path: '/clients', label: 'Clients', icon: <UsersIcon /> },
  { path: '/settings', label: 'Settings', icon: <SettingsIcon /> },
];

/** Header and footer content that shrinks to an icon when the sidebar collapses. */
function Brand() {
  const { state, isMobile } = useSidebar();
  const full = state === 'expanded' || isMobile;
  return (
    <div
      style={{
        display: 'flex',
        gap: 'var(--space-2)',
        alignItems: 'center',
        padding: 'var(--space-1)',
      }}
    >
      <Avatar name="Sparkle Co" size="sm" isDecorative />
      {full ? <strong style={{ whiteSpace: 'nowrap' }}>Sparkle & Co</strong> : null}
    </div>
  );
}

function CurrentUser() {
  const { state, isMobile } = useSidebar();
  const full = state === 'expanded' || isMobile;
  return (
    <div
      style={{
        display: 'flex',
        gap: 'var(--space-2)',
        alignItems: 'center',
        padding: 'var(--space-1)',
      }}
    >
      <Avatar name="Jane Cooper" size="sm" isDecorative={full} />
      {full ? <span style={{ whiteSpace: 'nowrap' }}>Jane Cooper</span> : null}
    </div>
  );
}

function AppShell({ defaultOpen = true }: { defaultOpen?: boolean }) {
  return (
    <RouterProvider navigate={navigate}>
      <SidebarProvider defaultOpen={defaultOpen} style={{ minBlockSize: '30rem' }}>
        <Sidebar label="Main">
          <SidebarHeader>
            <Brand />
          </SidebarHeader>
          <SidebarContent>
            <SidebarGroup label="Navigation">
              <SidebarMenu>
                {items.map((item) => (
                  <SidebarMenuItem key={item.path}>
                    <SidebarMenuButton
                      href={item.path}
                      icon={item.icon}
                      isActive={item.path === '/calendar'}
                    >
                      {item.label}
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          </SidebarContent>
          <SidebarFooter>
            <CurrentUser />
          </SidebarFooter>
        </Sidebar>
        <SidebarInset>
          <header
            style={{
              display: 'flex',
              gap: 'var(--space-2)',
              alignItems: 'center',
              padding: 'var(--space-2) var(--space-4)',
              borderBlockEnd: 'var(--border-width) solid var(--color-border)',
            }}
          >
            <SidebarTrigger />
            <Breadcrumbs items={[{ label: 'Home', path: '/' }, { label: 'Calendar' }]} />
          </header>
          <main style={{ padding: 'var(--space-4)' }}>
            <h1 style={{ margin: 0, font: 'var(--text-heading)' }}>Calendar</h1>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/Sidebar',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          'The app shell navigation. `SidebarProvider` holds the state (remembered for 7 days ' +
          'in the `sidebar:state` cookie) and lays out `Sidebar` and `SidebarInset`. Expanded ' +
          '16rem, collapsed 3rem of icons with tooltips, a slide-in sheet of 18rem below 768px. ' +
          'Ctrl+B / ⌘B toggles it; `SidebarTrigger` is the button. The active item is ' +
          'highlighted and marked `aria-current="page"`.',
      },
    },
  },
  beforeEach: () => {
    clearCookie();
    navigate.mockClear();
    return clearCookie;
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Main' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(within(sidebar).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Collapsed: Story = { args: { defaultOpen: false } };

export const KeyboardShortcutAndCookie: Story = {
  play: async ({ canvas, step }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Main' });
    await step('Ctrl+B collapses it and remembers that in the cookie', async () => {
      await userEvent.keyboard('{Control>}b{/Control}');
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      await expect(readSidebarCookie()).toBe(false);
    });
    await step('collapsed items keep their names, shown as tooltips on focus', async () => {
      const clients = within(sidebar).getByRole('link', { name: 'Clients' });
      // Focus after a keyboard interaction counts as keyboard focus, which shows tooltips.
      clients.focus();
      await expect(await screen.findByRole('tooltip')).toHaveTextContent('Clients');
      await userEvent.keyboard('{Escape}');
    });
    await step('the trigger expands it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
      await expect(readSidebarCookie()).toBe(true);
    });
    await step('a click on an item navigates', async () => {
      await userEvent.click(within(sidebar).getByRole('link', { name: 'Clients' }));
      await expect(navigate).toHaveBeenLastCalledWith('/clients', undefined);
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, step }) => {
    await step('the sidebar is a sheet that the trigger opens', async () => {
      await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
      const sheet = await screen.findByRole('dialog', { name: 'Main' });
      // The sheet is in the page a frame before its entrance is over: wait for it to show.
      await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Home' })).toBeVisible());
    });
    await step('choosing an item navigates and closes it', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
      await expect(navigate).toHaveBeenLastCalledWith('/clients', undefined);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const PhoneOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await screen.findByRole('dialog', { name: 'Main' });
  },
};
