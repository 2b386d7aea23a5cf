import type { components } from '@spotless/api-client/schema';
import { http, HttpResponse } from 'msw';
import type { ApiContext } from './context.ts';

type HealthStatus = components['schemas']['HealthStatus'];

export function healthHandlers(context: ApiContext) {
  return [
    http.get(context.url('/health'), () => HttpResponse.json<HealthStatus>({ status: 'ok' })),
  ];
}
