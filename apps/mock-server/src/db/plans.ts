import { planCodeValues, type components } from '@spotless/api-client/schema';

export type PlanCode = components['schemas']['PlanCode'];
export type Plan = components['schemas']['OrganizationPlan'];

/** The plans and their limits; every user and team counts, active or not. */
export const plans: Readonly<Record<PlanCode, Plan>> = {
  STARTER: { code: 'STARTER', name: 'Starter', maxUsers: 10, maxTeams: 6 },
  PRO: { code: 'PRO', name: 'Pro', maxUsers: 50, maxTeams: 20 },
  BUSINESS: { code: 'BUSINESS', name: 'Business', maxUsers: 250, maxTeams: 100 },
};

export const planCodes: readonly PlanCode[] = planCodeValues;
