/**
 * Keeps Tab and Shift+Tab inside the open dialog: from its last control Tab goes to its first, from its first
 * Shift+Tab to its last. react-bootstrap's Modal only pulls the focus back after it has left (a focus
 * listener and a timer), so a keyboard user's Tab first lands on the page behind the dialog (or the
 * browser's address bar) and a screen reader reads it. One listener for every dialog of the app.
 */

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

function visible(el: HTMLElement): boolean {
  // hidden (display:none, visibility:hidden, a closed <details>) is not tabbable; jsdom has no checkVisibility
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The elements of root that Tab reaches, in order (positive tabindex left out: the app uses none). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert]') && visible(el));
}

/** The dialog on top, if one is open. */
function topDialog(doc: Document): HTMLElement | null {
  const open = doc.querySelectorAll<HTMLElement>('.modal.show[role="dialog"], .modal.show [role="dialog"]');
  return open.length > 0 ? open[open.length - 1] : null;
}

/** Moves the focus for a Tab key press when it would leave the dialog; answers whether it did. */
export function trapTab(event: KeyboardEvent, doc: Document = document): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const dialog = topDialog(doc);
  if (!dialog) return false;
  const items = tabbables(dialog);
  const active = doc.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  let target: HTMLElement | null = null;
  if (!inside) target = event.shiftKey ? last : first;
  else if (event.shiftKey && (active === first || active === dialog)) target = last;
  else if (!event.shiftKey && active === last) target = first;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/** Installs the trap for the whole app (once, at start-up); answers the uninstall function. */
export function installFocusTrap(doc: Document = document): () => void {
  const onKeyDown = (e: KeyboardEvent) => void trapTab(e, doc);
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
