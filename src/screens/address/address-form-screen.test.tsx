import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { createStore } from 'jotai';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainButtonAtom } from '@platform/index.ts';
import { chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import type { MapCanvasProps } from '@/features/pick-location/map-canvas.types.ts';
import type { City, DeliveryZone } from '@/shared/contract/branch.ts';
import type { Address, AddressInput, User } from '@/shared/contract/user.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { errorReply } from '@/testing/fake-api.ts';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

// As on a machine with no internet by default: the tiles never load, so the picker falls back to its list.
const map = vi.hoisted(() => ({
  outcome: 'failed' as 'failed' | 'loaded',
  moveTo: null as ((point: { latitude: number; longitude: number }) => void) | null,
}));
vi.mock('@/features/pick-location/leaflet-map.ui.tsx', () => ({
  LeafletMap: ({ onFailed, onLoaded, onMove }: MapCanvasProps) => {
    useEffect(() => (map.outcome === 'loaded' ? onLoaded() : onFailed()), [onFailed, onLoaded]);
    map.moveTo = onMove;
    return <div data-testid="fake-map" />;
  },
}));

const USER: User = {
  id: 7,
  isActive: true,
  merchantId: 'm-1',
  role: 'USER',
  cashback: 0,
  firstName: 'Malika',
  phone: '998901234567',
};
const TASHKENT: City = {
  id: 1,
  name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
  latitude: 41.3111,
  longitude: 69.2797,
  isMain: true,
};
const square = (r: number): [number, number][] => [
  [41.3 - r, 69.27 - r],
  [41.3 - r, 69.27 + r],
  [41.3 + r, 69.27 + r],
  [41.3 + r, 69.27 - r],
];
const ZONE: DeliveryZone = {
  id: 3,
  cityId: 1,
  merchantId: 'm-1',
  name: { uz: 'Markaz', ru: 'Центр', eng: 'City centre' },
  polygon: square(0.1),
  price: 10000,
};
const inZone = (lat: number, lon: number) => Math.abs(lat - 41.3) < 0.1 && Math.abs(lon - 69.27) < 0.1;

let created: AddressInput[] = [];

function setup(path = '/address/create', addresses: Address[] = []) {
  return renderScreen({
    path,
    session: USER,
    settings: { mapType: 'OSM' },
    api: {
      cities: [TASHKENT],
      deliveryZones: [ZONE],
      addresses,
      zoneCheck: ({ query }) => {
        const hit = inZone(Number(query.lat), Number(query.lon));
        return { inZone: hit, zone: hit ? ZONE : null };
      },
      addressCreate: ({ body }) => {
        created.push(body as AddressInput);
        return { ...(body as AddressInput), id: 41 };
      },
    },
  });
}

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
const pressSave = (store: ReturnType<typeof createStore>) => act(() => store.get(mainButtonAtom).action?.());
const zoneStatus = () => screen.getByTestId('zone-status');

describe('AddressFormScreen', () => {
  beforeEach(() => {
    created = [];
    map.outcome = 'failed';
  });

  it('asks for the name and the street before saving, and sends nothing until they are filled', async () => {
    const { store } = await setup();
    await screen.findByTestId('address-name');
    // The button takes the form's state in an effect after the form is drawn.
    await waitFor(() => expect(store.get(mainButtonAtom)).toMatchObject({ visible: true, text: 'Save address' }));
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    pressSave(store);
    expect(screen.getAllByText('Please fill in this field!')).toHaveLength(2);
    expect(screen.getByTestId('address-name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('address-name'));
    type('address-name', 'Home');
    expect(screen.queryByTestId('address-name-error')).toBeNull();
    expect(screen.getByTestId('address-streetName-error').textContent).toBe('Please fill in this field!');
    expect(created).toEqual([]);
  });

  it('saves an apartment with its extras: trimmed, no id, description from the name, the zone city; then goes to /address', async () => {
    const { store, location } = await setup();
    await screen.findByTestId('address-name');
    expect(screen.queryByTestId('address-extras')).toBeNull();
    tap(screen.getByTestId('address-type-APARTMENT'));
    type('address-name', '  Work ');
    type('address-streetName', ' Amir Temur ');
    type('address-houseNumber', '107');
    type('address-office', '14');
    type('address-domophone', '14K');
    type('address-entrance', '2');
    type('address-floor', '5');
    type('address-comment', 'Blue gate');
    // The city's centre is the starting pin (Tashkent, the main city).
    await waitFor(() => expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.31110, 69.27970'));
    await waitFor(() => expect(shownText(zoneStatus())).toBe("Delivery zone: City centre, delivery 10 000 so'm"));
    pressSave(store);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      type: 'APARTMENT',
      name: 'Work',
      streetName: 'Amir Temur',
      houseNumber: '107',
      details: null,
      description: 'Work',
      latitude: 41.3111,
      longitude: 69.2797,
      cityId: 1,
      office: '14',
      domophone: '14K',
      entrance: '2',
      floor: '5',
      comment: 'Blue gate',
    });
    expect(created[0]).not.toHaveProperty('id');
    await waitFor(() => expect(location.path()).toBe('/address'));
    expect(store.get(chosenAddressAtom)).toBeNull();
  });

  it('keeps what was typed and the pin for a reload of the page, and saves it', async () => {
    await setup();
    await screen.findByTestId('address-name');
    tap(screen.getByTestId('address-type-APARTMENT'));
    type('address-name', 'Work');
    type('address-streetName', 'Amir Temur');
    type('address-floor', '5');
    type('manual-latitude', '41.32');
    type('manual-longitude', '69.25');
    tap(screen.getByTestId('manual-apply'));
    // A reload, or the phone discarding the page, unmounts nothing: what the tab keeps is there for the next load.
    const kept = window.sessionStorage.getItem('form:address:new');
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ values: { name: 'Work', floor: '5' } });
    cleanup();
    // Leaving the form in the app forgets it.
    expect(window.sessionStorage.getItem('form:address:new')).toBeNull();
    window.sessionStorage.setItem('form:address:new', kept ?? '');
    const { store } = await setup();
    await waitFor(() => expect((screen.getByTestId('address-name') as HTMLInputElement).value).toBe('Work'));
    expect((screen.getByTestId('address-streetName') as HTMLInputElement).value).toBe('Amir Temur');
    expect((screen.getByTestId('address-floor') as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.32000, 69.25000');
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    pressSave(store);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      type: 'APARTMENT',
      name: 'Work',
      floor: '5',
      latitude: 41.32,
      longitude: 69.25,
    });
  });

  it("says 'Out of service zone' for a typed point outside every zone and does not save there", async () => {
    const { store } = await setup();
    await screen.findByTestId('address-name');
    type('address-name', 'Dacha');
    type('address-streetName', 'Far street');
    type('manual-latitude', '41.6');
    type('manual-longitude', '69.8');
    tap(screen.getByTestId('manual-apply'));
    expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.60000, 69.80000');
    await waitFor(() => expect(zoneStatus().textContent).toBe('Out of service zone'));
    pressSave(store);
    expect(screen.getByTestId('address-out-of-zone').textContent).toContain('We do not deliver to this point');
    expect(created).toEqual([]);
  });

  it('a Save pressed while the zone is being checked waits for the verdict: outside every zone it saves nothing', async () => {
    const waiting: (() => void)[] = [];
    const answerZone = () => waiting.splice(0).forEach((answer) => answer());
    const { store, api } = await setup();
    await screen.findByTestId('address-name');
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    api.answer('zoneCheck', () => new Promise((resolve) => waiting.push(() => resolve({ inZone: false, zone: null }))));
    type('address-name', 'Dacha');
    type('address-streetName', 'Far street');
    type('manual-latitude', '41.6');
    type('manual-longitude', '69.8');
    tap(screen.getByTestId('manual-apply'));
    expect(zoneStatus().dataset.zone).toBe('checking');
    pressSave(store);
    await waitFor(() => expect(store.get(mainButtonAtom).progress).toBe(true));
    expect(created).toEqual([]);
    // The check of the new point is asked for once the pin has settled; its answer comes now.
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    answerZone();
    expect((await screen.findByTestId('address-out-of-zone')).textContent).toContain('We do not deliver to this point');
    expect(created).toEqual([]);
    expect(store.get(mainButtonAtom).progress).toBe(false);
  });

  it('an edited address deleted elsewhere meanwhile is saved as a new one, and the old one leaves the list', async () => {
    const home = {
      id: 5,
      type: 'HOUSE' as const,
      name: 'Home',
      streetName: 'Navoi',
      latitude: 41.3111,
      longitude: 69.2797,
      cityId: 1,
    };
    const { store, api, location } = await setup(`/address/create?edit=${home.id}`, [home]);
    api.answer('addressUpdate', errorReply(404, 'NOT_FOUND', 'Not found'));
    await waitFor(() => expect((screen.getByTestId('address-name') as HTMLInputElement).value).toBe('Home'));
    type('address-name', 'Home, new door');
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    pressSave(store);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: 'Home, new door', streetName: 'Navoi' });
    expect(api.calls('addressUpdate')).toHaveLength(1);
    expect(await screen.findByText('This address had been deleted: it is saved as a new one')).toBeTruthy();
    await waitFor(() => expect(location.path()).toBe('/address'));
  });

  it('keeps coordinates typed while the cities are on their way: their arrival does not overwrite them', async () => {
    let citiesArrive = () => {};
    const cities = new Promise<City[]>((resolve) => (citiesArrive = () => resolve([TASHKENT])));
    const { api } = await renderScreen({
      path: '/address/create',
      session: USER,
      settings: { mapType: 'OSM' },
      api: {
        cities: () => cities,
        deliveryZones: [ZONE],
        addresses: [],
        zoneCheck: ({ query }) => ({ inZone: inZone(Number(query.lat), Number(query.lon)), zone: null }),
      },
    });
    type('manual-latitude', '41.6');
    type('manual-longitude', '69.8');
    await waitFor(() => expect(api.calls('cities')).toHaveLength(1));
    citiesArrive();
    // The pin now starts at the main city's centre, and the fields the customer typed in stay as typed.
    await waitFor(() => expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.31110, 69.27970'));
    expect(screen.getByTestId<HTMLInputElement>('manual-latitude').value).toBe('41.6');
    expect(screen.getByTestId<HTMLInputElement>('manual-longitude').value).toBe('69.8');
    tap(screen.getByTestId('manual-apply'));
    expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.60000, 69.80000');
    // A move of the customer's own shows in the fields again.
    tap(within(screen.getByTestId('area-list')).getByText('City centre'));
    expect(screen.getByTestId<HTMLInputElement>('manual-latitude').value).not.toBe('41.6');
  });

  it('works without a map: the list of zones and cities moves the pin, and the typed coordinates are checked', async () => {
    const { store, location } = await setup('/address/create?return=/checkout');
    await waitFor(() => expect(screen.getByTestId('map-state').dataset.state).toBe('error'));
    const areas = screen.getByTestId('area-list');
    tap(within(areas).getByText('City centre'));
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    type('manual-latitude', '95');
    tap(screen.getByTestId('manual-apply'));
    expect(screen.getByRole('alert').textContent).toContain('Enter a latitude from -90 to 90');
    type('address-name', 'Home');
    type('address-streetName', 'Navoi');
    pressSave(store);
    await waitFor(() => expect(location.path()).toBe('/checkout'));
    // An address added on the way to checkout is the one to deliver to.
    expect(store.get(chosenAddressAtom)).toMatchObject({ id: 41, name: 'Home' });
  });

  it('shows the map when its tiles load, with the areas folded away; a drag of the pin is checked live', async () => {
    map.outcome = 'loaded';
    await setup();
    await waitFor(() => expect(screen.getByTestId('map-state').dataset.state).toBe('loaded'));
    expect(screen.getByTestId('location-picker').dataset.mapState).toBe('loaded');
    expect(screen.getByTestId('area-list').closest('details')).not.toBeNull();
    await waitFor(() => expect(zoneStatus().dataset.zone).toBe('in'));
    act(() => map.moveTo?.({ latitude: 41.7, longitude: 69.9 }));
    expect(screen.getByTestId('pin-coordinates').textContent).toBe('41.70000, 69.90000');
    await waitFor(() => expect(zoneStatus().textContent).toBe('Out of service zone'));
  });
});
