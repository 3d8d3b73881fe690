import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './responsiveTable.css';

export interface ResponsiveTableProps {
  /** the table's accessible name (the page or section heading); also names its scrolling region */
  label: string;
  /** extra classes of the <table> (table-sm, table-striped, align-middle...) */
  className?: string;
  /**
   * 'stack' (default): under 800 px each row becomes a card of "column: value" lines;
   * 'scroll': the table keeps its columns and scrolls inside its own box (wide matrices).
   */
  narrow?: 'stack' | 'scroll';
  'data-testid'?: string;
  /** <thead> and <tbody> */
  children: ReactNode;
}

/** Copies each column's header text to its cells as data-label, which the stacked layout shows. */
export function labelCells(table: HTMLTableElement) {
  const heads = Array.from(table.tHead?.rows[0]?.cells ?? []).map((c) => c.textContent?.trim() ?? '');
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let col = 0;
      for (const cell of Array.from(row.cells)) {
        const label = heads[col] ?? '';
        if (label && cell.colSpan === 1) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
        col += cell.colSpan;
      }
    }
  }
}

/**
 * The one table of the app (issue 15): every column fits at 1440 px (long text wraps), under
 * 800 px the rows stack as cards (or the table scrolls in its own box), and the page itself never
 * scrolls sideways. The box is a named, focusable region so a keyboard can scroll it.
 */
export function ResponsiveTable({ label, className = '', narrow = 'stack', children, ...rest }: ResponsiveTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    // rows rendered later by their own components get their labels too
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="table-responsive inno-table-box" role="region" aria-label={label} tabIndex={0}>
      <table
        ref={ref}
        className={`table inno-table ${narrow === 'stack' ? 'inno-table-stack' : ''} ${className}`}
        data-testid={rest['data-testid']}
      >
        {children}
      </table>
    </div>
  );
}

export default ResponsiveTable;
