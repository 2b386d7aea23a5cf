import { createRandom } from '../random.ts';
import type { AddressRecord, AddressTypeRecord, OrganizationRecord } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { addressTypeSpecs, holidayReferences, type AddressTypeKey } from './data.ts';

export type SeededAddressTypes = ReadonlyMap<AddressTypeKey, AddressTypeRecord>;

/**
 * The organisation's address types. Their ids come from a generator of their own: the seed's
 * draws, and so every other seeded value, are what they were before address types.
 */
export async function addAddressTypes(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
): Promise<SeededAddressTypes> {
  const random = createRandom(
    (Number.parseInt(organization.id.slice(0, 8), 16) ^ 0x0add7e55) >>> 0,
  );
  const types = new Map<AddressTypeKey, AddressTypeRecord>();
  for (const [index, spec] of addressTypeSpecs.entries()) {
    const createdAt = context.at(today, -410 + index, '11:30:00', organization.timeZone);
    types.set(
      spec.key,
      await context.db.addressTypes.insert({
        id: random.uuid(),
        organizationId: organization.id,
        name: spec.name,
        description: spec.description,
        isActive: spec.isActive,
        // Move-out was offered for a while, then retired.
        createdAt,
        updatedAt: spec.isActive
          ? createdAt
          : context.at(today, -120, '16:00:00', organization.timeZone),
      }),
    );
  }
  return types;
}

const holidays: readonly string[] = holidayReferences;

/**
 * The type of a seeded address, from what it already is (its reference and complement) and from
 * its id, which is random already: no draw from the seed's generator, so adding types moved no
 * other value. About one address in ten has none, and one in twenty the retired Move-out.
 */
export function seededAddressTypeId(
  address: Pick<AddressRecord, 'id' | 'reference' | 'complement'>,
  types: SeededAddressTypes,
): string | null {
  const bits = Number.parseInt(address.id.slice(0, 8), 16);
  const key = ((): AddressTypeKey | null => {
    if (bits % 10 === 0) return null;
    if (bits % 20 === 1) return 'moveOut';
    const { reference, complement } = address;
    if (reference === 'Office' || complement?.startsWith('Suite')) return 'office';
    if (reference === 'Rental unit' || (reference !== null && holidays.includes(reference))) {
      return 'vacationRental';
    }
    if (reference === 'Studio' || reference === 'Condo' || complement !== null) return 'apartment';
    return 'house';
  })();
  return key === null ? null : (types.get(key)?.id ?? null);
}
