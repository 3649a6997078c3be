import type { DemoAddress, demoCustomers } from '../../../db/schema';
import type { IdSource, SeedRow } from './ids';
import type { Rng } from './prng';

const IN_FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Arjun',
  'Rohan',
  'Kabir',
  'Rahul',
  'Saanvi',
  'Ananya',
  'Diya',
  'Priya',
  'Meera',
  'Kavya',
  'Isha',
  'Neha',
  'Pooja',
  'Sneha',
  'Vikram',
  'Harpreet',
];
const IN_LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Singh',
  'Mehta',
  'Das',
  'Banerjee',
  'Kulkarni',
  'Joshi',
  'Menon',
  'Chopra',
];
const INTL_FIRST = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Fatima',
  'Omar',
  'Chen',
  'Hana',
];
const INTL_LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Müller',
  'Rossi',
  'Tan',
  'Khan',
  'Williams',
  'Lee',
  'Martin',
];

type Place = { city: string; province: string; code: string; zip: () => string };
const IN_PLACES = (rng: Rng): Place[] => [
  { city: 'Mumbai', province: 'Maharashtra', code: 'MH', zip: () => `4000${rng.int(10, 99)}` },
  { city: 'Pune', province: 'Maharashtra', code: 'MH', zip: () => `4110${rng.int(10, 60)}` },
  { city: 'New Delhi', province: 'Delhi', code: 'DL', zip: () => `1100${rng.int(10, 99)}` },
  { city: 'Bengaluru', province: 'Karnataka', code: 'KA', zip: () => `5600${rng.int(10, 99)}` },
  { city: 'Chennai', province: 'Tamil Nadu', code: 'TN', zip: () => `6000${rng.int(10, 99)}` },
  { city: 'Hyderabad', province: 'Telangana', code: 'TG', zip: () => `5000${rng.int(10, 99)}` },
  { city: 'Kolkata', province: 'West Bengal', code: 'WB', zip: () => `7000${rng.int(10, 99)}` },
  { city: 'Ahmedabad', province: 'Gujarat', code: 'GJ', zip: () => `3800${rng.int(10, 60)}` },
  { city: 'Jaipur', province: 'Rajasthan', code: 'RJ', zip: () => `3020${rng.int(10, 40)}` },
  { city: 'Kochi', province: 'Kerala', code: 'KL', zip: () => `6820${rng.int(10, 40)}` },
];
type Country = { country: string; code: string; dial: string; places: Place[] };
const FOREIGN = (rng: Rng): Country[] => [
  {
    country: 'United States',
    code: 'US',
    dial: '+1',
    places: [
      { city: 'New York', province: 'New York', code: 'NY', zip: () => `100${rng.int(10, 99)}` },
      { city: 'San Francisco', province: 'California', code: 'CA', zip: () => `941${rng.int(10, 99)}` },
      { city: 'Austin', province: 'Texas', code: 'TX', zip: () => `787${rng.int(10, 99)}` },
      { city: 'Seattle', province: 'Washington', code: 'WA', zip: () => `981${rng.int(10, 99)}` },
    ],
  },
  {
    country: 'United Kingdom',
    code: 'GB',
    dial: '+44',
    places: [{ city: 'London', province: 'England', code: 'ENG', zip: () => `SW1A ${rng.int(1, 9)}AA` }],
  },
  {
    country: 'United Arab Emirates',
    code: 'AE',
    dial: '+971',
    places: [{ city: 'Dubai', province: 'Dubai', code: 'DU', zip: () => '00000' }],
  },
  {
    country: 'Singapore',
    code: 'SG',
    dial: '+65',
    places: [{ city: 'Singapore', province: '', code: '', zip: () => `0${rng.int(10000, 99999)}` }],
  },
  {
    country: 'Germany',
    code: 'DE',
    dial: '+49',
    places: [{ city: 'Berlin', province: 'Berlin', code: 'BE', zip: () => `10${rng.int(100, 999)}` }],
  },
  {
    country: 'Canada',
    code: 'CA',
    dial: '+1',
    places: [
      {
        city: 'Toronto',
        province: 'Ontario',
        code: 'ON',
        zip: () => `M5V ${rng.int(1, 9)}A${rng.int(1, 9)}`,
      },
    ],
  },
];

const STREETS = [
  'MG Road',
  'Park Street',
  'Linking Road',
  'Main Street',
  'Market Road',
  'Station Road',
  'Hill View',
];

/** A customer is domestic (the store's own country) or international; its addresses and phone follow. */
export function generateCustomers(
  rng: Rng,
  ids: IdSource,
  count: number,
  storeCountry: 'IN' | 'US',
  createdAt: (rng: Rng) => Date,
  serial: number,
): SeedRow<typeof demoCustomers>[] {
  const inPlaces = IN_PLACES(rng);
  const foreign = FOREIGN(rng);
  const out: SeedRow<typeof demoCustomers>[] = [];
  for (let i = 0; i < count; i++) {
    const domestic = rng.chance(storeCountry === 'IN' ? 0.85 : 0.8);
    const inIndia = storeCountry === 'IN' ? domestic : !domestic && rng.chance(0.4);
    const country: Country = inIndia
      ? { country: 'India', code: 'IN', dial: '+91', places: inPlaces }
      : storeCountry === 'US' && domestic
        ? (foreign[0] as Country)
        : rng.pick(storeCountry === 'US' ? foreign.slice(1) : foreign);
    const place = rng.pick(country.places);
    const indianName = inIndia || rng.chance(0.2);
    const firstName = rng.pick(indianName ? IN_FIRST : INTL_FIRST);
    const lastName = rng.pick(indianName ? IN_LAST : INTL_LAST);
    const n = serial + i;
    const phone = rng.chance(0.95)
      ? country.dial === '+91'
        ? `+91${rng.pick(['98', '99', '97', '87', '70', '63'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`
        : `${country.dial}${rng.int(200, 989)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`
      : null;
    const email = rng.chance(0.96) ? `${firstName}.${lastName}${n}@example.com`.toLowerCase() : null;
    const address: DemoAddress = {
      first_name: firstName,
      last_name: lastName,
      address1: `${rng.int(1, 480)}, ${rng.pick(STREETS)}`,
      address2: rng.chance(0.4) ? `Apt ${rng.int(1, 40)}${rng.pick(['A', 'B', 'C'])}` : '',
      city: place.city,
      province: place.province,
      province_code: place.code,
      country: country.country,
      country_code: country.code,
      zip: place.zip(),
      phone,
    };
    const addresses = [address];
    if (rng.chance(0.15))
      addresses.push({ ...address, address1: `${rng.int(1, 480)}, ${rng.pick(STREETS)}` });
    out.push({
      id: ids.next(),
      firstName,
      lastName,
      email,
      phone,
      addresses,
      tags: inIndia === (storeCountry === 'IN') ? [] : ['international'],
      createdAt: createdAt(rng),
    });
  }
  return out;
}
