import { useAtomValue } from 'jotai';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Placeholder } from '@/shared/ui/kit.ts';
import { policyAtom } from '@/entities/policy/policy.queries.ts';
import { policyHtml } from '@/entities/policy/policy.lib.ts';
import type { PolicyType } from '@/shared/contract/merchant.ts';
import { isBlankHtml, sanitizeHtml } from '@/shared/lib/sanitize-html.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PolicySkeleton } from './parts/policy-skeleton.tsx';
import './policy-screen.css';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';

/**
 * `/offerta`, `/privacy`, `/about`: one of the merchant's documents, in the current language (else uz, ru, eng).
 * The merchant's HTML is sanitised before it reaches the page. Whether the route exists at all (its settings flag)
 * is the router's concern, not this screen's.
 */
export function PolicyScreen({ type }: { type: PolicyType }) {
  const { t, i18n } = useTranslation();
  const query = useAtomValue(useMemo(() => policyAtom(type), [type]));
  const html = useMemo(() => sanitizeHtml(policyHtml(query.data?.text, i18n.language)), [query.data, i18n.language]);
  const followLink = useInternalLinks();

  let body;
  if (query.isPending) body = <PolicySkeleton label={t('policy.loading')} />;
  else if (query.isError) {
    body = <LoadFailed query={query} errorTestId="policy-error" />;
  } else if (isBlankHtml(html)) {
    body = <Placeholder description={<span data-testid="policy-empty">{t('common.noData')}</span>} />;
  } else {
    // The only HTML put into the page: sanitised just above.
    body = (
      <article
        className="policy-article"
        data-testid="policy-text"
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }

  return (
    <ScreenFrame id="policy" className="policy-screen" title={t(`policy.titles.${type}`)} busy={query.isPending}>
      {body}
    </ScreenFrame>
  );
}

/** Links inside the document to our own pages move within the app instead of reloading it. */
function useInternalLinks() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || !link.hasAttribute('href')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** The three routes' screens, for the route table (lazy screens take no props). */
export const TermsScreen = () => <PolicyScreen type="TERMS" />;
export const PrivacyScreen = () => <PolicyScreen type="PRIVACY_POLICY" />;
export const AboutScreen = () => <PolicyScreen type="ABOUT_COMPANY" />;
