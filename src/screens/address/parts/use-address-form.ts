import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { hapticsAtom } from '@platform/index.ts';
import { saveAddress } from '@/entities/address/address.api.ts';
import {
  citiesAtom,
  deliveryZonesAtom,
  forgetDeletedAtom,
  rememberSavedAtom,
} from '@/entities/address/address.queries.ts';
import { syncChosenAddressAtom } from '@/entities/address/address.atoms.ts';
import {
  chooseCity,
  DEFAULT_CENTRE,
  formValues,
  mainCityId,
  missingFields,
  type AddressField,
  type AddressFormValues,
  type LatLon,
} from '@/entities/address/address.lib.ts';
import type { PointSource } from '@/features/pick-location/location-picker.ui.tsx';
import { errorText } from '@/shared/api/error-text.ts';
import { AddressTypeSchema } from '@/shared/contract/user.ts';
import { useKeptForm } from '@/shared/lib/kept-form.ts';
import type { Address } from '@/shared/contract/user.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { useZoneCheck } from './zone-status.tsx';

export type TextField =
  'name' | 'streetName' | 'houseNumber' | 'office' | 'domophone' | 'entrance' | 'floor' | 'comment';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const PointSchema = v.object({ latitude: v.number(), longitude: v.number() });
/** The form as kept in its history entry. */
const AddressFormStateSchema = v.object({
  values: v.object({
    id: v.nullish(v.union([v.number(), v.string()])),
    type: AddressTypeSchema,
    name: text(200),
    streetName: text(200),
    houseNumber: text(50),
    details: v.nullish(text(500)),
    description: v.nullish(text(500)),
    latitude: v.number(),
    longitude: v.number(),
    cityId: v.nullable(v.number()),
    office: text(50),
    domophone: text(50),
    entrance: text(50),
    floor: text(50),
    comment: text(500),
  }),
  pin: v.nullable(PointSchema),
  pickedCityId: v.nullable(v.number()),
});

/**
 * The address form's state and rules. Where the pin starts: the edited address's point; for a new address the
 * centre of the city chosen by the spec's rule (main city, else the address's, else the first), or the default map
 * centre until the cities arrive. The city sent is the zone's city when the pin is in a zone, else the area the
 * customer picked, else the city of that rule.
 */
export function useAddressForm(initial: Address | null, onSaved: (saved: Address) => void) {
  const { t, i18n } = useTranslation();
  const rememberSaved = useSetAtom(rememberSavedAtom);
  const haptics = useAtomValue(hapticsAtom);
  const toast = useSetAtom(showToastAtom);
  const syncChosen = useSetAtom(syncChosenAddressAtom);
  const cities = useAtomValue(citiesAtom);
  const zones = useAtomValue(deliveryZonesAtom);

  // What was typed, the pin (null until moved, or an address is edited: it then follows the default city) and the
  // area picked, kept in the page's history entry: a reload, or the phone discarding the page while the customer
  // looks up the house number in another app, loses none of it.
  const [form, setForm] = useKeptForm(`address:${initial?.id ?? 'new'}`, AddressFormStateSchema, () => ({
    values: formValues(initial, DEFAULT_CENTRE, null),
    pin: initial ? { latitude: initial.latitude, longitude: initial.longitude } : null,
    pickedCityId: null,
  }));
  const { values, pin, pickedCityId } = form;
  const setValues = useCallback(
    (change: (current: AddressFormValues) => AddressFormValues) =>
      setForm((current) => ({ ...current, values: change(current.values) })),
    [setForm],
  );
  const [errors, setErrors] = useState<AddressField[]>([]);
  const [outOfZoneShown, setOutOfZoneShown] = useState(false);
  const saveRequest = useMutation({ mutationFn: saveAddress });
  // A Save pressed while the pin's zone is still being checked waits for the verdict (an address outside every zone
  // is not saved), then goes on by itself.
  const [saveQueued, setSaveQueued] = useState(false);
  const saving = saveRequest.isPending || saveQueued;
  const forgetDeleted = useSetAtom(forgetDeletedAtom);

  const cityList = cities.data ?? [];
  const ruleCity = chooseCity(cityList, mainCityId(cityList), initial?.cityId);
  const point = pin ?? (ruleCity ? { latitude: ruleCity.latitude, longitude: ruleCity.longitude } : DEFAULT_CENTRE);
  const zoneCheck = useZoneCheck(point);
  const cityId = zoneCheck.zone?.cityId ?? pickedCityId ?? ruleCity?.id ?? initial?.cityId ?? null;

  const setText = useCallback(
    (field: TextField, text: string) => {
      setValues((current) => ({ ...current, [field]: text }));
      if (field === 'name' || field === 'streetName')
        setErrors((current) => (text.trim() === '' ? current : current.filter((f) => f !== field)));
    },
    [setValues],
  );
  const setType = useCallback(
    (type: AddressFormValues['type']) => setValues((current) => ({ ...current, type })),
    [setValues],
  );
  const movePin = useCallback(
    (next: LatLon, _source: PointSource, areaCityId?: number | null) => {
      setForm((current) => ({
        ...current,
        pin: next,
        pickedCityId: areaCityId === undefined ? current.pickedCityId : areaCityId,
      }));
      setOutOfZoneShown(false);
    },
    [setForm],
  );

  const save = async (): Promise<void> => {
    if (saveRequest.isPending) return;
    const missing = missingFields(values);
    setErrors(missing);
    if (missing.length > 0) {
      haptics.notification('error');
      document.getElementById(`address-${missing[0]}`)?.focus();
      return;
    }
    if (zoneCheck.verdict === 'checking') {
      setSaveQueued(true);
      return;
    }
    if (zoneCheck.verdict === 'out') {
      setOutOfZoneShown(true);
      haptics.notification('error');
      return;
    }
    let result = await saveRequest.mutateAsync({ ...values, ...point, cityId });
    // The address being edited was deleted meanwhile (another device, another tab): it leaves the list and the choice,
    // and what was typed is saved as a new address rather than lost to an error that every try would repeat.
    const gone = !result.ok && result.error.status === 404 && typeof values.id === 'number' ? values.id : null;
    if (gone !== null) {
      forgetDeleted(gone);
      syncChosen({ deletedId: gone });
      result = await saveRequest.mutateAsync({ ...values, id: null, ...point, cityId });
    }
    if (!result.ok) {
      toast({ kind: 'error', text: errorText(result.error, i18n.language, t) });
      return;
    }
    rememberSaved(result.data);
    syncChosen({ saved: result.data });
    toast({ kind: 'success', text: t(gone === null ? 'address.form.saved' : 'address.form.savedAsNew') });
    onSaved(result.data);
  };
  // The form's save as last drawn, for the one pressed while the zone was being checked.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!saveQueued || zoneCheck.verdict === 'checking') return;
    // The verdict is in: the Save pressed meanwhile goes on, in a task of its own.
    const timer = setTimeout(() => {
      setSaveQueued(false);
      void latestSave.current();
    }, 0);
    return () => clearTimeout(timer);
  }, [saveQueued, zoneCheck.verdict]);

  return {
    values,
    errors,
    point,
    cityId,
    saving,
    zoneCheck,
    outOfZoneShown,
    cities: cityList,
    zones: zones.data ?? [],
    setText,
    setType,
    movePin,
    save,
  };
}
