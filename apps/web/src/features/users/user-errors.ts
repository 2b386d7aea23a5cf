import type { ErrorCode } from '@spotless/api-client';

/**
 * The answers whose own sentence the users screens show, because it tells the user what to do (a
 * taken login, the plan limit, the last owner, a refused role, the photo's size or type, a user
 * removed meanwhile); any other failure shows the product's "Failed to … user. Please try
 * again." (spec §8).
 */
export const userErrorCodes: readonly ErrorCode[] = [
  'CONFLICT',
  'PLAN_LIMIT_REACHED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
];
