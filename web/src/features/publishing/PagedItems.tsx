import type { ReactNode } from 'react';
import type { ListResult } from '../../app/api/baseApi';
import { PageSpinner } from '../../shared/PageSpinner';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';

/**
 * One page of a list query: a spinner until the first answer, "record not found" when the page is empty
 * (a failed load was shown by the API client and counts as empty), the items, and the pager.
 */
export function PagedItems<T>({
  list,
  page,
  onPage,
  children,
}: {
  list: { data?: ListResult<T>; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const data = list.isError ? { items: [], totalCount: 0 } : list.data;
  if (data === undefined) return <PageSpinner />;
  return (
    <>
      {data.items.length === 0 ? <RecordNotFound /> : children(data.items)}
      {data.totalCount > 0 && <Pager activePage={page} totalItems={data.totalCount} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={onPage} />}
    </>
  );
}
