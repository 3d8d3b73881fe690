import { useRef, useState, type KeyboardEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { MenuLink } from './menuRules';
import { Item } from './MenuItem';

/**
 * A submenu inside a menu, opening to the side. The keys of a nested menu: Enter, Space or → open it (→ also
 * moves to its first item), ← or Escape close only it and give the focus back to its toggle (react-bootstrap
 * alone closes the whole menu on Escape, both dropdowns listening on the document).
 */
export function SubMenu({ testId, title, links }: { testId: string; title: string; links: MenuLink[] }) {
  const [show, setShow] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  if (links.length === 0) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    const inMenu = menu.current?.contains(e.target as Node) ?? false;
    if (e.key === 'ArrowRight' && e.target === toggle.current) {
      e.preventDefault();
      e.stopPropagation();
      setShow(true);
      requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>('.dropdown-item:not(.disabled)')?.focus());
    } else if (show && inMenu && (e.key === 'Escape' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      e.stopPropagation();
      setShow(false);
      toggle.current?.focus();
    }
  };

  return (
    <Dropdown drop="end" className="dropdown-submenu" show={show} onToggle={(next) => setShow(next)} onKeyDown={onKeyDown}>
      <Dropdown.Toggle ref={toggle} as="button" type="button" className="dropdown-item" data-testid={testId}>
        {title}
      </Dropdown.Toggle>
      <Dropdown.Menu ref={menu}>
        {links.map((l) => (
          <Item key={l.id} link={l} />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
