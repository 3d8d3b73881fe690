import { useTranslation } from 'react-i18next';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { formatDateTime } from '../../shared/format';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { ManageListPage, ManageRow, RowLink } from '../publishing/ManageList';
import { useManagedContentsQuery } from './contentApi';
import { CategoryLabel } from './ContentCard';
import type { PublishState } from '../publishing/types';
import type { Content } from './types';

const STATE_BADGE: Partial<Record<PublishState, string>> = {
  DRAFT: 'text-bg-secondary',
  PUBLISHED: 'text-bg-success',
  ARCHIVED: 'text-bg-dark',
};

/** What a manager may do with an item: edit (author or editor, not archived), delete (editor). */
export function contentManageActions(
  item: Pick<Content, 'publishState'>,
  authorities: readonly string[],
): { edit: boolean; delete: boolean } {
  return {
    edit: item.publishState !== 'ARCHIVED' && hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_AUTHOR, AUTHORITIES.CONTENT_EDITOR]),
    delete: hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_EDITOR]),
  };
}

/** /content/manage: every item (drafts too) for authors and editors, with a create link and paging. */
export function ContentManagePage() {
  const { t } = useTranslation();
  const authorities = useAppSelector((s) => s.authentication.account?.authorities ?? []);
  const { search, page, go } = useListSearch();
  const title = search.get('title') ?? '';
  const list = useManagedContentsQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'dateCreated,desc', title: title.trim() });

  const row = (c: Content) => {
    const can = contentManageActions(c, authorities);
    return (
      <ManageRow
        key={c.id}
        entity="content"
        item={c}
        actions={
          <>
            {c.publishState === 'PUBLISHED' && (
              <RowLink to={`/content/${c.id}`} variant="secondary" testId={`content-view-${c.id}`}>
                {t('entity.action.view')}
              </RowLink>
            )}
            {can.edit && (
              <RowLink to={`/content/${c.id}/edit`} variant="primary" testId={`content-edit-${c.id}`}>
                {t('entity.action.edit')}
              </RowLink>
            )}
            {can.delete && (
              <RowLink to={`/content/${c.id}/delete`} variant="danger" testId={`content-delete-${c.id}`}>
                {t('entity.action.delete')}
              </RowLink>
            )}
          </>
        }
      >
        <CategoryLabel name={c.category} icon={c.categoryIcon} />
        <div className="fw-semibold" data-testid="content-row-title">
          {c.title}
        </div>
        <div className="small text-muted">
          <span className={`badge ${STATE_BADGE[c.publishState] ?? 'text-bg-light'} me-2`} data-testid="content-row-state">
            {t(`content.publishState.${c.publishState}`)}
          </span>
          {c.publishDate && <span className="me-2">{t('content.detail.published', { date: formatDateTime(c.publishDate) })}</span>}
          <span className="me-2">{t('content.manage.until', { date: formatDateTime(c.lastDate) })}</span>
          <span>{c.authorName}</span>
        </div>
      </ManageRow>
    );
  };

  return (
    <ManageListPage
      entity="content"
      canCreate={hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_AUTHOR])}
      title={title}
      onTitle={(value) => go({ page: 1, title: value }, { replace: true })}
      list={list}
      page={page}
      onPage={(p) => go({ page: p })}
      row={row}
    />
  );
}

export default ContentManagePage;
