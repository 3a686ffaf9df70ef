import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { historyDepth, useMainButton } from '@platform/index.ts';
import { Placeholder, Section, Spinner } from '@/shared/ui/kit.ts';
import { addressesAtom } from '@/entities/address/address.queries.ts';
import { chooseAddressAtom } from '@/entities/address/address.atoms.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { LocationPicker } from '@/features/pick-location/location-picker.ui.tsx';
import type { Address } from '@/shared/contract/user.ts';
import { paths, withSearch } from '@/shared/routing/paths.ts';
import { formRoute, leaveAfterSave, type FormRoute } from '@/entities/address/address-return.lib.ts';
import { hasRemembered } from '@/shared/routing/sign-in-steps.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { AddressFields } from './parts/address-fields.tsx';
import { SectionTitle } from './parts/section-title.tsx';
import { useAddressForm } from './parts/use-address-form.ts';
import { ZoneStatus } from './parts/zone-status.tsx';
import './address.css';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';

/**
 * `/address/create` (and `?edit=<id>`): a new or an edited address. `?return=<path>` means the address is wanted
 * there (checkout): once saved it becomes the chosen address and the customer goes on. `?choose=1` (from
 * /choose-address) chooses it too and goes where /choose-address would have gone. Otherwise back to the list.
 */
export function AddressFormScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const route = formRoute(search);
  const user = useAtomValue(userAtom);
  const list = useAtomValue(addressesAtom);
  const title = t(route.editId === null ? 'address.form.createTitle' : 'address.form.editTitle');

  let body;
  if (!user) body = null;
  else if (route.editId === null) body = <AddressForm key="new" initial={null} route={route} />;
  else if (list.data) {
    const found = list.data.find((address) => address.id === route.editId);
    body = found ? (
      <AddressForm key={found.id} initial={found} route={route} />
    ) : (
      <Placeholder header={t('address.notFound')} data-testid="address-not-found" />
    );
  } else if (list.isError) {
    body = <LoadFailed title={t('address.loadFailed')} query={list} />;
  } else
    body = (
      <div className="screen--centered" role="status">
        <Spinner size="l" />
      </div>
    );

  return (
    <ScreenFrame
      id="address-form"
      className="address-screen"
      title={title}
      signInFirst={
        !user && {
          returnTo: withSearch(paths.addressForm, search),
          title: t('address.guestTitle'),
          text: t('address.guestText'),
          testId: 'address',
        }
      }
    >
      {body}
    </ScreenFrame>
  );
}

function AddressForm({ initial, route }: { initial: Address | null; route: FormRoute }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const settings = useAtomValue(settingsAtom);
  const settingsReady = useAtomValue(settingsLoadedAtom);
  const chooseAddress = useSetAtom(chooseAddressAtom);
  const { choose, returnPath } = route;
  const onSaved = useCallback(
    (saved: Address) => {
      const target = leaveAfterSave({ choose, returnPath }, hasRemembered, historyDepth() > 0);
      if (target.choose) chooseAddress(saved);
      if (target.kind === 'back') window.history.back();
      else navigate(target.path, { replace: true });
    },
    [choose, returnPath, chooseAddress, navigate],
  );
  const form = useAddressForm(initial, onSaved);
  useMainButton({
    text: t('address.form.save'),
    action: () => void form.save(),
    progress: form.saving,
    enabled: !form.saving,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="address-form" data-testid="address-form">
      <AddressFields values={form.values} errors={form.errors} onText={form.setText} onType={form.setType} />
      <Section header={<SectionTitle>{t('address.picker.title')}</SectionTitle>}>
        <div className="address-form__picker">
          <LocationPicker
            point={form.point}
            onChange={form.movePin}
            zones={form.zones}
            cities={form.cities}
            map={{ type: settings.mapType, key: settings.mapKey, ready: settingsReady }}
            status={<ZoneStatus check={form.zoneCheck} />}
          />
          {form.outOfZoneShown && (
            <p className="form-error" role="alert" data-testid="address-out-of-zone">
              {t('address.zone.cannotSave')}
            </p>
          )}
        </div>
      </Section>
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </form>
  );
}
