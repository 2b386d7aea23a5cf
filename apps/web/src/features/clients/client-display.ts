import type { Client, ClientAddress } from '../../api/clients.ts';

export const fullName = (client: Pick<Client, 'firstName' | 'lastName'>) =>
  `${client.firstName} ${client.lastName}`.trim();

/** The client's default address; the first one when none is marked. */
export const defaultAddressOf = (client: Pick<Client, 'addresses'>): ClientAddress | undefined =>
  client.addresses.find((address) => address.isDefault) ?? client.addresses[0];

/** Spec §3: an address reads "street, city, state zipCode". */
export const formatAddress = (
  address: Pick<ClientAddress, 'street' | 'city' | 'state' | 'zipCode'>,
) =>
  [address.street, address.city, `${address.state} ${address.zipCode}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
