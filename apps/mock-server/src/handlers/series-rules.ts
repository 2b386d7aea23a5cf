import { needsPreferredDay, type RecurrenceRule } from '../recurrence/rules.ts';
import type { ErrorDetail } from './errors.ts';

/** The rules between the fields of a recurrence rule, named under `prefix` (`recurrence.`). */
export function ruleProblems(rule: RecurrenceRule, prefix = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (needsPreferredDay(rule.frequency) && rule.preferredDay === null) {
    details.push({ field: `${prefix}preferredDay`, message: 'Choose the day of the week' });
  }
  if (rule.endDate !== null && rule.visitCount !== null) {
    details.push({
      field: `${prefix}visitCount`,
      message: 'Choose an end date or a number of visits, not both',
    });
  }
  if (rule.endDate !== null && rule.endDate < rule.startDate) {
    details.push({ field: `${prefix}endDate`, message: 'The end must not be before the start' });
  }
  return details;
}

/** The rule of an input, with the defaults of omitted fields. */
export const ruleFrom = (input: {
  frequency: RecurrenceRule['frequency'];
  preferredDay?: RecurrenceRule['preferredDay'] | undefined;
  startDate: string;
  endDate?: string | null | undefined;
  visitCount?: number | null | undefined;
}): RecurrenceRule => ({
  frequency: input.frequency,
  preferredDay: needsPreferredDay(input.frequency) ? (input.preferredDay ?? null) : null,
  startDate: input.startDate,
  endDate: input.endDate ?? null,
  visitCount: input.visitCount ?? null,
});
