import { Badge, TextField } from '@spotless/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '../../testing/i18n-story.tsx';
import { InfoNote } from '../info-note.tsx';
import {
  FormGrid,
  FormHeader,
  FormScreen,
  FormScreenActions,
  FormSection,
  fullRow,
} from './form-layout.tsx';
import { FormPageSkeleton, FormUnavailable } from './form-page-states.tsx';

interface ExampleProps {
  isReadOnly: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A person's form laid out like the client and user screens. */
function ExampleForm({ isReadOnly, onSubmit, onCancel }: ExampleProps) {
  return (
    <FormScreen
      aria-labelledby="example-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormHeader
        titleId="example-title"
        title="Aisha Schmidt"
        avatar={{ name: 'Aisha Schmidt' }}
        badges={<Badge variant="neutral">Inactive</Badge>}
        description="Change their contact details."
      />
      {isReadOnly ? <InfoNote>Your role can view this person but not change them.</InfoNote> : null}
      <FormSection title="Contact" description="How to reach them.">
        <FormGrid>
          <TextField label="First name" defaultValue="Aisha" isReadOnly={isReadOnly} isRequired />
          <TextField label="Last name" defaultValue="Schmidt" isReadOnly={isReadOnly} isRequired />
          <TextField
            label="E-mail"
            defaultValue="aisha.schmidt@example.com"
            isReadOnly={isReadOnly}
            className={fullRow}
          />
        </FormGrid>
      </FormSection>
      <FormSection title="Notes" description="Anything the team should know.">
        <FormGrid>
          <TextField label="Gate code" defaultValue="4821#" isReadOnly={isReadOnly} />
        </FormGrid>
      </FormSection>
      <FormScreenActions
        isReadOnly={isReadOnly}
        backLabel="Back to people"
        onBack={onCancel}
        onCancel={onCancel}
        submitLabel="Save changes"
        isSaving={false}
      />
    </FormScreen>
  );
}

/**
 * The layout of the full-screen forms (client, user): the title row, sections with what they are
 * for beside their fields, and the sticky actions bar; plus the screen while its record loads and
 * when it cannot be shown.
 */
const meta = {
  title: 'Web/Components/Form layout',
  component: ExampleForm,
  tags: ['autodocs'],
  decorators: [withI18n],
  args: { isReadOnly: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Aisha Schmidt/, level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('not change them');
    await expect(canvas.getByRole('button', { name: 'Back to people' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <FormPageSkeleton label="Loading person" sections={[3, 1]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading person');
  },
};

export const Unavailable: Story = {
  render: (args) => (
    <FormUnavailable
      title="Edit person"
      heading="Person not found"
      description="This person doesn't exist or was deleted."
      backLabel="Back to people"
      onBack={args.onCancel}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Person not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to people' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
