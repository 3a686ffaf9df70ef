import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Cell, Section } from '@/shared/ui/kit.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { ConfirmDrawer } from '@/shared/ui/confirm-drawer.tsx';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { deleteAccountAtom, logoutAtom } from './account-exit.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';

/** "Log out" and (on the profile) "Delete account", each behind a confirmation drawer. */
export function AccountExit({ withDelete = true, onDone }: { withDelete?: boolean; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useSetAtom(logoutAtom);
  const deleteAccount = useSetAtom(deleteAccountAtom);
  const toast = useSetAtom(showToastAtom);
  const [drawer, setDrawer] = useState<'logout' | 'delete' | null>(null);
  const leaving = useMutation({ mutationFn: logout });
  const deleting = useMutation({ mutationFn: deleteAccount });
  const pending = leaving.isPending || deleting.isPending;

  const confirmLogout = async () => {
    await leaving.mutateAsync();
    setDrawer(null);
    toast({ kind: 'success', text: t('session.loggedOut') });
    onDone?.();
    navigate(paths.home, { replace: true });
  };
  const confirmDelete = async () => {
    const result = await deleting.mutateAsync();
    if (!result.ok) {
      toast({ kind: 'error', text: errorText(result.error, i18n.language, t) });
      return;
    }
    setDrawer(null);
    toast({ kind: 'success', text: t('profile.deleted') });
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      <Section>
        <Cell
          Component="button"
          type="button"
          className="cell-button"
          onClick={() => setDrawer('logout')}
          data-testid="logout"
        >
          {t('profile.logout')}
        </Cell>
        {withDelete && (
          <Cell
            Component="button"
            type="button"
            className="cell-button cell--destructive"
            onClick={() => setDrawer('delete')}
            data-testid="delete-account"
          >
            {t('profile.deleteAccount')}
          </Cell>
        )}
      </Section>
      <ConfirmDrawer
        open={drawer === 'logout'}
        onOpenChange={(open) => !pending && setDrawer(open ? 'logout' : null)}
        title={t('profile.logoutTitle')}
        text={t('profile.logoutText')}
        confirmLabel={t('profile.logoutConfirm')}
        cancelLabel={t('common.cancel')}
        pending={pending}
        onConfirm={() => void confirmLogout()}
        testId="logout-drawer"
      />
      <ConfirmDrawer
        open={drawer === 'delete'}
        onOpenChange={(open) => !pending && setDrawer(open ? 'delete' : null)}
        title={t('profile.deleteTitle')}
        text={t('profile.deleteText')}
        confirmLabel={t('profile.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={pending}
        destructive
        onConfirm={() => void confirmDelete()}
        testId="delete-drawer"
      />
    </>
  );
}
