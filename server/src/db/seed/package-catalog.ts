/**
 * What the demo packages are made of: our offices and the destinations (each place with its time zone), names,
 * streets, services, products, items, notes, printers, and the flow of a package's events with the carriers' codes.
 */
import type { PackageStatus } from '@a1/shared/constants/packages';

/** Our offices (seed catalog LOCATIONS, by id): the place of our scans and the export gateway they ship through. */
export const OFFICES: Record<number, { place: string; tz: string; cc: string; gateway: string; gatewayTz: string }> = {
  1: {
    place: 'JFK Gateway, New York',
    tz: 'America/New_York',
    cc: 'US',
    gateway: 'New York JFK',
    gatewayTz: 'America/New_York',
  },
  2: { place: 'Chicago Hub', tz: 'America/Chicago', cc: 'US', gateway: 'Chicago ORD', gatewayTz: 'America/Chicago' },
  3: {
    place: 'Los Angeles',
    tz: 'America/Los_Angeles',
    cc: 'US',
    gateway: 'Los Angeles LAX',
    gatewayTz: 'America/Los_Angeles',
  },
  4: { place: 'Paris CDG', tz: 'Europe/Paris', cc: 'FR', gateway: 'Paris CDG', gatewayTz: 'Europe/Paris' },
  5: { place: 'Lyon', tz: 'Europe/Paris', cc: 'FR', gateway: 'Paris CDG', gatewayTz: 'Europe/Paris' },
};

/** Destinations: the consignee's city and the inward gateway, each with its own time zone. */
export const DESTINATIONS = [
  { cc: 'FR', city: 'Lyon', zip: '69002', tz: 'Europe/Paris', gw: 'Paris CDG', gwTz: 'Europe/Paris', cur: 'EUR' },
  {
    cc: 'DE',
    city: 'München',
    zip: '80331',
    tz: 'Europe/Berlin',
    gw: 'Frankfurt FRA',
    gwTz: 'Europe/Berlin',
    cur: 'EUR',
  },
  {
    cc: 'GB',
    city: 'Manchester',
    zip: 'M1 1AE',
    tz: 'Europe/London',
    gw: 'London LHR',
    gwTz: 'Europe/London',
    cur: 'GBP',
  },
  { cc: 'ES', city: 'Málaga', zip: '29001', tz: 'Europe/Madrid', gw: 'Madrid MAD', gwTz: 'Europe/Madrid', cur: 'EUR' },
  {
    cc: 'US',
    city: 'Chicago',
    zip: '60601',
    tz: 'America/Chicago',
    gw: 'Chicago ORD',
    gwTz: 'America/Chicago',
    cur: 'USD',
  },
  {
    cc: 'US',
    city: 'Seattle',
    zip: '98101',
    tz: 'America/Los_Angeles',
    gw: 'Los Angeles LAX',
    gwTz: 'America/Los_Angeles',
    cur: 'USD',
  },
  {
    cc: 'CA',
    city: 'Montréal',
    zip: 'H2Y 1C6',
    tz: 'America/Toronto',
    gw: 'Toronto YYZ',
    gwTz: 'America/Toronto',
    cur: 'CAD',
  },
  {
    cc: 'BR',
    city: 'São Paulo',
    zip: '01310-100',
    tz: 'America/Sao_Paulo',
    gw: 'São Paulo GRU',
    gwTz: 'America/Sao_Paulo',
    cur: 'BRL',
  },
  { cc: 'JP', city: 'Ōsaka', zip: '530-0001', tz: 'Asia/Tokyo', gw: 'Tokyo NRT', gwTz: 'Asia/Tokyo', cur: 'JPY' },
  { cc: 'IN', city: 'Mumbai', zip: '400001', tz: 'Asia/Kolkata', gw: 'Delhi DEL', gwTz: 'Asia/Kolkata', cur: 'INR' },
  {
    cc: 'AU',
    city: 'Sydney',
    zip: '2000',
    tz: 'Australia/Sydney',
    gw: 'Sydney SYD',
    gwTz: 'Australia/Sydney',
    cur: 'AUD',
  },
  {
    cc: 'MX',
    city: 'Guadalajara',
    zip: '44100',
    tz: 'America/Mexico_City',
    gw: 'Mexico City MEX',
    gwTz: 'America/Mexico_City',
    cur: 'MXN',
  },
];

export const FIRST = [
  'Éloïse',
  'José',
  'Zoë',
  'Łukasz',
  'Amélie',
  'Jürgen',
  'Siobhán',
  'Hiroshi',
  'Priya',
  'Olivia',
  'Noah',
  'Chloé',
  'Mateo',
  'Ana',
  'Liam',
  'Søren',
];
export const LAST = [
  'Dubois',
  'Müller',
  'García',
  'Nowak',
  'Lefèvre',
  'O’Brien',
  'Tanaka',
  'Sharma',
  'Smith',
  'Johnson',
  'Rossi',
  'Da Silva',
  'Håkansson',
  'Martin',
  'Brown',
  'Nguyễn',
];
export const STREETS = [
  'Rue de la République',
  'Hauptstraße',
  'High Street',
  'Calle Mayor',
  'Main Street',
  'Avenida Paulista',
  'Chūō-dōri',
  'Marine Drive',
  'George Street',
  'Avenida Juárez',
];
export const SERVICES = ['Priority', 'Standard', 'Economy', 'Registered'];
export const PRODUCTS = ['Priority Tracked', 'Business Parcel', 'Economy Mail', 'e-PAQ Plus'];
export const ITEMS: Array<[string, string]> = [
  ['Cotton T-shirt', '610910'],
  ['Leather handbag', '420221'],
  ['Paperback book', '490199'],
  ['Bluetooth headphones', '851830'],
  ['Ceramic mug', '691200'],
  ['Running shoes', '640411'],
  ['Vitamin supplements', '210690'],
  ['Smartphone case', '392690'],
  ['Wool scarf', '611710'],
  ['Board game', '950490'],
  ['Café moulu (ground coffee)', '090121'],
  ['Skin cream', '330499'],
];
export const NOTES = [
  'Customer called: the consignee will be away until Monday.',
  'Consignee asked for delivery to the neighbour at n° 12.',
  'Customs asked for the invoice again; sent by e-mail.',
  'Label re-printed: the first one was smudged.',
  'Weight checked on the scale: matches the manifest.',
];
export const PRINTERS = ['JFK-ZEBRA-01', 'JFK-ZEBRA-02', 'ORD-ZT410', 'CDG-ZEBRA-01'];

/** The flow of a package's first six events: our scans, then the carrier's. */
export const FLOW: Array<{ status: PackageStatus; scan: boolean }> = [
  { status: 'Received', scan: true },
  { status: 'Processed', scan: true },
  { status: 'In Transit', scan: false },
  { status: 'Customs', scan: false },
  { status: 'Out for Delivery', scan: false },
  { status: 'Delivered', scan: false },
];
/** The carrier's own codes for steps 3–6 and an exception (UPU EMSEVT for posts, the carriers' activity codes). */
export const CARRIER_CODES: Record<string, string[]> = {
  post: ['EMC', 'EMD', 'EMG', 'EMI', 'EMH'],
  ups: ['DP', 'AR', 'OT', 'KB', 'X1'],
  fedex: ['DP', 'AR', 'OD', 'DL', 'DE'],
};
export const CARRIER_TEXTS = [
  'Departed the export facility',
  'Arrived at the destination; customs clearance in progress',
  'Out for delivery',
  'Delivered',
  'Delivery attempted: consignee not at the address',
];
