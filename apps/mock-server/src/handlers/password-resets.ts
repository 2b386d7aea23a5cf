import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { hashPassword } from '../auth/password.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { normalizeEmail } from '../db/db.ts';
import type { UserRecord } from '../db/schema.ts';
import { clientAddress, operation, type ApiContext } from './context.ts';
import { ApiError, invalidFields, rateLimited, type ErrorDetail } from './errors.ts';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  resetTokenQuerySchema,
} from './request-schemas.ts';
import { checkWith, readJson, readJsonBody, readQuery } from './validation.ts';

type PasswordResetTokenValidity = components['schemas']['PasswordResetTokenValidity'];

/** Requests for one e-mail address within the window; more answer 429 (known or not). */
export const RESET_REQUESTS_PER_WINDOW = 5;
/** Requests from one client address within the window, whatever the e-mails; more answer 429. */
export const RESET_REQUESTS_PER_ADDRESS = 20;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

const invalidToken = () =>
  new ApiError(400, 'INVALID_RESET_TOKEN', 'Invalid or expired reset token');

/**
 * "Passwords do not match", alongside the schema's own problems: the contract shows both at
 * once, which a refinement (run only when the rest passed) would not give.
 */
export function confirmationProblems(
  raw: unknown,
  path: string[] = [],
  reported: readonly ErrorDetail[] = [],
): ErrorDetail[] {
  let value: unknown = raw;
  for (const key of path) value = (value as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'object' || value === null) return [];
  const { password, passwordConfirmation } = value as Record<string, unknown>;
  const field = [...path, 'passwordConfirmation'].join('.');
  if (
    typeof password === 'string' &&
    typeof passwordConfirmation === 'string' &&
    passwordConfirmation !== '' &&
    password !== passwordConfirmation &&
    !reported.some((detail) => detail.field === field)
  ) {
    return [{ field, message: 'Passwords do not match' }];
  }
  return [];
}

/**
 * E-mails a reset or create-password link to the user. Inside the write lock. The link points at
 * the web app that made the request (a local Origin or Referer), else the configured web origin.
 */
export async function sendPasswordLink(
  context: ApiContext,
  request: Request,
  user: UserRecord,
  kind: 'reset' | 'create',
): Promise<void> {
  const token = await context.auth.issuePasswordToken(user.id, kind);
  const page = kind === 'reset' ? 'reset-password' : 'create-password';
  const link = `${context.webOrigin(request)}/${page}?token=${encodeURIComponent(token)}`;
  const organization = context.db.organizations.get(user.organizationId);
  const text =
    kind === 'reset'
      ? [
          `Hello ${user.firstName},`,
          '',
          `Someone asked to reset the password of your Spotless account (${user.login}). Choose a new password here:`,
          '',
          link,
          '',
          'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        ]
      : [
          `Hello ${user.firstName},`,
          '',
          `${organization?.name ?? 'Your team'} created a Spotless account for you. Your login is ${user.login}. Create your password here:`,
          '',
          link,
          '',
          'The link works once and expires in one hour. Ask your administrator for a new one if it has expired.',
        ];
  await context.sendMail({
    to: user.email,
    subject: kind === 'reset' ? 'Reset your Spotless password' : 'Create your Spotless password',
    text: text.join('\n'),
    link,
    kind: kind === 'reset' ? 'password-reset' : 'create-password',
  });
}

export function passwordResetsHandlers(context: ApiContext) {
  const perEmail = createRateLimiter({
    now: context.now,
    maxFailures: RESET_REQUESTS_PER_WINDOW,
    windowMs: RESET_WINDOW_MS,
  });
  const perAddress = createRateLimiter({
    now: context.now,
    maxFailures: RESET_REQUESTS_PER_ADDRESS,
    windowMs: RESET_WINDOW_MS,
  });

  return [
    operation(
      context,
      'post',
      '/password-resets/request',
      'requestPasswordReset',
      async ({ request }) => {
        const { email } = await readJsonBody(request, passwordResetRequestSchema);
        const key = normalizeEmail(email);
        const address = clientAddress(request);
        // Both limits are checked, then both counted, with no await between: requests sent at
        // once cannot all pass before the first of them is counted.
        const limits = [perAddress.check(address), perEmail.check(key)];
        const retryAfter = Math.max(
          0,
          ...limits.map((limit) => (limit.limited ? limit.retryAfterSeconds : 0)),
        );
        if (retryAfter > 0) throw rateLimited(retryAfter);
        perAddress.recordFailure(address);
        perEmail.recordFailure(key);

        // The answer does not wait for the token and the e-mail: a known address would take
        // longer than an unknown one (the lock, the token, the save) and so reveal the account.
        // Inactive accounts get nothing; the answer is the same either way.
        context.db.state
          .write(async () => {
            const user = context.db.users.findUnique('email', key);
            if (user?.isActive) await sendPasswordLink(context, request, user, 'reset');
          })
          .catch((error: unknown) => {
            console.error('Could not send a password-reset e-mail:', error);
          });
        return new HttpResponse(null, { status: 202 });
      },
    ),

    operation(
      context,
      'get',
      '/password-resets/validate',
      'validatePasswordResetToken',
      async ({ request }) => {
        const { token } = readQuery(request, resetTokenQuerySchema);
        if (!(await context.auth.findPasswordToken(token))) throw invalidToken();
        return HttpResponse.json<PasswordResetTokenValidity>(
          { valid: true },
          { headers: { 'Cache-Control': 'no-store' } },
        );
      },
    ),

    operation(context, 'post', '/password-resets/reset', 'resetPassword', async ({ request }) => {
      const raw = await readJson(request);
      const checked = checkWith(passwordResetSchema, raw);
      const details = checked.ok ? [] : checked.details;
      details.push(...confirmationProblems(raw, [], details));
      if (!checked.ok || details.length > 0) throw invalidFields(details);

      const { token, password } = checked.data;
      if (!(await context.auth.findPasswordToken(token))) throw invalidToken();
      const passwordHash = await hashPassword(password);
      await context.db.state.write(async () => {
        // Again under the lock: two requests with one token must not both succeed.
        const record = await context.auth.findPasswordToken(token);
        if (!record) throw invalidToken();
        await context.auth.setPassword(record.userId, passwordHash);
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
