import { useState, type ReactNode } from 'react';
import { LoadedWhen, lazyPart, ShellPart, usePartFailedNotice, useSettled } from '@/app/shell-part.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { Header } from './header.tsx';
import './layout.css';

/** The side menu brings the drawer library with it: it loads when first opened, not with the page. */
const SideMenu = lazyPart(async () => (await import('./side-menu.tsx')).SideMenu);

const WITH_FOOTER = new Set<string>([paths.home, paths.about, paths.terms, paths.privacy, paths.sitemap]);

const Footer = lazyPart(async () => (await import('./footer.tsx')).Footer);

/**
 * The footer: on the home page far below the first screen, so its code (and its styles) come once the page has
 * settled, not with the menu; on the information pages, whose text is short, at once. Nothing above it moves when it
 * comes. Without its code (offline) the page goes on without it.
 */
function PageFooter({ home }: { home: boolean }) {
  const settled = useSettled();
  return (
    <LoadedWhen when={!home || settled}>
      <Footer />
    </LoadedWhen>
  );
}

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
      {WITH_FOOTER.has(location) && <PageFooter home={home} />}
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
