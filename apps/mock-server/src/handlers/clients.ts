import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Db } from '../db/db.ts';
import type { AddressRecord, ClientRecord, Role, UserRecord } from '../db/schema.ts';
import { canSeeClient, changedFields, cleanerClientIds, ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { ApiError, conflict, forbidden, invalidFields, type ErrorDetail } from './errors.ts';
import type { clientAddressUpdateSchema } from './request-schemas.ts';
import {
  clientCreateSchema,
  clientUpdateSchema,
  idParamSchema,
  listClientsQuerySchema,
} from './request-schemas.ts';
import { addressesOf, toClient, type Client } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

type ClientInput = z.output<typeof clientCreateSchema> | z.output<typeof clientUpdateSchema>;
type AddressInput = z.output<typeof clientAddressUpdateSchema>;

/** The fields BILLING may change on a client. */
const paymentFields = new Set(['paymentMethod', 'paymentInformation']);

/** A client's own fields, as stored, from the input (omitted optional fields take defaults). */
function clientFields(input: ClientInput) {
  return {
    photoUrl: input.photoUrl ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    birthday: input.birthday ?? null,
    phone1: input.phone1,
    phone2: input.phone2 ?? null,
    email: input.email ?? null,
    preferredFrequency: input.preferredFrequency ?? null,
    preferredDay: input.preferredDay ?? null,
    paymentMethod: input.paymentMethod ?? null,
    paymentInformation: input.paymentInformation ?? null,
    clientSince: input.clientSince ?? null,
    source: input.source ?? null,
    otherInformation: input.otherInformation ?? null,
    isActive: input.isActive,
  };
}

/**
 * An address's stored fields from the input. `entryCode` omitted keeps `storedCode` (reads never
 * carry the code, so a caller that does not change it cannot send it back); null clears it.
 */
function addressFields(
  input: Omit<AddressInput, 'id' | 'tempId'>,
  storedCode: string | null = null,
) {
  return {
    addressTypeId: input.addressTypeId ?? null,
    reference: input.reference ?? null,
    street: input.street,
    complement: input.complement ?? null,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    isDefault: input.isDefault,
    isBilling: input.isBilling,
    chargeAmount: input.chargeAmount ?? null,
    chargeBy: input.chargeBy ?? null,
    entryMethod: input.entryMethod ?? null,
    entryCode: input.entryCode === undefined ? storedCode : input.entryCode,
    otherInformation: input.otherInformation ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    isActive: input.isActive,
  };
}

const storedClientFields = (client: ClientRecord) =>
  clientFields({ ...client, addresses: [] } as unknown as ClientInput);
const storedAddressFields = (address: AddressRecord) =>
  addressFields(address as unknown as AddressInput, address.entryCode);

const entryCodeEditors: readonly Role[] = ['MASTER', 'ADMIN'];

/** Only MASTER and ADMIN set or clear entry codes; anyone else must leave `entryCode` out. */
function requireEntryCodeEditor(user: UserRecord, addresses: readonly Partial<AddressInput>[]) {
  if (entryCodeEditors.includes(user.role)) return;
  if (addresses.some((address) => address.entryCode !== undefined)) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Only MASTER and ADMIN users can set or clear an entry code; leave entryCode out to keep it.',
    );
  }
}

/** Rules across the address list: one default at most, and no draft named twice. */
function addressListProblems(addresses: readonly Partial<AddressInput>[]): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (addresses.filter((address) => address.isDefault).length > 1) {
    details.push({ field: 'addresses', message: 'At most one address may be the default' });
  }
  const seen = new Set<string>();
  addresses.forEach((address, index) => {
    for (const key of ['id', 'tempId'] as const) {
      const value = address[key];
      if (value === undefined) continue;
      if (seen.has(value)) {
        details.push({ field: `addresses.${index}.${key}`, message: 'Appears twice in the list' });
      }
      seen.add(value);
    }
  });
  return details;
}

/**
 * Each address's type must be one of the organisation's, and active unless the address already
 * has it (`storedTypeOf`: the type the address has now; null for a new one): deactivating a type
 * keeps it where it is, but it is given to no other address.
 */
function addressTypeProblems(
  db: Db,
  organizationId: string,
  addresses: readonly Partial<AddressInput>[],
  storedTypeOf: (address: Partial<AddressInput>) => string | null = () => null,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  addresses.forEach((address, index) => {
    const typeId = address.addressTypeId;
    if (typeId === undefined || typeId === null) return;
    const field = `addresses.${index}.addressTypeId`;
    const addressType = db.addressTypes.get(typeId);
    if (!addressType || addressType.organizationId !== organizationId) {
      details.push({ field, message: 'Unknown address type' });
    } else if (!addressType.isActive && storedTypeOf(address) !== typeId) {
      details.push({ field, message: 'This address type is inactive' });
    }
  });
  return details;
}

const clientSorts = {
  firstName: (c: ClientRecord) => c.firstName.toLowerCase(),
  lastName: (c: ClientRecord) => c.lastName.toLowerCase(),
  email: (c: ClientRecord) => c.email?.toLowerCase() ?? '',
  clientSince: (c: ClientRecord) => c.clientSince ?? '',
  createdAt: (c: ClientRecord) => c.createdAt,
} as const;

export function clientsHandlers(context: ApiContext) {
  const { db } = context;
  const zoneOf = (organizationId: string) =>
    db.organizations.get(organizationId)?.timeZone ?? 'UTC';
  const answer = (client: ClientRecord, status = 200, tempIds?: ReadonlyMap<string, string>) =>
    HttpResponse.json<Client>(toClient(client, db, zoneOf(client.organizationId), tempIds), {
      status,
    });

  return [
    operation(context, 'get', '/clients', 'listClients', async ({ request }) => {
      const user = await requireUser(context, request);
      const query = readQuery(request, listClientsQuerySchema);
      const visible = user.role === 'CLEANER' ? cleanerClientIds(db, user) : null;
      const needle = query.q?.trim().toLowerCase() ?? '';
      // Only a query that reads as a phone number ("617 555", "(617) 555-0142",
      // "+1 617.555.0142") is matched digit by digit; "Unit 4B" or a name with
      // digits in it must not find every phone that happens to hold them.
      const dialled = /^[\d\s()+.-]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
      // A leading country code 1 ("+1 617 555 0142") is not part of stored numbers.
      const digits = dialled.length === 11 && dialled.startsWith('1') ? dialled.slice(1) : dialled;
      const matches = db.clients.list('organizationId', user.organizationId).filter((client) => {
        if (visible && !visible.has(client.id)) return false;
        if (query.isActive !== undefined && client.isActive !== query.isActive) return false;
        if (!needle) return true;
        const texts = [
          client.firstName,
          client.lastName,
          `${client.firstName} ${client.lastName}`,
          client.email ?? '',
          client.phone1,
          client.phone2 ?? '',
        ];
        if (texts.some((value) => value.toLowerCase().includes(needle))) return true;
        // "6175550142" finds "(617) 555-0142"; "quill1330" finds no phone.
        return (
          digits.length >= 3 &&
          [client.phone1, client.phone2 ?? ''].some((phone) =>
            phone.replace(/\D/g, '').includes(digits),
          )
        );
      });
      const key = clientSorts[query.sort];
      const direction = query.order === 'desc' ? -1 : 1;
      const keyed = matches.map((client) => [key(client), client] as const);
      keyed.sort(([x, a], [y, b]) => (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1) * direction);
      const page = keyed.slice(query.offset, query.offset + query.limit);
      const zone = zoneOf(user.organizationId);
      return HttpResponse.json<Client[]>(
        page.map(([, client]) => toClient(client, db, zone)),
        { headers: { 'X-Total-Count': String(matches.length) } },
      );
    }),

    operation(context, 'post', '/clients', 'createClient', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, clientCreateSchema);
      const problems = addressListProblems(input.addresses);
      if (problems.length > 0) throw invalidFields(problems);

      const { client, tempIds } = await db.state.write(async () => {
        const typeProblems = addressTypeProblems(db, user.organizationId, input.addresses);
        if (typeProblems.length > 0) throw invalidFields(typeProblems);
        const time = new Date(context.now()).toISOString();
        const client = await db.clients.insert({
          id: crypto.randomUUID(),
          organizationId: user.organizationId,
          ...clientFields(input),
          createdAt: time,
          updatedAt: time,
        });
        const tempIds = new Map<string, string>();
        for (const [position, address] of input.addresses.entries()) {
          const created = await db.addresses.insert({
            id: crypto.randomUUID(),
            organizationId: user.organizationId,
            clientId: client.id,
            position,
            ...addressFields(address),
            createdAt: time,
            updatedAt: time,
          });
          tempIds.set(created.id, address.tempId);
        }
        return { client, tempIds };
      });
      return answer(client, 201, tempIds);
    }),

    operation<{ id: string }>(
      context,
      'get',
      '/clients/:id',
      'getClient',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const client = ownRecord(user, db.clients.get(id));
        if (!canSeeClient(db, user, client)) throw forbidden();
        return answer(client);
      },
    ),

    operation<{ id: string }>(
      context,
      'put',
      '/clients/:id',
      'updateClient',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN', 'BILLING');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, clientUpdateSchema);
        requireEntryCodeEditor(user, input.addresses);
        const problems = addressListProblems(input.addresses);
        input.addresses.forEach((address, index) => {
          if ((address.id === undefined) === (address.tempId === undefined)) {
            problems.push({
              field: `addresses.${index}`,
              message: 'Give either id (an existing address) or tempId (a new one)',
            });
          }
        });
        if (problems.length > 0) throw invalidFields(problems);

        const { client, tempIds } = await db.state.write(async () => {
          const current = ownRecord(user, db.clients.get(id));
          const existing = addressesOf(db, current.id);
          const existingIds = new Set(existing.map((address) => address.id));
          const storedCodeOf = (address: AddressInput) =>
            (address.id === undefined ? undefined : db.addresses.get(address.id)?.entryCode) ??
            null;
          const unknown = input.addresses.flatMap((address, index) =>
            address.id !== undefined && !existingIds.has(address.id)
              ? [{ field: `addresses.${index}.id`, message: 'Not an address of this client' }]
              : [],
          );
          if (unknown.length > 0) throw invalidFields(unknown);
          const typeProblems = addressTypeProblems(
            db,
            current.organizationId,
            input.addresses,
            (address) =>
              (address.id === undefined
                ? undefined
                : db.addresses.get(address.id)?.addressTypeId) ?? null,
          );
          if (typeProblems.length > 0) throw invalidFields(typeProblems);

          if (user.role === 'BILLING') {
            const before = {
              ...storedClientFields(current),
              addresses: existing.map((address) => ({
                id: address.id,
                ...storedAddressFields(address),
              })),
            };
            const after = {
              ...clientFields(input),
              addresses: input.addresses.map((address) => ({
                id: address.id ?? address.tempId,
                ...addressFields(address, storedCodeOf(address)),
              })),
            };
            if (changedFields(before, after).some((field) => !paymentFields.has(field))) {
              throw forbidden();
            }
          }

          const kept = new Set(
            input.addresses.flatMap((address) => (address.id ? [address.id] : [])),
          );
          const removed = existing.filter((address) => !kept.has(address.id));
          if (removed.some((address) => db.jobs.count('addressId', address.id) > 0)) {
            throw conflict('An address that has jobs cannot be removed; deactivate it instead.');
          }
          if (removed.some((address) => db.jobSeries.count('addressId', address.id) > 0)) {
            throw conflict(
              'An address that service plans use cannot be removed; deactivate it instead.',
            );
          }

          const time = new Date(context.now()).toISOString();
          const fields = clientFields(input);
          const client =
            (await db.clients.update(current.id, (draft) => {
              Object.assign(draft, fields);
              draft.updatedAt = time;
            })) ?? current;
          for (const address of removed) db.addresses.delete(address.id);
          const tempIds = new Map<string, string>();
          for (const [position, address] of input.addresses.entries()) {
            const values = addressFields(address, storedCodeOf(address));
            if (address.id !== undefined) {
              const before = db.addresses.get(address.id);
              const unchanged =
                before &&
                before.position === position &&
                changedFields(storedAddressFields(before), values).length === 0;
              if (!unchanged) {
                await db.addresses.update(address.id, (draft) => {
                  Object.assign(draft, values);
                  draft.position = position;
                  draft.updatedAt = time;
                });
              }
            } else if (address.tempId !== undefined) {
              const created = await db.addresses.insert({
                id: crypto.randomUUID(),
                organizationId: current.organizationId,
                clientId: current.id,
                position,
                ...values,
                createdAt: time,
                updatedAt: time,
              });
              tempIds.set(created.id, address.tempId);
            }
          }
          return { client, tempIds };
        });
        return answer(client, 200, tempIds);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/clients/:id',
      'deleteClient',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(() => {
          const client = ownRecord(user, db.clients.get(id));
          if (db.jobs.count('clientId', client.id) > 0) {
            throw conflict('A client with jobs cannot be deleted; deactivate it instead.');
          }
          if (db.jobSeries.count('clientId', client.id) > 0) {
            throw conflict('A client with service plans cannot be deleted; deactivate it instead.');
          }
          for (const address of db.addresses.list('clientId', client.id))
            db.addresses.delete(address.id);
          for (const reveal of db.entryCodeReveals.list('clientId', client.id)) {
            db.entryCodeReveals.delete(reveal.id);
          }
          db.clients.delete(client.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
