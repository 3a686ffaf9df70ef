import { useTranslation } from 'react-i18next';
import type { Address } from '@/shared/contract/user.ts';
import { ConfirmActions } from '@/shared/ui/confirm-drawer.tsx';
import { Dialog } from '@/shared/ui/dialog.tsx';

/** Asks before deleting a saved address. */
export function DeleteDialog({
  address,
  pending,
  onCancel,
  onConfirm,
}: {
  address: Address | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={address !== null} onClose={onCancel} labelledBy="address-delete-title" testId="address-delete-dialog">
      <h2 id="address-delete-title" className="app-dialog__title">
        {t('address.deleteTitle')}
      </h2>
      <p className="app-dialog__text">{t('address.deleteText', { name: address?.name ?? '' })}</p>
      <ConfirmActions
        confirmLabel={t('address.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={pending}
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
        testId="address-delete"
      />
    </Dialog>
  );
}
