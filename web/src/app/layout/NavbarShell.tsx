import { useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import NavbarContext from 'react-bootstrap/NavbarContext';
import NavbarToggle from 'react-bootstrap/NavbarToggle';

/**
 * react-bootstrap's Navbar without its Offcanvas: `react-bootstrap/Navbar` imports Navbar.Offcanvas and with
 * it the modal machinery (about 7 KB gzip) into the home page's first script, which this bar never uses.
 * It gives NavbarToggle, NavbarCollapse and the dropdowns the same context (static menus in the bar, the
 * collapse toggled by the burger) and closes the collapsed menu on every navigation (what collapseOnSelect did).
 */
export function NavbarShell({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // the page at which the menu was opened: it reads as closed on any other
  const [openAt, setOpenAt] = useState<string | null>(null);
  const expanded = openAt === here;
  const context = useMemo(
    () => ({ bsPrefix: 'navbar', expand: 'lg' as const, expanded, onToggle: () => setOpenAt(expanded ? null : here) }),
    [expanded, here],
  );
  return (
    <NavbarContext.Provider value={context}>
      <nav className={`navbar navbar-expand-lg navbar-light ${className ?? ''}`}>{children}</nav>
    </NavbarContext.Provider>
  );
}

/** The burger of the collapsed bar; unlike NavbarToggle alone it says whether the menu is open (aria-expanded). */
export function NavbarBurger({ controls }: { controls: string }) {
  const expanded = useContext(NavbarContext)?.expanded ?? false;
  return <NavbarToggle aria-controls={controls} aria-expanded={expanded} />;
}
