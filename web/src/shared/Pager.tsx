import { useTranslation } from 'react-i18next';
import { computePager, DEFAULT_PAGE_SIZE } from './pager';

export interface PagerProps {
  /** 1-based */
  activePage: number;
  totalItems: number;
  itemsPerPage?: number;
  onSelect: (page: number) => void;
  /** show 'Showing a - b of n items' (default true) */
  showCount?: boolean;
}

export function ItemCount({ first, last, total }: { first: number; last: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="text-center text-muted small mb-2" data-testid="item-count">
      {t('global.itemCount', { first, second: last, total, defaultValue: `Showing ${first} - ${last} of ${total} items.` })}
    </div>
  );
}

export function Pager({ activePage, totalItems, itemsPerPage = DEFAULT_PAGE_SIZE, onSelect, showCount = true }: PagerProps) {
  const { t } = useTranslation();
  const m = computePager(activePage, totalItems, itemsPerPage);
  const go = (p: number) => {
    if (p !== m.page && p >= 1 && p <= m.lastPage) onSelect(p);
  };
  const control = (label: string, symbol: string, target: number, enabled: boolean, id: string) => (
    <li className={`page-item${enabled ? '' : ' disabled'}`} key={id}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        disabled={!enabled}
        onClick={() => go(target)}
        data-testid={`pager-${id}`}
      >
        {symbol}
      </button>
    </li>
  );
  return (
    <div className="pager">
      {showCount && <ItemCount first={m.firstItem} last={m.lastItem} total={m.totalItems} />}
      <nav aria-label={t('global.pagination', { defaultValue: 'Pagination' })}>
        <ul className="pagination justify-content-center">
          {control(t('global.pager.first', { defaultValue: 'First' }), '«', 1, m.canPrevious, 'first')}
          {control(t('global.pager.previous', { defaultValue: 'Previous' }), '‹', m.page - 1, m.canPrevious, 'previous')}
          {m.buttons.map((b) =>
            b.kind === 'ellipsis' ? (
              <li className="page-item disabled" key={`ellipsis-${b.position}`}>
                <span className="page-link">…</span>
              </li>
            ) : (
              <li className={`page-item${b.active ? ' active' : ''}`} key={b.page}>
                <button
                  type="button"
                  className="page-link"
                  aria-current={b.active ? 'page' : undefined}
                  onClick={() => go(b.page)}
                  data-testid={`pager-page-${b.page}`}
                >
                  {b.page}
                </button>
              </li>
            ),
          )}
          {control(t('global.pager.next', { defaultValue: 'Next' }), '›', m.page + 1, m.canNext, 'next')}
          {control(t('global.pager.last', { defaultValue: 'Last' }), '»', m.lastPage, m.canNext, 'last')}
        </ul>
      </nav>
    </div>
  );
}

export default Pager;
