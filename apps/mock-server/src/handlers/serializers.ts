// Records → the contract's shapes. Every answer is built field by field from the record, so a
// stored field (a hash, an organisation id the contract does not show) never leaks.
import type { components } from '@spotless/api-client/schema';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import type {
  AddressRecord,
  AddressTypeRecord,
  ClientRecord,
  JobRecord,
  JobSeriesRecord,
  JobTypeRecord,
  OrganizationRecord,
  Role,
  TeamRecord,
  UserRecord,
} from '../db/schema.ts';
import { epochMillisecondsOf, instantAt } from '../db/dates.ts';

type Schemas = components['schemas'];
export type Organization = Schemas['Organization'];
export type User = Schemas['User'];
export type CurrentUser = Schemas['CurrentUser'];
export type Team = Schemas['Team'];
export type CalendarFeed = Schemas['CalendarFeed'];
export type CalendarFeedCreated = Schemas['CalendarFeedCreated'];
export type JobType = Schemas['JobType'];
export type AddressType = Schemas['AddressType'];
export type Client = Schemas['Client'];
export type ClientAddress = Schemas['ClientAddress'];
export type Job = Schemas['Job'];
export type JobSeries = Schemas['JobSeries'];
export type EntryCode = Schemas['EntryCode'];
export type EntryCodeReveal = Schemas['EntryCodeReveal'];

/** Fixed ids of the four role records (`roleId` follows `role`). */
export const roleIds: Readonly<Record<Role, string>> = {
  MASTER: '6f1c2e8a-0b1d-4c7e-9a3f-1d2e3f4a5b01',
  ADMIN: '6f1c2e8a-0b1d-4c7e-9a3f-1d2e3f4a5b02',
  CLEANER: '6f1c2e8a-0b1d-4c7e-9a3f-1d2e3f4a5b03',
  BILLING: '6f1c2e8a-0b1d-4c7e-9a3f-1d2e3f4a5b04',
};

export function toOrganization(organization: OrganizationRecord, db: Db): Organization {
  return {
    id: organization.id,
    name: organization.name,
    logoUrl: organization.logoUrl,
    email: organization.email,
    phone: organization.phone,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    zipCode: organization.zipCode,
    country: organization.country,
    timeZone: organization.timeZone,
    plan: { ...plans[organization.planCode] },
    usage: {
      // Every user and team counts, active or not: deactivating one does not free its slot.
      users: db.users.count('organizationId', organization.id),
      teams: db.teams.count('organizationId', organization.id),
    },
    createdAt: organization.createdAt,
    updatedAt: organization.updatedAt,
  };
}

export const avatarUrl = (apiBase: string, avatarId: string | null): string | null =>
  avatarId === null ? null : `${apiBase}/avatars/${avatarId}`;

export function toTeamSummary(team: TeamRecord): Schemas['TeamSummary'] {
  return { id: team.id, name: team.name, color: team.color };
}

export function toUser(user: UserRecord, db: Db, apiBase: string): User {
  const team = user.defaultTeamId ? db.teams.get(user.defaultTeamId) : undefined;
  return {
    id: user.id,
    photoUrl: avatarUrl(apiBase, user.avatarId),
    role: user.role,
    roleId: roleIds[user.role],
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    login: user.login,
    isDriver: user.isDriver,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    lastPasswordResetAt: user.lastPasswordResetAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    defaultTeamId: team ? team.id : null,
    defaultTeam: team ? toTeamSummary(team) : null,
  };
}

/** The signed-in user's profile: snake_case names and avatar, as the contract says. */
export function toCurrentUser(user: UserRecord, apiBase: string): CurrentUser {
  const photoUrl = avatarUrl(apiBase, user.avatarId);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    login: user.login,
    role: user.role,
    avatar_url: photoUrl,
    photoUrl,
    phone: user.phone,
    organizationId: user.organizationId,
    defaultTeamId: user.defaultTeamId,
    isDriver: user.isDriver,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
  };
}

export function toTeam(team: TeamRecord, db: Db): Team {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    color: team.color,
    isActive: team.isActive,
    organizationId: team.organizationId,
    createdAt: team.createdAt,
    updatedAt: team.updatedAt,
    memberCount: db.users.count('defaultTeamId', team.id),
  };
}

export function toJobType(jobType: JobTypeRecord): JobType {
  return {
    id: jobType.id,
    name: jobType.name,
    short: jobType.short,
    description: jobType.description,
    isActive: jobType.isActive,
  };
}

export function toAddressType(addressType: AddressTypeRecord): AddressType {
  return {
    id: addressType.id,
    name: addressType.name,
    description: addressType.description,
    isActive: addressType.isActive,
    organizationId: addressType.organizationId,
    createdAt: addressType.createdAt,
    updatedAt: addressType.updatedAt,
  };
}

/** The address's type (by id, never a scan: the jobs list nests one per job), if it has one. */
const addressTypeOf = (address: AddressRecord, db: Db): AddressTypeRecord | undefined =>
  address.addressTypeId === null ? undefined : db.addressTypes.get(address.addressTypeId);

/** When the latest job at the address took place (started, or the day began), if any did. */
function lastUsedAt(address: AddressRecord, db: Db, timeZone: string): string | null {
  let latest: number | null = null;
  for (const job of db.jobs.list('addressId', address.id)) {
    if (job.status !== 'COMPLETED' && job.status !== 'IN_PROGRESS') continue;
    const at =
      job.scheduledStartTime === null
        ? instantAt(job.date, '00:00', timeZone)
        : epochMillisecondsOf(job.scheduledStartTime);
    if (latest === null || at > latest) latest = at;
  }
  return latest === null
    ? null
    : Temporal.Instant.fromEpochMilliseconds(latest).toString({ fractionalSecondDigits: 3 });
}

export function toAddress(
  address: AddressRecord,
  db: Db,
  timeZone: string,
  tempId?: string,
): ClientAddress {
  return {
    id: address.id,
    ...(tempId ? { tempId } : {}),
    clientId: address.clientId,
    addressTypeId: address.addressTypeId,
    reference: address.reference,
    street: address.street,
    complement: address.complement,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    isDefault: address.isDefault,
    isBilling: address.isBilling,
    chargeAmount: address.chargeAmount,
    chargeBy: address.chargeBy,
    entryMethod: address.entryMethod,
    hasEntryCode: address.entryCode !== null,
    otherInformation: address.otherInformation,
    latitude: address.latitude,
    longitude: address.longitude,
    isActive: address.isActive,
    lastUsedAt: lastUsedAt(address, db, timeZone),
  };
}

export const addressesOf = (db: Db, clientId: string): AddressRecord[] =>
  db.addresses.list('clientId', clientId).sort((a, b) => a.position - b.position);

export function toClient(
  client: ClientRecord,
  db: Db,
  timeZone: string,
  tempIds?: ReadonlyMap<string, string>,
): Client {
  return {
    id: client.id,
    photoUrl: client.photoUrl,
    firstName: client.firstName,
    lastName: client.lastName,
    birthday: client.birthday,
    phone1: client.phone1,
    phone2: client.phone2,
    email: client.email,
    addresses: addressesOf(db, client.id).map((address) =>
      toAddress(address, db, timeZone, tempIds?.get(address.id)),
    ),
    preferredFrequency: client.preferredFrequency,
    preferredDay: client.preferredDay,
    paymentMethod: client.paymentMethod,
    paymentInformation: client.paymentInformation,
    clientSince: client.clientSince,
    source: client.source,
    otherInformation: client.otherInformation,
    isActive: client.isActive,
    organizationId: client.organizationId,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
  };
}

const clientSummary = (client: ClientRecord): Job['client'] => ({
  id: client.id,
  firstName: client.firstName,
  lastName: client.lastName,
  phone1: client.phone1,
});

export function addressSummary(address: AddressRecord, db: Db): Job['address'] {
  // Its current name, active or not.
  const addressType = addressTypeOf(address, db);
  return {
    id: address.id,
    street: address.street,
    complement: address.complement,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    hasEntryCode: address.entryCode !== null,
    addressType: addressType ? { id: addressType.id, name: addressType.name } : null,
    entryMethod: address.entryMethod,
  };
}

export function toJob(job: JobRecord, db: Db): Job {
  const client = db.clients.get(job.clientId);
  const address = db.addresses.get(job.addressId);
  const team = db.teams.get(job.teamId);
  const jobType = job.jobTypeId ? db.jobTypes.get(job.jobTypeId) : undefined;
  if (!client || !address || !team) {
    throw new Error(`Job ${job.id} refers to a missing client, address or team.`);
  }
  return {
    id: job.id,
    status: job.status,
    date: job.date,
    order: job.order,
    scheduledStartTime: job.scheduledStartTime,
    scheduledEndTime: job.scheduledEndTime,
    trackedStartTime: job.trackedStartTime,
    trackedEndTime: job.trackedEndTime,
    chargeAmount: job.chargeAmount,
    chargeBy: job.chargeBy,
    otherInformation: job.otherInformation,
    isPaid: job.isPaid,
    cancelReason: job.cancelReason,
    jobTypeId: jobType ? jobType.id : null,
    clientId: job.clientId,
    addressId: job.addressId,
    teamId: job.teamId,
    createdById: job.createdById,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    seriesId: job.seriesId,
    originalDate: job.originalDate,
    overrides: [...job.overrides],
    skip: job.skip ? { ...job.skip } : null,
    jobType: jobType ? { id: jobType.id, name: jobType.name } : null,
    client: clientSummary(client),
    address: addressSummary(address, db),
    team: toTeamSummary(team),
    createdBy: job.createdById ? { id: job.createdById } : null,
  };
}

/**
 * A job's JSON text, kept while the job and everything nested in it stay the same objects (the
 * tables replace a record on every update, so identity tells). The calendar asks for a team's
 * month again and again; serialising each job once is what keeps those answers fast.
 */
interface CachedJobJson {
  json: string;
  client: unknown;
  address: unknown;
  team: unknown;
  jobType: unknown;
  addressType: unknown;
}
const jobJsonCache = new WeakMap<JobRecord, CachedJobJson>();

export function jobJson(job: JobRecord, db: Db): string {
  const client = db.clients.get(job.clientId);
  const address = db.addresses.get(job.addressId);
  const team = db.teams.get(job.teamId);
  const jobType = job.jobTypeId ? db.jobTypes.get(job.jobTypeId) : undefined;
  const addressType = address ? addressTypeOf(address, db) : undefined;
  const cached = jobJsonCache.get(job);
  if (
    cached &&
    cached.client === client &&
    cached.address === address &&
    cached.team === team &&
    cached.jobType === jobType &&
    cached.addressType === addressType
  ) {
    return cached.json;
  }
  const json = JSON.stringify(toJob(job, db));
  jobJsonCache.set(job, { json, client, address, team, jobType, addressType });
  return json;
}

/**
 * A series as the contract shows it: its status (running until its last date is past) and the
 * date of its next scheduled visit from `today` on.
 */
export function toJobSeries(series: JobSeriesRecord, db: Db, today: string): JobSeries {
  const client = db.clients.get(series.clientId);
  const address = db.addresses.get(series.addressId);
  const team = db.teams.get(series.teamId);
  const jobType = series.jobTypeId ? db.jobTypes.get(series.jobTypeId) : undefined;
  if (!client || !address || !team) {
    throw new Error(`Series ${series.id} refers to a missing client, address or team.`);
  }
  let next: string | null = null;
  for (const job of db.jobs.list('seriesId', series.id)) {
    if (job.status === 'SCHEDULED' && job.date >= today && (next === null || job.date < next)) {
      next = job.date;
    }
  }
  const ended = series.finalDate !== null && series.finalDate < today && next === null;
  return {
    id: series.id,
    clientId: series.clientId,
    addressId: series.addressId,
    teamId: series.teamId,
    jobTypeId: jobType ? jobType.id : null,
    startTime: series.startTime,
    endTime: series.endTime,
    chargeAmount: series.chargeAmount,
    chargeBy: series.chargeBy,
    otherInformation: series.otherInformation,
    frequency: series.frequency,
    preferredDay: series.preferredDay,
    startDate: series.startDate,
    endDate: series.endDate,
    visitCount: series.visitCount,
    status: ended ? 'ENDED' : 'ACTIVE',
    nextVisitDate: next,
    createdById: series.createdById,
    createdAt: series.createdAt,
    updatedAt: series.updatedAt,
    client: clientSummary(client),
    address: addressSummary(address, db),
    team: toTeamSummary(team),
    jobType: jobType ? { id: jobType.id, name: jobType.name } : null,
  };
}
