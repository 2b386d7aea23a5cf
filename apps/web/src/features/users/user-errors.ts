import { isApiError } from '@spotless/api-client';

/**
 * The text a failed user call shows: the server's own sentence when it explains something the
 * user can act on (a taken login, the plan limit, the last owner, a refused role), else the
 * product's generic "Failed to … user. Please try again." (spec §8).
 */
export function userFacingMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message) return fallback;
  const explains =
    error.code === 'CONFLICT' ||
    error.code === 'PLAN_LIMIT_REACHED' ||
    error.code === 'FORBIDDEN' ||
    error.code === 'PAYLOAD_TOO_LARGE' ||
    error.code === 'UNSUPPORTED_MEDIA_TYPE' ||
    error.code === 'NOT_FOUND';
  return explains ? error.message : fallback;
}
