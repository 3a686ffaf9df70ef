import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import './layout.css';

const WITH_FOOTER = new Set(['/', '/about', '/offerta', '/privacy', '/sitemap']);

/** The default layout: the header only on `/`, the footer on the home and information pages. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const home = location === '/';
  return (
    <>
      {home && <Header onMenu={() => setMenuOpen(true)} />}
      {children}
      {WITH_FOOTER.has(location) && <Footer />}
      {home && <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </>
  );
}
