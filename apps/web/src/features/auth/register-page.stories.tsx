import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, type AppStoryParameters } from '../../testing/app-story.tsx';
import { closeLeftoverToasts, storyHandlers } from '../../testing/story-api.ts';
import { RegisterPage } from './register-page.tsx';

const app: AppStoryParameters = { route: '/register', signInAs: null };

const meta = {
  title: 'Web/Auth/Register',
  component: RegisterPage,
  tags: ['autodocs'],
  ...appStoryMeta,
  loaders: [...appStoryMeta.loaders, closeLeftoverToasts],
  parameters: {
    ...appStoryMeta.parameters,
    app,
    // The whole form in view: the screenshots show every field, and no play has to scroll.
    viewport: {
      options: {
        desktopFullForm: {
          name: 'Desktop, full form',
          styles: { width: '1200px', height: '1700px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'desktopFullForm', isRotated: false } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Fills the whole form with a valid registration; `login` can be one already taken. */
async function fillRegistration(canvas: Canvas, { login = 'dana.whitfield' } = {}) {
  const type = async (name: string, text: string) =>
    userEvent.type(canvas.getByRole('textbox', { name }), text);
  await type('Company name', 'Brightnest Home Cleaning');
  await type('Company e-mail', 'hello@brightnestcleaning.example');
  await type('Company phone', '(512) 555-0160');
  await type('Street address', '1800 Barton Springs Road');
  await type('City', 'Austin');
  await type('State', 'TX');
  await type('ZIP code', '78704');
  await type('Country', 'United States');
  await type('First name', 'Dana');
  await type('Last name', 'Whitfield');
  await type('Your e-mail', 'dana@brightnestcleaning.example');
  await type('Login', login);
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Brightnest2026');
  await userEvent.type(
    canvas.getByLabelText('Confirm password', { selector: 'input' }),
    'Brightnest2026',
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Register your company' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Your company' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  // Dark: Default's empty registration form, its texts in Spanish.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Registra tu empresa' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear mi empresa' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt-BR' },
  // Dark: Default's empty registration form, its texts in Portuguese.
  parameters: { screenshot: { darkAsIn: 'Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Cadastre sua empresa' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar minha empresa' })).toBeVisible();
  },
};

/** Each field says what is wrong as soon as the user leaves it. */
export const ValidationOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Company name' }));
    await userEvent.tab();
    await expect(await canvas.findByText('Company name is required')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Company e-mail' }), 'hello@');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Login' }), 'da');
    await userEvent.tab();
    await expect(await canvas.findByText('Login should have at least 3 characters')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'short');
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();

    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'shorter',
    );
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

/** Submitting an empty form names every required field, without calling the server. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create my company' }));
    await expect(await canvas.findByText('Company name is required')).toBeVisible();
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
  },
};

/** Too many registrations from this network: the server's message, in the Register toast. */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        organizations: [
          http.post('/v1/organizations', () =>
            HttpResponse.json(
              { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
              { status: 429, headers: { 'Retry-After': '3600' } },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Register your company' });
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my company' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Register'));
    await expect(page.getByRole('alertdialog')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    // Nothing typed is lost: the same registration can be sent again later.
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Brightnest Home Cleaning',
    );
  },
};

/** A server failure without a message: the product's own text. */
export const ServerError: Story = {
  // Dark: Rate Limited's filled form and error toast, another message.
  parameters: {
    msw: {
      handlers: {
        ...storyHandlers,
        organizations: [
          http.post('/v1/organizations', () => new HttpResponse(null, { status: 502 })),
        ],
      },
    },
    screenshot: { darkAsIn: 'Rate Limited' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Register your company' });
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my company' }));
    await waitFor(() =>
      expect(
        page.getByText('Oops, error when registering. Please check your information.'),
      ).toBeVisible(),
    );
  },
};

/**
 * Sent: the server accepted it and e-mails the outcome. The page says where to look and goes to
 * the sign-in page; nobody is signed in yet.
 */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Register your company' });
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my company' }));
    await waitFor(() =>
      expect(
        page.getByText(
          "Check your e-mail: we've sent dana@brightnestcleaning.example a message about Brightnest Home Cleaning.",
        ),
      ).toBeVisible(),
    );
    await expect(page.getByRole('alertdialog')).toHaveTextContent('Register');
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
  },
};

/**
 * A login (or e-mail) someone already has: the page shows exactly what it shows for a free one,
 * so it reveals no account; the e-mail explains.
 */
export const TakenLoginNotRevealed: Story = {
  // Dark: Registered's sign-in page and success toast: the same, by design.
  parameters: { screenshot: { darkAsIn: 'Registered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Register your company' });
    await fillRegistration(canvas, { login: 'master' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create my company' }));
    await waitFor(() =>
      expect(
        page.getByText(
          "Check your e-mail: we've sent dana@brightnestcleaning.example a message about Brightnest Home Cleaning.",
        ),
      ).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Spotless' })).toBeVisible();
    await expect(canvas.queryByText('This login is already taken.')).toBeNull();
  },
};

/** The success toast in Spanish. */
export const RegisteredSpanish: Story = {
  globals: { locale: 'es' },
  // Dark: Registered's sign-in page and success toast, in Spanish.
  parameters: { screenshot: { darkAsIn: 'Registered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Registra tu empresa' });
    const type = async (name: string, text: string) =>
      userEvent.type(canvas.getByRole('textbox', { name }), text);
    await type('Nombre de la empresa', 'Brillo Limpiezas');
    await type('Correo electrónico de la empresa', 'hola@brillo.example');
    await type('Teléfono de la empresa', '(512) 555-0161');
    await type('Dirección', 'Calle Mayor 1');
    await type('Ciudad', 'Austin');
    await type('Estado', 'TX');
    await type('Código postal', '78704');
    await type('País', 'Estados Unidos');
    await type('Nombre', 'Lucía');
    await type('Apellido', 'Torres');
    await type('Tu correo electrónico', 'lucia@brillo.example');
    await type('Usuario', 'lucia.torres');
    await userEvent.type(canvas.getByLabelText('Contraseña', { selector: 'input' }), 'Brillo2026');
    await userEvent.type(
      canvas.getByLabelText('Confirmar contraseña', { selector: 'input' }),
      'Brillo2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crear mi empresa' }));
    await waitFor(() =>
      expect(
        page.getByText(
          'Revisa tu correo: hemos enviado a lucia@brillo.example un mensaje sobre Brillo Limpiezas.',
        ),
      ).toBeVisible(),
    );
  },
};
