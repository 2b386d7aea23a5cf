import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { operation, requireUser, type ApiContext } from './context.ts';
import { ApiError, messages } from './errors.ts';
import { loginRequestSchema, refreshTokenRequestSchema } from './request-schemas.ts';
import { readJsonBody } from './validation.ts';

type AuthTokens = components['schemas']['AuthTokens'];

export { loginRequestSchema, refreshTokenRequestSchema };

// Token answers must never sit in a shared cache.
const tokensResponse = (tokens: AuthTokens) =>
  HttpResponse.json<AuthTokens>(tokens, { headers: { 'Cache-Control': 'no-store' } });

export function authHandlers(context: ApiContext) {
  return [
    operation(context, 'post', '/auth/login', 'login', async ({ request }) => {
      const { login, password } = await readJsonBody(request, loginRequestSchema);
      const result = await context.auth.login(login, password);
      if (result.ok) return tokensResponse(result.tokens);

      switch (result.reason) {
        case 'rate-limited':
          throw new ApiError(429, 'RATE_LIMITED', messages.rateLimited, {
            headers: { 'Retry-After': String(result.retryAfterSeconds) },
          });
        case 'inactive':
          throw new ApiError(
            403,
            'FORBIDDEN',
            'Your account is inactive. Please contact your administrator.',
          );
        case 'invalid-credentials':
          throw new ApiError(401, 'UNAUTHORIZED', 'Invalid login or password.');
      }
    }),

    operation(context, 'post', '/auth/refresh', 'refreshToken', async ({ request }) => {
      const { refreshToken } = await readJsonBody(request, refreshTokenRequestSchema);
      const tokens = await context.auth.refresh(refreshToken);
      if (!tokens) {
        throw new ApiError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      }
      return tokensResponse(tokens);
    }),

    operation(context, 'post', '/auth/logout', 'logout', async ({ request }) => {
      const user = await requireUser(context, request);
      const { refreshToken } = await readJsonBody(request, refreshTokenRequestSchema);
      await context.auth.logout(refreshToken, user.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
