// Word lists for the seed. Every person, company, street and phone number is fictional: phones
// use the 555-01xx range reserved for fiction, e-mail domains the reserved `example` names.
import type { ChargeBy, EntryMethod, Frequency, PaymentMethod, Weekday } from '../schema.ts';

export const firstNames = `Aisha Tomás Grace Kevin Lena Omar Sofia Daniel Hannah Jamal Ana Luis Mei
  Carlos Nadia Ethan Fatima Jorge Chloe Samuel Olivia Noah Emma Liam Ava Lucas Isabella Mason Mia
  Elijah Harper Logan Amelia Caleb Zoe Henry Nora Owen Layla Wyatt Riley Julian Aria Levi Ellie
  Isaac Maya Gabriel Leah Anthony Priya Ravi Yuki Kenji Ingrid Mateo Camila Diego Valentina Malik
  Imani Tyrone Keisha Connor Siobhan Declan Margaret Walter Dorothy Frank Beatrice Arthur`.split(
  /\s+/,
);

export const lastNames = `Johnson Rivera O'Neill Walsh Nguyen Haddad Costa Brooks Patel Okafor Silva
  Moreno Chen Ramos Ibrahim Foster Castillo Turner Hartley Sullivan Murphy Kelly Bennett Hayes
  Gallagher Fitzgerald Russo Romano Santos Pereira Tran Le Kim Park Yamamoto Schmidt Larsen Novak
  Kowalski Dubois Laurent Rossi Abernathy Whitfield Prescott Caldwell Donovan Mercer Holloway
  Sinclair Thornton Lindqvist Achebe Mensah Delacroix Marquez Vargas Herrera Ortega Jensen`.split(
  /\s+/,
);

export interface Place {
  city: string;
  state: string;
  zips: string[];
  latitude: number;
  longitude: number;
}

/** Greater Boston, where organisation A works (and a little of Cape Cod, for holiday homes). */
export const bostonPlaces: Place[] = [
  {
    city: 'Boston',
    state: 'MA',
    zips: ['02116', '02118', '02115', '02127'],
    latitude: 42.3497,
    longitude: -71.0755,
  },
  {
    city: 'Cambridge',
    state: 'MA',
    zips: ['02138', '02139', '02140'],
    latitude: 42.3736,
    longitude: -71.1097,
  },
  {
    city: 'Somerville',
    state: 'MA',
    zips: ['02143', '02144', '02145'],
    latitude: 42.3876,
    longitude: -71.0995,
  },
  {
    city: 'Brookline',
    state: 'MA',
    zips: ['02445', '02446'],
    latitude: 42.3318,
    longitude: -71.1212,
  },
  {
    city: 'Newton',
    state: 'MA',
    zips: ['02458', '02459', '02460'],
    latitude: 42.337,
    longitude: -71.2092,
  },
  { city: 'Quincy', state: 'MA', zips: ['02169', '02170'], latitude: 42.2529, longitude: -71.0023 },
  { city: 'Medford', state: 'MA', zips: ['02155'], latitude: 42.4184, longitude: -71.1062 },
  {
    city: 'Arlington',
    state: 'MA',
    zips: ['02474', '02476'],
    latitude: 42.4154,
    longitude: -71.1565,
  },
  { city: 'Watertown', state: 'MA', zips: ['02472'], latitude: 42.3709, longitude: -71.1828 },
  {
    city: 'Waltham',
    state: 'MA',
    zips: ['02451', '02453'],
    latitude: 42.3765,
    longitude: -71.2356,
  },
  { city: 'Belmont', state: 'MA', zips: ['02478'], latitude: 42.3959, longitude: -71.1787 },
  {
    city: 'Lexington',
    state: 'MA',
    zips: ['02420', '02421'],
    latitude: 42.4473,
    longitude: -71.2245,
  },
  {
    city: 'Wellesley',
    state: 'MA',
    zips: ['02481', '02482'],
    latitude: 42.2968,
    longitude: -71.2924,
  },
  {
    city: 'Needham',
    state: 'MA',
    zips: ['02492', '02494'],
    latitude: 42.2809,
    longitude: -71.2378,
  },
  { city: 'Milton', state: 'MA', zips: ['02186'], latitude: 42.2495, longitude: -71.0662 },
  { city: 'Malden', state: 'MA', zips: ['02148'], latitude: 42.4251, longitude: -71.0662 },
];

export const capeCodPlaces: Place[] = [
  { city: 'Falmouth', state: 'MA', zips: ['02540'], latitude: 41.5515, longitude: -70.6148 },
  { city: 'Hyannis', state: 'MA', zips: ['02601'], latitude: 41.6529, longitude: -70.2828 },
  { city: 'Chatham', state: 'MA', zips: ['02633'], latitude: 41.6821, longitude: -69.9597 },
];

/** Austin, where organisation B works. */
export const austinPlaces: Place[] = [
  {
    city: 'Austin',
    state: 'TX',
    zips: ['78701', '78704', '78745', '78731'],
    latitude: 30.2672,
    longitude: -97.7431,
  },
  {
    city: 'Round Rock',
    state: 'TX',
    zips: ['78664', '78681'],
    latitude: 30.5083,
    longitude: -97.6789,
  },
  { city: 'Pflugerville', state: 'TX', zips: ['78660'], latitude: 30.4394, longitude: -97.62 },
];

export const streetNames =
  `Willow Creek Maple Harbor Elm Chestnut Beacon Commonwealth Marlborough Oak
  Linden Magnolia Prospect Summer Winter Pleasant Highland Forest Cedar Birch Walnut Spring Mystic
  Riverside Orchard Hawthorne Garden Brattle Lafayette Sycamore Juniper Aspen Meadow Hillside Quarry
  Lakeview Sunset Greenough Ashford Kingsley Pemberton Auburn Bellevue`.split(/\s+/);

export const streetSuffixes = [
  'Street',
  'Street',
  'Avenue',
  'Road',
  'Lane',
  'Drive',
  'Court',
  'Place',
  'Way',
  'Terrace',
];

export const complements = [
  'Apt 1',
  'Apt 2B',
  'Apt 3B',
  'Unit 4',
  'Unit 12',
  'Suite 200',
  'Floor 2',
  '#5',
];

export const secondaryReferences = ['Office', 'Rental unit', "Parents' house", 'Studio', 'Condo'];
export const holidayReferences = ['Beach house', 'Summer cottage', 'Lake house'];

export const addressNotes = [
  'Park in the visitor spot.',
  'The dog is friendly; keep the back gate closed.',
  'Use the side door.',
  'Please take shoes off inside.',
  'Cat must stay inside.',
  'Alarm panel is by the garage door; the client disarms it remotely.',
  'Fragile antiques in the living room: dust by hand only.',
  'Street parking only on Tuesdays.',
];

export const clientNotes = [
  'Prefers unscented products.',
  'Allergic to bleach: use the green products.',
  'Likes the beds made with hospital corners.',
  'Call 15 minutes before arriving.',
  'Works from home; keep noise down in the study.',
  'Pays a tip at the end of each month.',
];

export const paymentNotes = [
  'Pays after each visit.',
  'Monthly invoice, net 15.',
  'Card on file; charge on completion.',
  'Leaves a check on the kitchen counter.',
  'Prepays each quarter.',
];

export const jobNotes = [
  'Bring the extension duster for the high shelves.',
  'Inside the oven this time.',
  'Change the sheets in the guest room.',
  'Client hosting a party on Saturday: focus on kitchen and living room.',
  'Windows inside only.',
  'Laundry: one load, fold and put away.',
  'Fridge clean-out requested.',
];

export const cancelReasons = [
  'Client cancelled: travelling.',
  'Client is sick.',
  "Rescheduled at the client's request.",
  'Snowstorm: roads closed.',
  'No access to the property.',
  'Client moved the visit to next week.',
];

export const sources = [
  'Referral',
  'Referral',
  'Google',
  'Yelp',
  'Facebook',
  'Nextdoor',
  'Flyer',
  'Repeat customer',
  'Angi',
];

export const emailDomains = ['example.com', 'example.net', 'example.org'];

/** Clients who prefer a day prefer a weekday. */
export const preferredDays: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

export const entryCodes: Partial<Record<EntryMethod, string[]>> = {
  CODE: ['4821#', '1357*', '0990', '2468#', '7731'],
  KEY: ['Lockbox 3341', 'Lockbox 8802', 'Key under the blue planter'],
  KEY_COPY: ['Office key ring #7', 'Office key ring #12'],
};

/** Weighted choices: [value, weight]. */
export const frequencyWeights: [Frequency | null, number][] = [
  ['WEEKLY', 25],
  ['BI_WEEKLY', 30],
  ['EVERY_THREE_WEEKS', 5],
  ['MONTHLY', 15],
  ['EVERY_FOUR_WEEKS', 8],
  ['ONE_TIME', 7],
  ['WEEK_DAYS', 2],
  ['FIRST_OF_MONTH', 2],
  [null, 6],
];

export const paymentMethodWeights: [PaymentMethod | null, number][] = [
  ['CARD', 30],
  ['ZELLE', 18],
  ['VENMO', 12],
  ['CHECK', 10],
  ['CASH', 8],
  ['BANK_TRANSFER', 6],
  ['PAYPAL', 4],
  ['SQUARE', 4],
  ['QUICKBOOKS', 3],
  ['MULTIPLE', 2],
  ['OTHER', 1],
  [null, 2],
];

export const chargeByWeights: [ChargeBy, number][] = [
  ['FIXED', 60],
  ['PRESET_HOURS', 15],
  ['WORKED_HOURS', 12],
  ['PRESET_CLEANER_HOURS', 7],
  ['WORKED_CLEANER_HOURS', 6],
];

export const entryMethodWeights: [EntryMethod | null, number][] = [
  ['CODE', 30],
  ['KEY', 22],
  ['CLIENT_AT_HOME', 20],
  ['KEY_COPY', 8],
  ['OPEN_DOOR', 8],
  ['CALL', 7],
  [null, 5],
];

/** Team colours: the colour picker's presets, in the order new teams get them. */
export const teamPalette: [name: string, color: string][] = [
  ['Blue', '#2563EB'],
  ['Green', '#16A34A'],
  ['Orange', '#EA580C'],
  ['Purple', '#9333EA'],
  ['Teal', '#0D9488'],
  ['Pink', '#DB2777'],
  ['Indigo', '#4F46E5'],
  ['Red', '#DC2626'],
  ['Yellow', '#CA8A04'],
  ['Sky Blue', '#0284C7'],
  ['Violet', '#7C3AED'],
  ['Lime', '#65A30D'],
  ['Black', '#111827'],
];

/** An active team's description; some teams have none. */
export const teamDescriptions = [
  'Residential cleans in Cambridge and Somerville.',
  'Offices and move-out cleans downtown.',
  'Deep cleans and post-construction work.',
  'Weekly regulars west of the city.',
  'South Shore homes and condos.',
  null,
];

export const jobTypeSpecs = [
  {
    name: 'Standard Clean',
    short: 'STD',
    description: 'Kitchen, bathrooms, dusting, vacuuming and mopping of every room.',
    minutes: 120,
    weight: 55,
  },
  {
    name: 'Deep Clean',
    short: 'DEEP',
    description: 'Standard clean plus baseboards, inside appliances and cabinets.',
    minutes: 180,
    weight: 20,
  },
  {
    name: 'Move-out Clean',
    short: 'MOVE',
    description: 'Empty home, top to bottom: inside cabinets, closets, appliances and windows.',
    minutes: 210,
    weight: 7,
  },
  {
    name: 'Post-construction',
    short: 'POST',
    description: 'Dust and debris after renovation work; every surface wiped twice.',
    minutes: 240,
    weight: 3,
  },
  {
    name: 'Office Clean',
    short: 'OFFICE',
    description: 'Desks, kitchenette, restrooms, floors and trash for small offices.',
    minutes: 90,
    weight: 10,
  },
] as const;

/** The address types of every organisation; Move-out is no longer offered (inactive). */
export const addressTypeSpecs = [
  {
    key: 'house',
    name: 'House',
    description: 'A single-family home; park in the driveway when there is room.',
    isActive: true,
  },
  {
    key: 'apartment',
    name: 'Apartment',
    description: 'A unit in a building: buzz in, and check where the elevator and trash room are.',
    isActive: true,
  },
  {
    key: 'office',
    name: 'Office',
    description: 'A workplace; cleaned before or after business hours.',
    isActive: true,
  },
  {
    key: 'vacationRental',
    name: 'Vacation rental',
    description: 'Turnover between guests; linens and restocking.',
    isActive: true,
  },
  {
    key: 'moveOut',
    name: 'Move-out',
    description:
      'Empty after the tenants leave. No longer offered: the addresses that have it keep it.',
    isActive: false,
  },
] as const;

export type AddressTypeKey = (typeof addressTypeSpecs)[number]['key'];
