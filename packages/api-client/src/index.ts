// The public API of @spotless/api-client. Generated shapes are also exported from
// `@spotless/api-client/schema`.
export {
  createApiClient,
  PROACTIVE_REFRESH_MS,
  type ApiClient,
  type ApiClientOptions,
  type CrossTabOptions,
} from './create-api-client.ts';
export {
  ApiError,
  NetworkError,
  NETWORK_ERROR_MESSAGE,
  isApiError,
  isNetworkError,
  unwrap,
  type ApiErrorInit,
  type DataOf,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from './errors.ts';
export { createMemoryTokenStore, type TokenStore, type Tokens } from './token-store.ts';
export { readTokenRole } from './jwt.ts';
export {
  createCookieTokenStore,
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  type CookieTokenStoreOptions,
} from './cookie-token-store.ts';
export {
  AUTH_CHANNEL_NAME,
  REFRESH_LOCK_NAME,
  type AuthChannelLike,
  type LockManagerLike,
} from './session.ts';
export type { paths, components, operations } from './generated/schema.ts';
