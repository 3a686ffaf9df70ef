import { useState, type ReactNode } from 'react';
import { lazyPart, ShellPart, usePartFailedNotice } from '@/app/shell-part.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './layout.css';

/** The side menu brings the drawer library with it: it loads when first opened, not with the page. */
const SideMenu = lazyPart(async () => (await import('./side-menu.tsx')).SideMenu);

const WITH_FOOTER = new Set<string>([paths.home, paths.about, paths.terms, paths.privacy, paths.sitemap]);

/** The default layout: the header only on `/`, the footer on the home and information pages. */
/** `location` is the page's own (under a product shown over it, the page it was opened from). */
export function DefaultLayout({ location, children }: { location: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const home = location === paths.home;
  const notice = usePartFailedNotice();
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
      {WITH_FOOTER.has(location) && <Footer />}
      {home && menuWanted && (
        <ShellPart
          onFailed={() => {
            setMenuWanted(false);
            setMenuOpen(false);
            notice();
          }}
        >
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </ShellPart>
      )}
    </>
  );
}
