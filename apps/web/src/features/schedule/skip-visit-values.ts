import { skipKindValues } from '@spotless/api-client/schema';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { JobSkipInput, SkipKind } from './api/skip-visit.ts';

/** The contract's limit on the skip's `note`. */
export const MAX_SKIP_NOTE = 500;

export interface SkipVisitValues {
  /** Why the visit is skipped; none is chosen until the user picks one. */
  kind: SkipKind | null;
  note: string;
  /** Only sent for a lockout, the one kind that may keep its charge. */
  keepCharge: boolean;
}

export const skipVisitFields: readonly (keyof SkipVisitValues)[] = ['kind', 'note', 'keepCharge'];

/** The contract's kinds, in its order, as zod's enum takes them. */
export const skipKinds = skipKindValues as readonly [SkipKind, ...SkipKind[]];

export function skipVisitSchema(t: TFunction) {
  return z.object({
    kind: z
      .enum(skipKinds)
      .nullable()
      .refine((kind) => kind != null, t('schedule.skip.kindRequired')),
    note: z
      .string()
      .trim()
      .max(MAX_SKIP_NOTE, t('schedule.skip.noteTooLong', { max: MAX_SKIP_NOTE })),
    keepCharge: z.boolean(),
  }) satisfies z.ZodType<SkipVisitValues>;
}

/** The body of `POST /jobs/{id}/skip`: an empty note is none; only a lockout keeps its charge. */
export const toJobSkipInput = (values: SkipVisitValues & { kind: SkipKind }): JobSkipInput => ({
  kind: values.kind,
  note: values.note.trim() || null,
  keepCharge: values.kind === 'LOCKOUT' && values.keepCharge,
});
