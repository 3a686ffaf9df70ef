import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { withMessages } from '@/shared/i18n/i18n.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import { paths } from '@/shared/routing/paths.ts';
import { Header } from './header.tsx';
import './layout.css';

/** The side menu brings the drawer library with it: it loads when first opened, not with the page. */
const SideMenu = lazy(async () => ({ default: (await withMessages(() => import('./side-menu.tsx'))).SideMenu }));

const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));

/**
 * The footer, under the whole page: its code comes once the end of the page is on the screen (a short page's at once;
 * under a loading page, which fills the window, not yet), or once the page has settled, and not with the first
 * screen's. Drawn after everything above it, it moves nothing.
 */
function FooterWhenNear() {
  const [wanted, setWanted] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wanted) return;
    const stop = whenSettled(() => setWanted(true));
    const node = end.current;
    if (!node || typeof IntersectionObserver === 'undefined') return stop;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(node);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : (
    <div ref={end} className="site-footer-end" aria-hidden="true" />
  );
}

const WITH_FOOTER = new Set<string>([paths.home, paths.about, paths.terms, paths.privacy, paths.sitemap]);

/** The default layout: the header only on `/`, the footer on the home and information pages. */
/** `location` is the page's own (under a product shown over it, the page it was opened from). */
export function DefaultLayout({ location, children }: { location: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const home = location === paths.home;
  return (
    <>
      {home && (
        <Header
          onMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
      )}
      {children}
      {WITH_FOOTER.has(location) && <FooterWhenNear />}
      {home && menuWanted && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
