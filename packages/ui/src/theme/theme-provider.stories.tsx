import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { MoonIcon, SunIcon } from '../icons/icons.tsx';
import {
  THEME_STORAGE_KEY,
  type ThemePreference,
  ThemeProvider,
  useTheme,
} from './theme-provider.tsx';

const choices: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** A minimal theme switcher and a panel painted in the chosen theme. */
function ThemeDemo() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxInlineSize: '28rem' }}>
      <div role="group" aria-label="Theme" style={{ display: 'flex', gap: 'var(--space-2)' }}>
        {choices.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={theme === value ? 'primary' : 'outline'}
            aria-pressed={theme === value}
            onPress={() => setTheme(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div
        data-testid="preview"
        data-theme={theme}
        style={{
          display: 'flex',
          gap: 'var(--space-3)',
          alignItems: 'center',
          padding: 'var(--space-4)',
          border: 'var(--border-width) solid var(--color-border)',
          borderRadius: 'var(--radius-lg)',
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
        }}
      >
        {resolvedTheme === 'dark' ? <MoonIcon /> : <SunIcon />}
        <span>
          Chosen: <strong>{theme}</strong>
        </span>
        <Button size="sm">Schedule Job</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  // The story drives a preview panel only: the page theme stays with the toolbar.
  args: { applyToDocument: false, children: <ThemeDemo /> },
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    return () => localStorage.removeItem(THEME_STORAGE_KEY);
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app in `ThemeProvider`; `useTheme()` returns `{ theme, resolvedTheme, ' +
          'setTheme }`. The choice (`light`, `dark` or `system`, default `system`) is saved in ' +
          'local storage under `ui-theme` and set as `data-theme` on <html>; with `system` the ' +
          'colours follow the operating system live. Call `applyStoredTheme()` before the first ' +
          'render to avoid a flash of the other theme. `data-theme` also works on any element, ' +
          'as the preview panel here shows.',
      },
    },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChoosingATheme: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('preview');
    await expect(preview).toHaveAttribute('data-theme', 'system');
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(preview).toHaveAttribute('data-theme', 'dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(preview).toHaveAttribute('data-theme', 'light');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  },
};

export const RestoresTheStoredChoice: Story = {
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preview')).toHaveAttribute('data-theme', 'dark');
  },
};
