import type { OrganizationRecord } from '../schema.ts';
import type { SeedContext } from './context.ts';

export type OrganizationValues = Omit<OrganizationRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** The organisation, created `ageInDays` before `today`. */
export function addOrganization(
  context: SeedContext,
  values: OrganizationValues,
  today: string,
  ageInDays: number,
): Promise<OrganizationRecord> {
  const { random } = context;
  const createdAt = context.at(today, -ageInDays, '09:12:00', values.timeZone);
  return context.db.organizations.insert({
    id: random.uuid(),
    ...values,
    createdAt,
    updatedAt: context.at(today, -random.int(1, 30), context.randomTime(8, 18), values.timeZone),
  });
}
