import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMainButton } from '@platform/index.ts';
import { Button, Placeholder } from '@/shared/ui/kit.ts';
import { myPromosAtom } from '@/entities/promo/promo.queries.ts';
import { promoTerms } from '@/entities/promo/promo.lib.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { formatAmount, formatDate } from '@/shared/lib/format.ts';
import { copyText } from '@/shared/lib/copy-text.ts';
import { localize } from '@/shared/lib/localize.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import './promos.css';

/** `/promos`: the customer's promo codes with their terms; a code can be copied for checkout. */
export function PromosScreen() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const toast = useSetAtom(showToastAtom);
  const promos = useAtomValue(myPromosAtom);
  const signIn = useSignInThenReturn(paths.promos);
  const money = (value: number) => formatAmount(value, t('common.currency'));
  useMainButton(user ? null : { text: t('login.title'), action: signIn });

  if (!user)
    return (
      <main className="screen screen--centered">
        <Placeholder header={t('profile.guestTitle')} description={t('promos.guest')} />
      </main>
    );
  if (promos.isPending)
    return (
      <main className="promos" aria-busy="true">
        {[0, 1].map((i) => (
          <span key={i} className="skeleton promos__skeleton" />
        ))}
      </main>
    );
  if (promos.isError) {
    const message = promos.error instanceof ApiError ? errorText(promos.error, i18n.language, t) : t('common.error');
    return (
      <main className="screen screen--centered">
        <Placeholder
          header={message}
          action={<Button onClick={() => void promos.refetch()}>{t('common.retry')}</Button>}
        />
      </main>
    );
  }
  if (promos.data.length === 0)
    return (
      <main className="screen screen--centered" data-testid="promos-empty">
        <EmptyState title={t('promos.empty')} />
      </main>
    );
  const now = new Date();
  return (
    <main className="promos" aria-labelledby="promos-title">
      <h1 id="promos-title" className="promos__title">
        {t('promos.title')}
      </h1>
      <ul className="promos__list">
        {promos.data.map((promo) => {
          const terms = promoTerms(promo, now, money);
          return (
            <li key={promo.id} className={`promo-card promo-card--${terms.state}`} data-testid="promo-card">
              <div className="promo-card__head">
                <code className="promo-card__code">{promo.code}</code>
                <Button
                  mode="bezeled"
                  size="s"
                  onClick={() =>
                    void copyText(promo.code).then((copied) =>
                      // Never a tap that does nothing: where the code could not be copied, it is said what it is.
                      toast(
                        copied
                          ? { kind: 'info', text: t('promos.copied', { code: promo.code }) }
                          : { kind: 'error', text: t('promos.copyFailed', { code: promo.code }) },
                      ),
                    )
                  }
                >
                  {t('promos.copy')}
                </Button>
              </div>
              {promo.description && <p>{localize(promo.description, i18n.language)}</p>}
              <ul className="promo-card__terms">
                {terms.benefits.map((b) => (
                  <li key={b.key}>{t(b.key, { value: b.value })}</li>
                ))}
                {terms.minPrice > 0 && <li>{t('promos.minPrice', { value: money(terms.minPrice) })}</li>}
                {promo.endDate && <li>{t('promos.until', { date: formatDate(promo.endDate) })}</li>}
              </ul>
              {terms.state !== 'active' && <p className="promo-card__state">{t(`promos.state.${terms.state}`)}</p>}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
