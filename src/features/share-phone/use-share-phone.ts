import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { hapticsAtom, platformAtom } from '@platform/index.ts';
import { shareTelegramContact } from '@/entities/session/session.api.ts';
import { signInAtom, updateUserAtom } from '@/entities/session/session.atoms.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { AuthResponse } from '@/shared/contract/user.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';

/** Why the phone did not come from Telegram; each leads to confirming the number by SMS instead. */
export type SharePhoneProblem =
  | { kind: 'refused' }
  /** Only +998 numbers replace the SMS check. */
  | { kind: 'notUzbek' }
  | { kind: 'failed'; text: string };

type Outcome = { ok: true; auth: AuthResponse } | { ok: false; problem: SharePhoneProblem };

/**
 * The signed-in customer's phone from Telegram, without SMS: Telegram's prompt (`platform.requestContact`), then the
 * signed contact to the API, which attaches the number (or links the account of that number, answering its token).
 * The stored user, or the whole session when the account changed, is updated so the phone shows at once.
 */
export function useSharePhone() {
  const { t, i18n } = useTranslation();
  const platform = useAtomValue(platformAtom);
  const haptics = useAtomValue(hapticsAtom);
  const signIn = useSetAtom(signInAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const toast = useSetAtom(showToastAtom);
  const sharing = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const contact = await platform.requestContact();
      if (!contact) return { ok: false, problem: { kind: 'refused' } };
      const result = await shareTelegramContact(contact);
      if (result.ok) return { ok: true, auth: result.data };
      if (result.error.code === 'PHONE_NOT_UZBEK') return { ok: false, problem: { kind: 'notUzbek' } };
      return { ok: false, problem: { kind: 'failed', text: errorText(result.error, i18n.language, t) } };
    },
    onSuccess: (outcome) => {
      if (!outcome.ok) {
        haptics.notification('warning');
        return;
      }
      const { token, user } = outcome.auth;
      if (token) signIn({ token, user });
      else updateUser(user);
      // The success toast gives its own haptic (app/haptics.tsx).
      toast({ kind: 'success', text: t('sharePhone.shared') });
    },
  });
  return {
    share: () => sharing.mutate(),
    pending: sharing.isPending,
    problem: sharing.data && !sharing.data.ok ? sharing.data.problem : null,
  };
}
