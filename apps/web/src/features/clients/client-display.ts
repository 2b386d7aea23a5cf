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

const visitDates = new Map<string, Intl.DateTimeFormat>();

/** `Tuesday, December 1, 2026`: a visit's day, through `Intl` alone (no calendar library here). */
export function visitDate(date: string, locale: string): string {
  let format = visitDates.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    visitDates.set(locale, format);
  }
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return format.format(Date.UTC(year, month - 1, day));
}
