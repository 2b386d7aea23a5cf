import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Switch } from '../switch/switch.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Card } from './card.tsx';

const save = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Business details',
    description: 'Shown on e-mails to clients and staff.',
    children: <TextField label="Business name" defaultValue="Sparkle & Shine Cleaning" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    save.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A bordered surface that groups related content under its title. `default` cards ' +
          'group settings or details and may end with a `footer` band of actions; `summary` ' +
          'cards show figures or a short list under a small muted title, with an `aside` ' +
          '(a count, a badge, a link) on the title row. A titled card is a group, or a region ' +
          'with `elementType="section"`. Pages that narrow their cards with a container query ' +
          'set `--card-padding`.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Business details' });
    await expect(within(card).getByRole('textbox', { name: 'Business name' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <Card
        title="Notifications"
        description="E-mails Spotless sends for you."
        footer={<Button variant="outline">Send a test e-mail</Button>}
      >
        <Switch defaultSelected>Remind clients the day before</Switch>
      </Card>
      <Card title="Plan" headingLevel={3}>
        <p style={{ margin: 0 }}>Free: up to 3 users and 1 team.</p>
      </Card>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 'var(--space-4)',
        }}
      >
        <Card variant="summary" elementType="section" title="Still unpaid">
          <p style={{ margin: 0, fontSize: 'var(--font-size-3xl)' }}>$1,240.00</p>
          <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>8 completed jobs</p>
        </Card>
        <Card
          variant="summary"
          elementType="section"
          title="Jobs without a time"
          aside={<Badge variant="warning">3</Badge>}
        >
          <p style={{ margin: 0 }}>Give them a time so teams know when to arrive.</p>
        </Card>
      </div>
      <Card variant="summary" aria-label="Loading">
        <p style={{ margin: 0 }}>A card without a title, such as a placeholder while data loads.</p>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Still unpaid' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Plan', level: 3 })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Recurring plan for the Downtown Residential Towers, every weekday except public holidays',
    description:
      'Changing the plan regenerates every future job of the series; jobs already completed ' +
      'or cancelled are kept as they are, with their payment information.',
    aside: <Badge variant="info">Weekly</Badge>,
  },
};

export const FooterActions: Story = {
  args: {
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button onPress={save}>Save changes</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Business details' });
    await userEvent.tab();
    await expect(within(card).getByRole('textbox', { name: 'Business name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveBeenCalledTimes(1);
  },
};
