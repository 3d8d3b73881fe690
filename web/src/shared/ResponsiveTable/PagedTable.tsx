import type { ReactNode } from 'react';
import type { ListResult } from '../../app/api/baseApi';
import { PageSpinner } from '../PageSpinner';
import { Pager } from '../Pager';
import { DEFAULT_PAGE_SIZE } from '../pager';
import { RecordNotFound } from '../RecordNotFound';
import { ResponsiveTable } from './ResponsiveTable';

export interface PagedTableProps<T> {
  /** the page's list query (RTK Query, `list: true`) */
  list: { data?: ListResult<T>; isError: boolean };
  /** 1-based */
  page: number;
  onPage: (page: number) => void;
  /** the table's accessible name */
  label: string;
  className?: string;
  'data-testid'?: string;
  /** the header row's cells */
  head: ReactNode;
  /** one item's row (<tr>) */
  row: (item: T) => ReactNode;
  /** a spinner until the first answer (else nothing) */
  spinner?: boolean;
}

/**
 * One page of an administration list as a table: nothing (or a spinner) until the first answer, "record
 * not found" when the page is empty (a failed read was shown by the API client's toast and counts as
 * empty), the rows, and the pager.
 */
export function PagedTable<T>({ list, page, onPage, label, className, head, row, spinner = false, ...rest }: PagedTableProps<T>) {
  const rows = list.isError ? [] : (list.data?.items ?? null);
  return (
    <>
      {rows === null && spinner && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <ResponsiveTable label={label} className={className} data-testid={rest['data-testid']}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </ResponsiveTable>
      )}
      <Pager activePage={page} totalItems={list.data?.totalCount ?? 0} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={onPage} />
    </>
  );
}
