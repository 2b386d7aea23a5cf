// Address types: the organisation's list (names unique whatever their case), the rule that one in
// use is never deleted, the checks of an address's type on client writes (one of the
// organisation's; an inactive one only where it already is), and the type nested in a job's
// address. Roles, isolation and bad input are in their own suites, with every operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressRecord } from '../src/db/schema.ts';
import { clientInputOf, fixtures, newJobBody, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let master: string;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await startTestApi();
  master = await t.tokenOf('master');
  f = fixtures(t.db);
});

afterAll(async () => {
  await t.api.close();
});

interface AddressTypeBody {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  organizationId: string;
}

const typeNamed = (name: string) =>
  t.db.addressTypes.list('organizationId', f.sparkle.id).find((type) => type.name === name)!;

const sparkleAddresses = () =>
  t.db.clients
    .list('organizationId', f.sparkle.id)
    .flatMap((client) => t.db.addresses.list('clientId', client.id));

/** A new address, as a client create or update takes it. */
const newAddress = (values: Record<string, unknown> = {}) => ({
  tempId: crypto.randomUUID(),
  street: '12 Orchard Lane',
  city: 'Cambridge',
  state: 'MA',
  zipCode: '02139',
  ...values,
});

const newClient = (addresses: Record<string, unknown>[]) => ({
  firstName: 'Ines',
  lastName: 'Moreau',
  phone1: '(617) 555-0177',
  addresses,
});

/** Client update body of the client of `address`, with `change` applied to that address. */
function updateOf(address: AddressRecord, change: Record<string, unknown>) {
  const input = clientInputOf(t.db, address.clientId);
  return {
    ...input,
    addresses: input.addresses.map((candidate) =>
      candidate.id === address.id ? { ...candidate, ...change } : candidate,
    ),
  };
}

const problem = (field: string, message: string) => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', details: [{ field, message }] },
});

describe('the list and its changes', () => {
  it('lists the seeded types by name, and filters on isActive', async () => {
    const all = await t.call('GET', '/address-types', { token: master });
    expect((all.body as AddressTypeBody[]).map((type) => [type.name, type.isActive])).toEqual([
      ['Apartment', true],
      ['House', true],
      ['Move-out', false],
      ['Office', true],
      ['Vacation rental', true],
    ]);
    expect((all.body as AddressTypeBody[]).every((t) => t.organizationId === f.sparkle.id)).toBe(
      true,
    );
    const inactive = await t.call('GET', '/address-types?isActive=false', { token: master });
    expect((inactive.body as AddressTypeBody[]).map((type) => type.name)).toEqual(['Move-out']);
    const cleaner = await t.call('GET', '/address-types?isActive=true', {
      token: await t.tokenOf('cleaner'),
    });
    expect(cleaner.body).toHaveLength(4);
  });

  it('creates, replaces and deletes a type; names are trimmed and unique whatever their case', async () => {
    const created = await t.call('POST', '/address-types', {
      token: master,
      body: { name: '  Townhouse ', description: 'Shared walls; quiet hours.' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Townhouse', description: 'Shared walls; quiet hours.', isActive: true },
    });
    const { id } = created.body as AddressTypeBody;
    const taken = {
      status: 409,
      body: {
        message: 'An address type with this name already exists.',
        code: 'CONFLICT',
        details: [{ field: 'name', message: 'An address type with this name already exists.' }],
      },
    };
    expect(
      await t.call('POST', '/address-types', { token: master, body: { name: 'TOWNHOUSE' } }),
    ).toMatchObject(taken);
    expect(
      await t.call('PUT', `/address-types/${id}`, { token: master, body: { name: ' house' } }),
    ).toMatchObject(taken);

    // Its own name in another case is no clash; omitted fields take their defaults.
    const replaced = await t.call('PUT', `/address-types/${id}`, {
      token: master,
      body: { name: 'townhouse', isActive: false },
    });
    expect(replaced).toMatchObject({
      status: 200,
      body: { id, name: 'townhouse', description: null, isActive: false },
    });
    expect((await t.call('DELETE', `/address-types/${id}`, { token: master })).status).toBe(204);
    expect((await t.call('DELETE', `/address-types/${id}`, { token: master })).status).toBe(404);
    expect(
      (await t.call('PUT', `/address-types/${id}`, { token: master, body: { name: 'X' } })).status,
    ).toBe(404);
  });

  it('refuses to delete a type that addresses use, active or not', async () => {
    const inUse = {
      status: 409,
      body: {
        message: 'An address type that addresses use cannot be deleted; deactivate it instead.',
        code: 'CONFLICT',
      },
    };
    // Move-out (inactive) is on seeded addresses; so is Office.
    for (const name of ['Move-out', 'Office']) {
      const before = t.db.state.version;
      expect(
        await t.call('DELETE', `/address-types/${typeNamed(name).id}`, { token: master }),
      ).toMatchObject(inUse);
      expect(t.db.state.version).toBe(before);
    }

    // Used by an inactive address only: still in use.
    const created = await t.call('POST', '/address-types', {
      token: master,
      body: { name: 'Warehouse' },
    });
    const { id } = created.body as AddressTypeBody;
    const address = sparkleAddresses().find((candidate) => !candidate.isActive)!;
    const typed = await t.call('PUT', `/clients/${address.clientId}`, {
      token: master,
      body: updateOf(address, { addressTypeId: id }),
    });
    expect(typed.status).toBe(200);
    expect(t.db.addresses.get(address.id)?.addressTypeId).toBe(id);
    expect(await t.call('DELETE', `/address-types/${id}`, { token: master })).toMatchObject(inUse);

    // Once no address has it, it goes.
    const untyped = await t.call('PUT', `/clients/${address.clientId}`, {
      token: master,
      body: updateOf(address, { addressTypeId: null }),
    });
    expect(untyped.status).toBe(200);
    expect((await t.call('DELETE', `/address-types/${id}`, { token: master })).status).toBe(204);
  });
});

describe("an address's type on client writes", () => {
  it('creates a client whose addresses have active types, and none', async () => {
    const house = typeNamed('House');
    const created = await t.call('POST', '/clients', {
      token: master,
      body: newClient([
        newAddress({ addressTypeId: house.id, isDefault: true }),
        newAddress({ addressTypeId: null }),
        newAddress(),
      ]),
    });
    expect(created.status).toBe(201);
    const addresses = (created.body as { addresses: { addressTypeId: string | null }[] }).addresses;
    expect(addresses.map((address) => address.addressTypeId)).toEqual([house.id, null, null]);
  });

  it('refuses an unknown type or an inactive one on a new client, and writes nothing', async () => {
    const before = t.db.state.version;
    const clients = t.db.clients.count();
    expect(
      await t.call('POST', '/clients', {
        token: master,
        body: newClient([newAddress(), newAddress({ addressTypeId: crypto.randomUUID() })]),
      }),
    ).toMatchObject(problem('addresses.1.addressTypeId', 'Unknown address type'));
    expect(
      await t.call('POST', '/clients', {
        token: master,
        body: newClient([newAddress({ addressTypeId: typeNamed('Move-out').id })]),
      }),
    ).toMatchObject(problem('addresses.0.addressTypeId', 'This address type is inactive'));
    expect(t.db.state.version).toBe(before);
    expect(t.db.clients.count()).toBe(clients);
  });

  it('keeps an inactive type on an address that has it, and gives it to no other', async () => {
    const moveOut = typeNamed('Move-out');
    const kept = sparkleAddresses().find((address) => address.addressTypeId === moveOut.id)!;
    // The client saved as it is, and with another change to the address: the type stays.
    const same = await t.call('PUT', `/clients/${kept.clientId}`, {
      token: master,
      body: updateOf(kept, {}),
    });
    expect(same.status).toBe(200);
    const edited = await t.call('PUT', `/clients/${kept.clientId}`, {
      token: master,
      body: updateOf(kept, { otherInformation: 'Keys with the concierge.' }),
    });
    expect(edited.status).toBe(200);
    expect(t.db.addresses.get(kept.id)).toMatchObject({
      addressTypeId: moveOut.id,
      otherInformation: 'Keys with the concierge.',
    });

    const before = t.db.state.version;
    // An address with another type, or none, cannot be given it.
    const typed = sparkleAddresses().find(
      (address) => address.addressTypeId !== null && address.addressTypeId !== moveOut.id,
    )!;
    expect(
      await t.call('PUT', `/clients/${typed.clientId}`, {
        token: master,
        body: updateOf(typed, { addressTypeId: moveOut.id }),
      }),
    ).toMatchObject(
      problem(
        `addresses.${clientInputOf(t.db, typed.clientId).addresses.findIndex((a) => a.id === typed.id)}.addressTypeId`,
        'This address type is inactive',
      ),
    );
    const untyped = sparkleAddresses().find((address) => address.addressTypeId === null)!;
    const index = clientInputOf(t.db, untyped.clientId).addresses.findIndex(
      (a) => a.id === untyped.id,
    );
    expect(
      await t.call('PUT', `/clients/${untyped.clientId}`, {
        token: master,
        body: updateOf(untyped, { addressTypeId: moveOut.id }),
      }),
    ).toMatchObject(problem(`addresses.${index}.addressTypeId`, 'This address type is inactive'));
    // Nor a new address of the client that has it, even next to the address that keeps it.
    const input = clientInputOf(t.db, kept.clientId);
    expect(
      await t.call('PUT', `/clients/${kept.clientId}`, {
        token: master,
        body: {
          ...input,
          addresses: [...input.addresses, newAddress({ addressTypeId: moveOut.id })],
        },
      }),
    ).toMatchObject(
      problem(`addresses.${input.addresses.length}.addressTypeId`, 'This address type is inactive'),
    );
    // An unknown type, on an address that has one.
    expect(
      await t.call('PUT', `/clients/${kept.clientId}`, {
        token: master,
        body: updateOf(kept, { addressTypeId: crypto.randomUUID() }),
      }),
    ).toMatchObject(
      problem(
        `addresses.${input.addresses.findIndex((a) => a.id === kept.id)}.addressTypeId`,
        'Unknown address type',
      ),
    );
    expect(t.db.state.version).toBe(before);
    expect(t.db.addresses.get(kept.id)?.addressTypeId).toBe(moveOut.id);
    expect(t.db.addresses.get(untyped.id)?.addressTypeId).toBeNull();
  });

  it('lets an address change to an active type, or to none', async () => {
    const office = typeNamed('Office');
    const address = sparkleAddresses().find(
      (candidate) => candidate.addressTypeId !== null && candidate.addressTypeId !== office.id,
    )!;
    const changed = await t.call('PUT', `/clients/${address.clientId}`, {
      token: master,
      body: updateOf(address, { addressTypeId: office.id }),
    });
    expect(changed.status).toBe(200);
    expect(t.db.addresses.get(address.id)?.addressTypeId).toBe(office.id);
    const cleared = await t.call('PUT', `/clients/${address.clientId}`, {
      token: master,
      body: updateOf(address, { addressTypeId: null }),
    });
    expect(cleared.status).toBe(200);
    expect(t.db.addresses.get(address.id)?.addressTypeId).toBeNull();
  });
});

describe("a job's address", () => {
  interface JobBody {
    id: string;
    addressId: string;
    address: { addressType: { id: string; name: string } | null };
  }

  it('names its type, as it is now, in the list and the detail; null when it has none', async () => {
    const week = await t.call('GET', '/jobs?from=2026-03-16&to=2026-03-22', { token: master });
    const jobs = week.body as JobBody[];
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const type = t.db.addresses.get(job.addressId)!.addressTypeId;
      const expected = type === null ? null : { id: type, name: t.db.addressTypes.get(type)!.name };
      expect(job.address.addressType).toEqual(expected);
    }
    expect(jobs.some((job) => job.address.addressType === null)).toBe(true);
    expect(jobs.some((job) => job.address.addressType !== null)).toBe(true);

    // Renamed and deactivated, the type still shows on the job, under its new name.
    const job = jobs.find((candidate) => candidate.address.addressType !== null)!;
    const type = t.db.addressTypes.get(job.address.addressType!.id)!;
    const renamed = await t.call('PUT', `/address-types/${type.id}`, {
      token: master,
      body: { name: `${type.name} (old)`, description: type.description, isActive: false },
    });
    expect(renamed.status).toBe(200);
    const detail = await t.call('GET', `/jobs/${job.id}`, { token: master });
    expect((detail.body as JobBody).address.addressType).toEqual({
      id: type.id,
      name: `${type.name} (old)`,
    });
    const again = await t.call('GET', '/jobs?from=2026-03-16&to=2026-03-22', { token: master });
    expect(
      (again.body as JobBody[]).find((candidate) => candidate.id === job.id)?.address.addressType,
    ).toEqual({ id: type.id, name: `${type.name} (old)` });
    await t.call('PUT', `/address-types/${type.id}`, {
      token: master,
      body: { name: type.name, description: type.description, isActive: type.isActive },
    });
  });

  it("names it in a new job, a plan's visits and the cleaner's day", async () => {
    const body = newJobBody(t.db, f.sparkle.id);
    const address = t.db.addresses.get(body.addressId)!;
    const expected =
      address.addressTypeId === null
        ? null
        : { id: address.addressTypeId, name: t.db.addressTypes.get(address.addressTypeId)!.name };
    const created = await t.call('POST', '/jobs', { token: master, body });
    expect(created.status).toBe(201);
    expect((created.body as JobBody).address.addressType).toEqual(expected);

    const series = t.db.jobSeries.list('organizationId', f.sparkle.id)[0]!;
    const plan = await t.call('GET', `/job-series/${series.id}`, { token: master });
    const planAddress = t.db.addresses.get(series.addressId)!;
    expect((plan.body as JobBody).address.addressType?.id ?? null).toBe(planAddress.addressTypeId);

    const cleaner = await t.tokenOf('cleaner');
    const today = await t.call(
      'GET',
      `/jobs?from=2026-03-16&to=2026-03-16&teamId=${f.user('cleaner').defaultTeamId}`,
      { token: cleaner },
    );
    const visits = today.body as JobBody[];
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect(visit.address.addressType?.id ?? null).toBe(
        t.db.addresses.get(visit.addressId)!.addressTypeId,
      );
    }
  });
});
