import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Cell, List, Section, Spinner } from '@/shared/ui/kit.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { sitemapEntries } from './sitemap.lib.ts';

/** `/sitemap`: links to every page this merchant has, for this visitor. */
export function SitemapScreen() {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const loaded = useAtomValue(settingsLoadedAtom);
  const signedIn = useAtomValue(isSignedInAtom);

  if (!loaded) {
    return (
      <div className="screen screen--centered" role="status" aria-live="polite">
        <Spinner size="l" />
      </div>
    );
  }
  return (
    <main className="screen screen--flush">
      <nav aria-labelledby="sitemap-title" data-testid="sitemap">
        <List>
          {/* Section.Header renders an h1 around its children. */}
          <Section
            header={
              <Section.Header large>
                <span id="sitemap-title">{t('sitemap.title')}</span>
              </Section.Header>
            }
          >
            {sitemapEntries(settings, signedIn).map((entry) => (
              <Cell key={entry.path} Component={Link} href={entry.path} className="sitemap-link">
                {t(entry.labelKey)}
              </Cell>
            ))}
          </Section>
        </List>
      </nav>
    </main>
  );
}
