export interface SortHeaderProps {
  label: string;
  /** this column's order when the table is sorted by it, otherwise null */
  order: 'asc' | 'desc' | null;
  onSort: () => void;
  'data-testid'?: string;
}

/**
 * A sortable column header: a real button (reachable and usable by keyboard) inside the <th>,
 * which tells assistive technology the current order with aria-sort.
 */
export function SortHeader({ label, order, onSort, ...rest }: SortHeaderProps) {
  return (
    <th aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined} scope="col">
      <button type="button" className="btn btn-link inno-sort-button" onClick={onSort} data-testid={rest['data-testid']}>
        {label}
        {order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : ''}
      </button>
    </th>
  );
}

export default SortHeader;
