import { useMutation } from '@tanstack/react-query';
import { Icon28LocationMapOutline } from '@vkontakte/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { Button } from '@/shared/ui/kit.ts';
import { deleteAddress } from '@/entities/address/address.api.ts';
import { addressesAtom, forgetDeletedAtom } from '@/entities/address/address.queries.ts';
import { syncChosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { addressFormPath } from '@/entities/address/address-return.lib.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { Address } from '@/shared/contract/user.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { AddressItem } from '@/entities/address/address-item.ui.tsx';
import { DeleteDialog } from './parts/delete-dialog.tsx';
import './address.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

/** `/address`: the customer's saved addresses, to edit or delete, and the main button to add one. */
export function AddressListScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  useMainButton(user ? { text: t('address.add'), action: () => navigate(paths.addressForm) } : null);
  return (
    <CustomerScreen
      id="address"
      className="address-screen"
      title={t('address.title')}
      returnTo={paths.addresses}
      guest={{ title: t('address.guestTitle'), text: t('address.guestText') }}
    >
      <AddressList />
    </CustomerScreen>
  );
}

function AddressList() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const forgetDeleted = useSetAtom(forgetDeletedAtom);
  const toast = useSetAtom(showToastAtom);
  const syncChosen = useSetAtom(syncChosenAddressAtom);
  const list = useAtomValue(addressesAtom);
  const [doomed, setDoomed] = useState<Address | null>(null);
  const remove = useMutation({ mutationFn: deleteAddress });
  const deleting = remove.isPending;

  const confirmDelete = async () => {
    if (!doomed || deleting) return;
    const result = await remove.mutateAsync(doomed.id);
    if (!result.ok) {
      toast({ kind: 'error', text: errorText(result.error, i18n.language, t) });
      return;
    }
    forgetDeleted(doomed.id);
    syncChosen({ deletedId: doomed.id });
    toast({ kind: 'success', text: t('address.deleted') });
    setDoomed(null);
  };

  if (!list.data) {
    if (!list.isError)
      return (
        <p className="address-screen__loading" role="status">
          {t('address.loading')}
        </p>
      );
    return <LoadFailed title={t('address.loadFailed')} query={list} />;
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={t('address.emptyTitle')}
        text={t('address.emptyText')}
        icon={Icon28LocationMapOutline}
        testId="address-empty"
      />
    );
  }
  return (
    <>
      <ul className="address-list" data-testid="address-list">
        {list.data.map((address) => (
          <AddressItem
            key={address.id}
            address={address}
            actions={
              <>
                <Button
                  size="s"
                  mode="bezeled"
                  onClick={() => navigate(addressFormPath({ edit: address.id }))}
                  aria-label={t('address.editNamed', { name: address.name })}
                  data-testid="address-edit"
                >
                  {t('address.edit')}
                </Button>
                <Button
                  size="s"
                  mode="plain"
                  className="cell--destructive"
                  onClick={() => setDoomed(address)}
                  aria-label={t('address.deleteNamed', { name: address.name })}
                  data-testid="address-delete"
                >
                  {t('address.delete')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
      <DeleteDialog
        address={doomed}
        pending={deleting}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
