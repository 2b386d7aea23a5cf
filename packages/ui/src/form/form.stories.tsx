import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField, type DateValue, type TimeValue } from 'react-aria-components';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';

import { Button } from '../button/button.tsx';
import { Description, FieldError, fieldStyles, Input, Label } from '../field/field.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Form } from './form.tsx';
import { SelectItem } from '../select/select.tsx';
import { Radio } from '../radio-group/radio-group.tsx';
import {
  FormCheckbox,
  FormColorPicker,
  FormCurrencyField,
  FormDatePicker,
  FormPasswordField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTimeField,
} from './form-fields.tsx';

const loginSchema = z.object({
  login: z.string().trim().min(1, 'Enter your login or email.'),
  password: z.string().min(8, 'Password must be at least 8 characters.'),
});
type LoginValues = z.infer<typeof loginSchema>;

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void> | void;
}

/** The pattern every form of the app follows: zod schema, validation on blur, RAC fields. */
function LoginForm({ onSubmit }: LoginFormProps) {
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    mode: 'onBlur',
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '' },
  });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} style={{ maxInlineSize: '22rem' }}>
      <FormTextField control={control} name="login" label="Login" autoComplete="username" />
      <FormPasswordField control={control} name="password" label="Password" />
      <Button type="submit" isPending={formState.isSubmitting}>
        Sign in
      </Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Form building blocks. `Label`, `Description`, `FieldError` and `Input` compose inside ' +
          'any React Aria field and are connected to its control automatically. With ' +
          'react-hook-form, use the `Form…` adapters of `@spotless/ui/form` (`FormTextField`, ' +
          '`FormPasswordField`, `FormTextArea`, `FormNumberField`, `FormCurrencyField`, ' +
          '`FormSelect`, `FormComboBox`, `FormDatePicker`, `FormTimeField`, `FormCheckbox`, ' +
          '`FormSwitch`, `FormRadioGroup`, `FormColorPicker`: thin `Controller` adapters) and a ' +
          'zod resolver with `mode: "onBlur"`: a field is validated when the user leaves it (a ' +
          'radio group or a colour picker when the focus leaves the whole group), and a failed ' +
          'submit focuses the first invalid field.',
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitLogin = fn<(values: LoginValues) => void>();

export const WithReactHookForm: Story = {
  beforeEach: () => {
    submitLogin.mockClear();
  },
  render: () => <LoginForm onSubmit={submitLogin} />,
  play: async ({ canvas, step }) => {
    const login = canvas.getByRole('textbox', { name: 'Login' });
    const password = canvas.getByLabelText('Password');

    await step('leaving an empty field shows its error', async () => {
      await userEvent.click(login);
      await userEvent.tab();
      await expect(login).toBeInvalid();
      await expect(login).toHaveAccessibleDescription('Enter your login or email.');
    });

    await step('fixing it clears the error on the next blur', async () => {
      await userEvent.type(login, 'jane.cooper');
      await userEvent.tab();
      await expect(login).toBeValid();
    });

    await step('submitting with a short password focuses the password', async () => {
      await userEvent.type(password, 'short');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(password).toHaveFocus());
      await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
      await expect(submitLogin).not.toHaveBeenCalled();
    });

    await step('a valid submit passes the values', async () => {
      await userEvent.type(password, '-and-long');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await waitFor(() =>
        expect(submitLogin).toHaveBeenCalledWith(
          { login: 'jane.cooper', password: 'short-and-long' },
          expect.anything(),
        ),
      );
    });
  },
};

let hydrated: Root | undefined;

/**
 * The login form on a page prerendered with its HTML (the app's public pages): typed into and
 * submitted before the app hydrates it, then hydrated. Before, the submit does nothing (no GET of
 * the page with the password in its URL); the page's start-up script marks it, and once hydrated
 * the form keeps what was typed and makes that submit.
 */
export const SubmittedBeforeHydration: Story = {
  beforeEach: () => {
    submitLogin.mockClear();
    return () => {
      hydrated?.unmount();
      hydrated = undefined;
    };
  },
  render: () => <div data-testid="prerendered" />,
  play: async ({ canvas, step }) => {
    const host = canvas.getByTestId('prerendered');
    host.innerHTML = renderToString(<LoginForm onSubmit={submitLogin} />);
    const page = within(host);
    const form = host.querySelector('form');

    await step('before hydration, what is typed stays and a submit goes nowhere', async () => {
      await expect(form).toHaveAttribute('method', 'dialog');
      await userEvent.type(page.getByRole('textbox', { name: 'Login' }), 'jane.cooper');
      await userEvent.type(page.getByLabelText('Password'), 'a-long-password');
      await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
      await expect(submitLogin).not.toHaveBeenCalled();
      await expect(window.location.search).not.toContain('password');
      // What apps/web/public/theme-init.js does on that submit.
      const index = [...document.forms].indexOf(form!);
      document.documentElement.setAttribute('data-submit-pending', String(index));
    });

    await step('once hydrated, the form submits what was typed', async () => {
      hydrated = hydrateRoot(host, <LoginForm onSubmit={submitLogin} />);
      await waitFor(() =>
        expect(submitLogin).toHaveBeenCalledWith(
          { login: 'jane.cooper', password: 'a-long-password' },
          expect.anything(),
        ),
      );
      await expect(submitLogin).toHaveBeenCalledTimes(1);
      await expect(form).not.toHaveAttribute('method');
      await expect(document.documentElement).not.toHaveAttribute('data-submit-pending');
      await expect(page.getByRole('textbox', { name: 'Login' })).toHaveValue('jane.cooper');
    });
  },
};

export const Submitting: Story = {
  render: () => (
    <LoginForm
      onSubmit={() =>
        new Promise<void>(() => {
          // Never settles, so the button stays pending.
        })
      }
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Login' }), 'jane.cooper');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ComposedFromParts: Story = {
  render: () => (
    <Form style={{ maxInlineSize: '22rem' }}>
      <TextField label="Team name" isRequired description="Shown on the calendar." />
      {/* The parts inside a React Aria field, for layouts TextField does not cover. */}
      <AriaTextField
        className={fieldStyles.field}
        defaultValue="blue"
        isInvalid
        validationBehavior="aria"
      >
        <Label>Colour</Label>
        <Input />
        <Description>A hex colour such as #2563EB.</Description>
        <FieldError>Color must be a valid hex color code (e.g., #2563EB)</FieldError>
      </AriaTextField>
    </Form>
  ),
  play: async ({ canvas }) => {
    const colour = canvas.getByRole('textbox', { name: 'Colour' });
    await expect(colour).toBeInvalid();
    await expect(colour).toHaveAccessibleDescription(
      'A hex colour such as #2563EB. Color must be a valid hex color code (e.g., #2563EB)',
    );
  },
};

const jobSchema = z.object({
  teamId: z
    .string()
    .nullable()
    .refine((value) => Boolean(value), 'Choose a team.'),
  date: z.custom<DateValue | null>().refine((value) => value != null, 'Date is required.'),
  start: z.custom<TimeValue | null>(),
  amount: z
    .number()
    .nullable()
    .refine((value) => value != null && value >= 0, 'Enter an amount.'),
  notes: z.string().max(500, 'Keep it under 500 characters.'),
  isPaid: z.boolean(),
});
type JobValues = z.input<typeof jobSchema>;

const submitJob = fn<(values: JobValues) => void>();

/** Every bound field type, as the job form uses them. */
function JobForm() {
  const { control, handleSubmit } = useForm<JobValues>({
    mode: 'onBlur',
    resolver: zodResolver(jobSchema),
    defaultValues: {
      teamId: null,
      date: null,
      start: null,
      amount: null,
      notes: '',
      isPaid: false,
    },
  });
  return (
    <Form onSubmit={handleSubmit(submitJob)} style={{ maxInlineSize: '22rem' }}>
      <FormSelect control={control} name="teamId" label="Team" placeholder="Teams">
        <SelectItem id="team-a">Team A</SelectItem>
        <SelectItem id="team-b">Team B</SelectItem>
      </FormSelect>
      <FormDatePicker control={control} name="date" label="Date" />
      <FormTimeField control={control} name="start" label="Start time" />
      <FormCurrencyField control={control} name="amount" label="Charge amount" />
      <FormTextArea control={control} name="notes" label="Other information" rows={2} />
      <FormCheckbox control={control} name="isPaid">
        Paid
      </FormCheckbox>
      <Button type="submit">Schedule Job</Button>
    </Form>
  );
}

export const JobFieldsWithReactHookForm: Story = {
  beforeEach: () => {
    submitJob.mockClear();
  },
  render: () => <JobForm />,
  play: async ({ canvas, step }) => {
    const team = canvas.getByRole('button', { name: /Team/ });
    await step('leaving the select without a choice shows its error', async () => {
      team.focus();
      await userEvent.tab();
      await waitFor(() => expect(canvas.getByText('Choose a team.')).toBeVisible());
    });
    await step('submitting reports the other missing values and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Job' }));
      await waitFor(() => expect(canvas.getByText('Date is required.')).toBeVisible());
      await expect(canvas.getByText('Enter an amount.')).toBeVisible();
      await expect(submitJob).not.toHaveBeenCalled();
    });
    await step('the bound values reach the submit handler', async () => {
      await userEvent.click(team);
      await userEvent.click(await screen.findByRole('option', { name: 'Team B' }));
      const amount = canvas.getByRole('textbox', { name: 'Charge amount' });
      await userEvent.type(amount, '120');
      await userEvent.click(canvas.getByText('Paid'));
      await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
      await userEvent.click(await screen.findByRole('button', { name: /Today/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Job' }));
      await waitFor(() => expect(submitJob).toHaveBeenCalledTimes(1));
      const [values] = submitJob.mock.lastCall!;
      await expect(values).toMatchObject({ teamId: 'team-b', amount: 120, isPaid: true });
    });
  },
  // The calendar opens on today, which changes every day.
  parameters: { screenshot: { disable: true } },
};

const HEX_COLOR = /^#[0-9A-F]{6}$/i;
const teamSchema = z.object({
  color: z.string().regex(HEX_COLOR, 'Choose a colour for the team.'),
  payPeriod: z
    .enum(['weekly', 'biweekly', 'monthly'])
    .nullable()
    .refine((value) => value != null, 'Choose a pay period.'),
  isActive: z
    .boolean()
    .refine(Boolean, 'This team has scheduled jobs: reassign them before deactivating it.'),
});
type TeamValues = z.input<typeof teamSchema>;

const submitTeam = fn<(values: TeamValues) => void>();

/** The choice fields: a colour picker, a radio group and a switch, validated on blur. */
function TeamForm({ defaultValues }: { defaultValues: TeamValues }) {
  const { control, handleSubmit } = useForm<TeamValues>({
    mode: 'onBlur',
    resolver: zodResolver(teamSchema),
    defaultValues,
  });
  return (
    <Form onSubmit={handleSubmit(submitTeam)} style={{ maxInlineSize: '22rem' }}>
      <FormColorPicker control={control} name="color" label="Team colour" />
      <FormRadioGroup control={control} name="payPeriod" label="Pay period">
        <Radio value="weekly">Weekly</Radio>
        <Radio value="biweekly">Every two weeks</Radio>
        <Radio value="monthly">Monthly</Radio>
      </FormRadioGroup>
      <FormSwitch control={control} name="isActive" description="Inactive teams get no new jobs.">
        Active
      </FormSwitch>
      <Button type="submit">Save team</Button>
    </Form>
  );
}

export const ChoicesWithReactHookForm: Story = {
  beforeEach: () => {
    submitTeam.mockClear();
  },
  render: () => <TeamForm defaultValues={{ color: '', payPeriod: null, isActive: true }} />,
  play: async ({ canvas, step }) => {
    const hex = canvas.getByRole('textbox', { name: 'Hex color' });
    const payPeriod = canvas.getByRole('radiogroup', { name: 'Pay period' });
    const active = canvas.getByRole('switch', { name: 'Active' });

    await step('colour: leaving the picker without a colour shows the error', async () => {
      await userEvent.click(hex);
      await userEvent.tab();
      await expect(hex).toBeInvalid();
      await expect(hex).toHaveAccessibleDescription('Choose a colour for the team.');
    });

    await step('colour: moving inside the picker is not leaving it', async () => {
      await userEvent.click(canvas.getByRole('option', { name: 'Teal' }));
      await userEvent.tab();
      await expect(hex).toHaveFocus();
      await expect(hex).toBeInvalid();
      await userEvent.tab();
      await expect(hex).toBeValid();
      await expect(canvas.queryByText('Choose a colour for the team.')).not.toBeInTheDocument();
    });

    await step('pay period: leaving the group without a choice shows the error', async () => {
      await expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
      await userEvent.tab();
      await expect(payPeriod).toHaveAttribute('aria-invalid', 'true');
      await expect(payPeriod).toHaveAccessibleDescription('Choose a pay period.');
    });

    await step('pay period: a choice clears it when the focus leaves the group', async () => {
      // Shift+Tab enters a group without a choice on its last radio.
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(canvas.getByRole('radio', { name: 'Every two weeks' })).toBeChecked();
      await userEvent.tab();
      await expect(payPeriod).not.toHaveAttribute('aria-invalid');
    });

    await step('active: switching it off shows the error on blur', async () => {
      await expect(active).toHaveFocus();
      await userEvent.keyboard(' ');
      await userEvent.tab();
      await expect(active).toBeInvalid();
      await expect(active).toHaveAccessibleDescription(
        'Inactive teams get no new jobs. This team has scheduled jobs: reassign them before deactivating it.',
      );
      await userEvent.tab({ shift: true });
      await userEvent.keyboard(' ');
      await userEvent.tab();
      await expect(active).toBeValid();
    });

    await step('the bound values reach the submit handler', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save team' }));
      await waitFor(() =>
        expect(submitTeam).toHaveBeenCalledWith(
          { color: '#0D9488', payPeriod: 'biweekly', isActive: true },
          expect.anything(),
        ),
      );
    });
  },
};

/** A failed submit focuses the first invalid field, here the radio group. */
export const ChoicesFailedSubmit: Story = {
  beforeEach: () => {
    submitTeam.mockClear();
  },
  render: () => <TeamForm defaultValues={{ color: '#0D9488', payPeriod: null, isActive: true }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save team' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveFocus());
    await expect(
      canvas.getByRole('radiogroup', { name: 'Pay period' }),
    ).toHaveAccessibleDescription('Choose a pay period.');
    await expect(submitTeam).not.toHaveBeenCalled();
  },
};
