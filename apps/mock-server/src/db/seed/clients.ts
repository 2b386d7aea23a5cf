import { addDays } from '../dates.ts';
import type { AddressRecord, ClientRecord, OrganizationRecord } from '../schema.ts';
import { seededAddressTypeId, type SeededAddressTypes } from './address-types.ts';
import { asciiSlug, pad2, type SeedContext } from './context.ts';
import {
  addressNotes,
  chargeByWeights,
  clientNotes,
  complements,
  emailDomains,
  entryCodes,
  entryMethodWeights,
  firstNames,
  frequencyWeights,
  holidayReferences,
  lastNames,
  paymentMethodWeights,
  paymentNotes,
  preferredDays,
  secondaryReferences,
  sources,
  streetNames,
  streetSuffixes,
  type Place,
} from './data.ts';

export interface ClientPlan {
  count: number;
  places: Place[];
  /** Where second and third addresses may be holiday homes; none when empty. */
  holidayPlaces: Place[];
  areaCodes: string[];
}

export interface ClientWithAddresses {
  client: ClientRecord;
  /** Active addresses, where jobs can go. */
  addresses: AddressRecord[];
}

/** The clients with 1 to 3 addresses each; returns the active ones, where jobs can go. */
export async function addClients(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  plan: ClientPlan,
  addressTypes: SeededAddressTypes,
): Promise<ClientWithAddresses[]> {
  const result: ClientWithAddresses[] = [];
  for (let i = 0; i < plan.count; i++) {
    const client = await addClient(context, organization, today, plan);
    const addresses = await addAddresses(context, client, plan, addressTypes);
    if (client.isActive) {
      result.push({ client, addresses: addresses.filter((address) => address.isActive) });
    }
  }
  return result;
}

function addClient(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  plan: ClientPlan,
): Promise<ClientRecord> {
  const { random } = context;
  const zone = organization.timeZone;
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const sinceDaysAgo = random.int(20, 1500);
  const createdAt = context.at(today, -sinceDaysAgo, context.randomTime(8, 18), zone);
  const phone = () => `(${random.pick(plan.areaCodes)}) 555-01${pad2(random.int(0, 99))}`;
  return context.db.clients.insert({
    id: random.uuid(),
    organizationId: organization.id,
    photoUrl: null,
    firstName,
    lastName,
    birthday: random.chance(0.5)
      ? `${random.int(1950, 2000)}-${pad2(random.int(1, 12))}-${pad2(random.int(1, 28))}`
      : null,
    phone1: phone(),
    phone2: random.chance(0.25) ? phone() : null,
    email: random.chance(0.85)
      ? `${asciiSlug(`${firstName}.${lastName}`)}${random.chance(0.3) ? random.int(1, 99) : ''}@${random.pick(emailDomains)}`
      : null,
    preferredFrequency: random.weighted(frequencyWeights),
    preferredDay: random.chance(0.7) ? random.pick(preferredDays) : null,
    paymentMethod: random.weighted(paymentMethodWeights),
    paymentInformation: random.chance(0.35) ? random.pick(paymentNotes) : null,
    clientSince: addDays(today, -sinceDaysAgo),
    source: random.chance(0.8) ? random.pick(sources) : null,
    otherInformation: random.chance(0.3) ? random.pick(clientNotes) : null,
    isActive: !random.chance(0.05),
    createdAt,
    updatedAt: context.at(today, -random.int(0, sinceDaysAgo), context.randomTime(8, 18), zone),
  });
}

/** The client's addresses: the first is home, default and billing, and always active. */
async function addAddresses(
  context: SeedContext,
  client: ClientRecord,
  plan: ClientPlan,
  addressTypes: SeededAddressTypes,
): Promise<AddressRecord[]> {
  const { random } = context;
  const count = random.weighted([
    [1, 55],
    [2, 35],
    [3, 10],
  ] as const);
  const addresses: AddressRecord[] = [];
  for (let position = 0; position < count; position++) {
    const holiday = position > 0 && plan.holidayPlaces.length > 0 && random.chance(0.3);
    const place = random.pick(holiday ? plan.holidayPlaces : plan.places);
    const chargeBy = random.weighted(chargeByWeights);
    const entryMethod = random.weighted(entryMethodWeights);
    const codes = entryMethod ? entryCodes[entryMethod] : undefined;
    const hourly = chargeBy !== 'FIXED';
    // Drawn in the order of the fields, as always; the type is no draw (see seededAddressTypeId).
    const address: AddressRecord = {
      id: random.uuid(),
      organizationId: client.organizationId,
      clientId: client.id,
      position,
      addressTypeId: null,
      reference:
        position === 0
          ? 'Home'
          : holiday
            ? random.pick(holidayReferences)
            : random.pick(secondaryReferences),
      street: `${random.int(1, 480)} ${random.pick(streetNames)} ${random.pick(streetSuffixes)}`,
      complement: random.chance(0.3) ? random.pick(complements) : null,
      city: place.city,
      state: place.state,
      zipCode: random.pick(place.zips),
      isDefault: position === 0,
      isBilling: position === 0,
      chargeAmount: random.chance(0.93)
        ? `${hourly ? random.int(9, 15) * 5 : random.int(22, 70) * 5}.00`
        : null,
      chargeBy: random.chance(0.95) ? chargeBy : null,
      entryMethod,
      entryCode: codes ? random.pick(codes) : null,
      otherInformation: random.chance(0.3) ? random.pick(addressNotes) : null,
      latitude: Math.round((place.latitude + (random.next() - 0.5) * 0.03) * 1e5) / 1e5,
      longitude: Math.round((place.longitude + (random.next() - 0.5) * 0.03) * 1e5) / 1e5,
      isActive: position === 0 || !random.chance(0.15),
      createdAt: client.createdAt,
      updatedAt: client.createdAt,
    };
    address.addressTypeId = seededAddressTypeId(address, addressTypes);
    addresses.push(await context.db.addresses.insert(address));
  }
  return addresses;
}
