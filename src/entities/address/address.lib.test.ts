import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { City, DeliveryZone } from '@/shared/contract/branch.ts';
import { AddressInputSchema, type Address } from '@/shared/contract/user.ts';
import {
  addressLines,
  preferredAddress,
  reconcileChosen,
  addressSummary,
  chooseCity,
  formatCoordinates,
  formValues,
  isServerId,
  mainCityId,
  missingFields,
  newClientId,
  parseCoordinate,
  pointInPolygon,
  pointInZone,
  toAddressInput,
  type AddressFormValues,
} from './address.lib.ts';

const city = (id: number, isMain = false): City => ({
  id,
  name: { uz: `C${id}`, ru: `C${id}`, eng: `C${id}` },
  latitude: 41 + id,
  longitude: 69,
  isMain,
});
const values = (extra: Partial<AddressFormValues> = {}): AddressFormValues => ({
  id: null,
  type: 'HOUSE',
  name: ' Home ',
  streetName: ' Navoi street ',
  houseNumber: ' 12 ',
  cityId: 1,
  latitude: 41.31,
  longitude: 69.28,
  office: '',
  domophone: '',
  entrance: '',
  floor: '',
  comment: '',
  ...extra,
});
const square = (lat: number, lon: number, r: number): [number, number][] => [
  [lat - r, lon - r],
  [lat - r, lon + r],
  [lat + r, lon + r],
  [lat + r, lon - r],
];
const zone = (id: number, polygon: [number, number][]): DeliveryZone => ({
  id,
  merchantId: 'm',
  name: { uz: 'z', ru: 'z', eng: 'z' },
  polygon,
  price: id * 1000,
});

describe('toAddressInput', () => {
  it('never sends an id: neither a client-made tmp- one nor the server one (that travels in the path)', () => {
    for (const id of [newClientId(), 'tmp-abc', 42, null]) {
      const input = toAddressInput(values({ id }));
      expect(input).not.toHaveProperty('id');
      expect(v.safeParse(AddressInputSchema, input).success).toBe(true);
    }
  });
  it('drops every field a server record has but a request must not carry', () => {
    const saved: Address = {
      ...toAddressInput(values()),
      id: 5,
      createdDate: '2024-01-01T00:00:00Z',
      lastModifiedDate: '2024-01-02T00:00:00Z',
    };
    expect(Object.keys(toAddressInput(saved)).sort()).toEqual(Object.keys(AddressInputSchema.entries).sort());
  });
  it('trims texts, sends empty ones as null, and falls back description -> name', () => {
    const input = toAddressInput(values({ comment: '   ', description: '  ' }));
    expect(input).toMatchObject({
      name: 'Home',
      streetName: 'Navoi street',
      houseNumber: '12',
      comment: null,
      description: 'Home',
    });
    expect(toAddressInput(values({ description: ' Blue gate ' })).description).toBe('Blue gate');
  });
  it('keeps the flat extras for an APARTMENT only', () => {
    const extras = { office: '14', domophone: '14K', entrance: '2', floor: '5' };
    expect(toAddressInput(values({ type: 'APARTMENT', ...extras }))).toMatchObject(extras);
    expect(toAddressInput(values({ type: 'HOUSE', ...extras }))).toMatchObject({
      office: null,
      domophone: null,
      entrance: null,
      floor: null,
    });
  });
});

describe('ids', () => {
  it('tells a server id from a client-made one', () => {
    expect(newClientId(0, 0)).toBe('tmp-0-0');
    expect(isServerId(7)).toBe(true);
    for (const id of ['tmp-1', '7', 0, -1, 1.5, null, undefined]) expect(isServerId(id)).toBe(false);
  });
});

describe('chooseCity (spec §4)', () => {
  const cities = [city(1), city(2, true), city(3)];
  it("prefers the merchant's main city, then the address's city, then the first", () => {
    expect(chooseCity(cities, 2, 3)?.id).toBe(2);
    expect(chooseCity(cities, null, 3)?.id).toBe(3);
    expect(chooseCity(cities, 99, 3)?.id).toBe(3);
    expect(chooseCity(cities, undefined, 99)?.id).toBe(1);
    expect(chooseCity([], 1, 1)).toBeNull();
  });
  it('reads the main city from the list', () => {
    expect(mainCityId(cities)).toBe(2);
    expect(mainCityId([city(1)])).toBeNull();
  });
});

describe('form helpers', () => {
  it('asks for the name and the street', () => {
    expect(missingFields({ name: ' ', streetName: '' })).toEqual(['name', 'streetName']);
    expect(missingFields({ name: 'Home', streetName: 'Navoi' })).toEqual([]);
  });
  it('starts a new address at the given point and city; an edited one keeps its own', () => {
    expect(formValues(null, { latitude: 1, longitude: 2 }, 3)).toMatchObject({
      type: 'HOUSE',
      name: '',
      latitude: 1,
      longitude: 2,
      cityId: 3,
    });
    const saved: Address = { ...toAddressInput(values()), id: 5 };
    expect(formValues(saved, { latitude: 1, longitude: 2 }, 3)).toMatchObject({
      id: 5,
      name: 'Home',
      latitude: 41.31,
      cityId: 1,
      description: null,
    });
  });
  it('summarises an address and formats and parses coordinates', () => {
    const labels = { flat: 'apt.', entrance: 'entr.', floor: 'fl.' };
    expect(
      addressSummary({ streetName: 'Navoi', houseNumber: '12', office: '4', entrance: null, floor: '3' }, labels),
    ).toBe('Navoi, 12, apt. 4, fl. 3');
    expect(formatCoordinates({ latitude: 41.3111, longitude: 69.2797 })).toBe('41.31110, 69.27970');
    expect(parseCoordinate(' 41,5 ', 'latitude')).toBe(41.5);
    expect(parseCoordinate('91', 'latitude')).toBeNull();
    expect(parseCoordinate('170', 'longitude')).toBe(170);
    expect(parseCoordinate('', 'longitude')).toBeNull();
    expect(parseCoordinate('abc', 'longitude')).toBeNull();
  });
});

describe('zones', () => {
  const inner = zone(1, square(41.3, 69.3, 0.05));
  const outer = zone(2, square(41.3, 69.3, 0.2));
  it('finds whether a point is inside a polygon', () => {
    expect(pointInPolygon({ latitude: 41.3, longitude: 69.3 }, inner.polygon)).toBe(true);
    expect(pointInPolygon({ latitude: 41.6, longitude: 69.8 }, outer.polygon)).toBe(false);
  });
  it('puts the pin of a picked zone inside it and outside the zones tried before it', () => {
    const innerPoint = pointInZone(inner, [inner, outer]);
    expect(innerPoint && pointInPolygon(innerPoint, inner.polygon)).toBe(true);
    const outerPoint = pointInZone(outer, [inner, outer]);
    expect(outerPoint && pointInPolygon(outerPoint, outer.polygon)).toBe(true);
    expect(outerPoint && pointInPolygon(outerPoint, inner.polygon)).toBe(false);
    expect(pointInZone(zone(3, []), [])).toBeNull();
  });
});

describe('addressLines', () => {
  it('puts the street and house under the name', () => {
    expect(addressLines({ name: 'Home', streetName: 'Amir Temur avenue', houseNumber: '15' })).toEqual({
      title: 'Home',
      detail: 'Amir Temur avenue, 15',
    });
  });

  it('never repeats the name as its detail', () => {
    expect(addressLines({ name: 'Home', description: 'Home' })).toEqual({ title: 'Home', detail: null });
  });

  it('falls back to the description without a street', () => {
    expect(addressLines({ name: 'Work', description: 'Tower B' }).detail).toBe('Tower B');
  });
});

describe('preferredAddress', () => {
  it('takes the address saved or changed last', () => {
    const saved = [
      { id: 1, createdDate: '2026-01-01T00:00:00Z', lastModifiedDate: '2026-03-01T00:00:00Z' },
      { id: 2, createdDate: '2026-02-01T00:00:00Z' },
      { id: 3, createdDate: '2025-12-01T00:00:00Z', lastModifiedDate: '2026-01-15T00:00:00Z' },
    ];
    expect(preferredAddress(saved)?.id).toBe(1);
  });

  it('breaks a tie by the newest id, and has nothing to offer without addresses', () => {
    expect(preferredAddress([{ id: 4 }, { id: 9 }])?.id).toBe(9);
    expect(preferredAddress([])).toBeNull();
  });
});

describe('reconcileChosen', () => {
  const home = { id: 1, name: 'Home', createdDate: '2026-01-01T00:00:00Z' };
  const work = { id: 2, name: 'Work', createdDate: '2026-02-01T00:00:00Z' };

  it('lets a choice the server still holds as it is stand, and a draft point too', () => {
    expect(reconcileChosen({ ...home }, [home, work])).toBeUndefined();
    expect(reconcileChosen({ id: 'tmp-1' }, [home, work])).toBeUndefined();
  });

  it('re-reads a chosen address changed elsewhere', () => {
    const moved = { ...home, name: 'Home, new flat' };
    expect(reconcileChosen(home, [moved, work])).toBe(moved);
  });

  it('gives a chosen address deleted elsewhere way to the preferred one, or to none', () => {
    const gone = { id: 7, name: 'Old' };
    expect(reconcileChosen(gone, [home, work])).toBe(work);
    expect(reconcileChosen(gone, [])).toBeNull();
  });

  it('chooses the preferred one when none is chosen, and nothing without saved addresses', () => {
    expect(reconcileChosen(null, [home, work])).toBe(work);
    expect(reconcileChosen(null, [])).toBeUndefined();
  });
});
