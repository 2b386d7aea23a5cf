import type { JobTypeRecord, OrganizationRecord } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { jobTypeSpecs } from './data.ts';

/** The first `count` job types of the list, all active. */
export async function addJobTypes(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  count: number,
): Promise<JobTypeRecord[]> {
  const types: JobTypeRecord[] = [];
  for (const [index, spec] of jobTypeSpecs.slice(0, count).entries()) {
    const createdAt = context.at(today, -420 + index, '11:00:00', organization.timeZone);
    types.push(
      await context.db.jobTypes.insert({
        id: context.random.uuid(),
        organizationId: organization.id,
        name: spec.name,
        short: spec.short,
        description: spec.description,
        isActive: true,
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  return types;
}
