import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/kit.ts';
import { sessionExpiredAtom } from '@/entities/session/session.atoms.ts';
import { Dialog } from '@/shared/ui/dialog.tsx';

/** After a 401: the user is signed out, sent home, and told why. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sessionExpiredAtom);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} labelledBy="session-expired-title" testId="session-expired">
      <h2 id="session-expired-title" className="app-dialog__title">
        {t('session.expiredTitle')}
      </h2>
      <p className="app-dialog__text">{t('session.expired')}</p>
      <Button size="l" stretched onClick={() => setOpen(false)} autoFocus data-testid="session-expired-ok">
        {t('common.ok')}
      </Button>
    </Dialog>
  );
}
