import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide button. The button names come from ' +
          '`showPasswordLabel` and `hidePasswordLabel` (English defaults; pass translations). ' +
          '`autoComplete` defaults to `current-password`; use `new-password` on sign-up.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'At least 8 characters.', autoComplete: 'new-password', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret-password' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Password is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password is required.');
  },
};

export const LongText: Story = {
  args: {
    label: 'Password for the account of the organisation owner, used to sign in on every device',
    defaultValue: 'correct-horse-battery-staple-and-a-few-more-words-to-overflow',
  },
};

export const Translated: Story = {
  args: {
    label: 'Senha',
    showPasswordLabel: 'Mostrar senha',
    hidePasswordLabel: 'Ocultar senha',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvas, step }) => {
    const input = canvas.getByLabelText('Password');
    await step('typed text is masked', async () => {
      await userEvent.type(input, 'hunter22');
      await expect(input).toHaveAttribute('type', 'password');
    });
    await step('a click on the toggle shows it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('hunter22');
    });
    await step('from the keyboard: Tab to the toggle, Space hides it again', async () => {
      input.focus();
      await userEvent.tab();
      const toggle = canvas.getByRole('button', { name: 'Hide password' });
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    });
  },
};
