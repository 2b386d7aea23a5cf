import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { ColorPicker } from './color-picker.tsx';

const meta = {
  title: 'UI/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: { label: 'Color', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Team colours: 14 named presets (Blue, Green, Red, Yellow, Purple, Orange, Sky Blue, ' +
          'Teal, Pink, Indigo, Violet, Lime, Gray, Black) and a hex input of at most 7 ' +
          'characters. `onChange` only receives valid `#RRGGBB` colours. Pass translated ' +
          'preset names through `presets` and texts through `hexLabel` / `invalidHexMessage`.',
      },
    },
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomColor: Story = {
  args: { defaultValue: '#FF8800', description: 'Shown on the calendar for this team.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hex color' })).toBeInvalid();
  },
};

/** A form's message (`errorMessage`) while `isInvalid`; a mistyped hex code keeps its own. */
export const InvalidWithMessage: Story = {
  args: { value: '', isInvalid: true, errorMessage: 'Choose a colour for the team.' },
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Hex color' });
    await expect(hex).toBeInvalid();
    await expect(hex).toHaveAccessibleDescription('Choose a colour for the team.');
  },
};

export const LongText: Story = {
  args: { label: 'Colour of the team on the calendar, the job cards and the route map' },
};

export const KeyboardAndPointer: Story = {
  play: async ({ args, canvas, step }) => {
    await step('a click on a preset picks it', async () => {
      await userEvent.click(canvas.getByRole('option', { name: 'Teal' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('#0D9488');
      await expect(canvas.getByRole('textbox', { name: 'Hex color' })).toHaveValue('#0D9488');
    });
    await step('arrow keys move between presets', async () => {
      await userEvent.keyboard('{ArrowRight}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('#DB2777');
    });
    await step('the hex input takes 7 characters and reports only valid colours', async () => {
      const hex = canvas.getByRole('textbox', { name: 'Hex color' });
      await userEvent.clear(hex);
      await userEvent.type(hex, '#12ab');
      await expect(hex).toBeInvalid();
      await expect(hex).toHaveAccessibleDescription(
        'Color must be a valid hex color code (e.g., #2563EB)',
      );
      await userEvent.type(hex, '34ff');
      await expect(hex).toHaveValue('#12ab34');
      await expect(hex).toBeValid();
      await expect(args.onChange).toHaveBeenLastCalledWith('#12AB34');
    });
  },
};
