import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { operation, type ApiContext } from './context.ts';

type HealthStatus = components['schemas']['HealthStatus'];

export function healthHandlers(context: ApiContext) {
  return [
    operation(context, 'get', '/health', 'getHealth', async () =>
      HttpResponse.json<HealthStatus>({ status: 'ok' }),
    ),
  ];
}
