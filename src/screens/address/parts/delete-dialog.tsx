import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/kit.ts';
import type { Address } from '../../../shared/contract/user.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** Asks before deleting a saved address. */
export function DeleteDialog({ address, pending, onCancel, onConfirm }: { address: Address | null; pending: boolean; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={address !== null} onClose={onCancel} labelledBy="address-delete-title" testId="address-delete-dialog">
      <h2 id="address-delete-title" className="app-dialog__title">{t('address.deleteTitle')}</h2>
      <p className="app-dialog__text">{t('address.deleteText', { name: address?.name ?? '' })}</p>
      <div className="confirm-drawer__actions">
        <Button size="l" stretched mode="filled" loading={pending} disabled={pending} onClick={onConfirm} data-testid="address-delete-confirm">
          {t('address.deleteConfirm')}
        </Button>
        <Button size="l" stretched mode="plain" disabled={pending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
