import type { TFunction } from 'i18next';
import type { SkipKind } from './api/skip-visit.ts';

/**
 * The kind of a skip in words (`Lockout (could not get in)`), as the dialog offers it. A module of
 * its own: the job's details show it, without the skip form's validation in the schedule's first
 * load.
 */
export const skipKindLabel = (t: TFunction, kind: SkipKind): string => {
  const key: string = `enums.skipKind.${kind}`;
  return t(key);
};
