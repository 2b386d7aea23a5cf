import { useOrganization, type Organization } from '../api/organization.ts';

/** What a plan caps (spec §1, §6): every user and team counts, active or not. */
export type PlanResource = 'users' | 'teams';

export interface PlanLimit {
  resource: PlanResource;
  /** Most the plan allows. */
  max: number;
  /** How many exist now. */
  used: number;
  /** How many more may be created (never negative). */
  remaining: number;
  /** `reached`: creating is refused; `near`: a few left, worth a warning; `ok` otherwise. */
  status: 'ok' | 'near' | 'reached';
  /** The plan's display name ("Starter"). */
  planName: string;
}

/**
 * "Near" means the last fifth of the plan, and at least the last slot: 1 left of 6 teams,
 * 2 left of 10 users, 10 left of 50.
 */
export const nearThreshold = (max: number) => Math.max(1, Math.floor(max * 0.2));

export function planLimitOf(organization: Organization, resource: PlanResource): PlanLimit {
  const max = resource === 'users' ? organization.plan.maxUsers : organization.plan.maxTeams;
  const used = organization.usage[resource];
  const remaining = Math.max(0, max - used);
  const status = remaining === 0 ? 'reached' : remaining <= nearThreshold(max) ? 'near' : 'ok';
  return { resource, max, used, remaining, status, planName: organization.plan.name };
}

/**
 * The plan limit of the signed-in user's organisation for `resource`, from
 * `GET /organizations/current` (refresh it after a create or delete:
 * `invalidateQueries(getOrganizationQueryOptions())`). `null` until it loads.
 */
export function usePlanLimit(resource: PlanResource): PlanLimit | null {
  const { data } = useOrganization();
  return data ? planLimitOf(data, resource) : null;
}
