import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { emptyEntry, entryToForm, type StaticContentForm } from './staticContent';
import { useStaticContentsQuery } from './staticContentApi';
import { StaticContentEditor } from './StaticContentEditor';
import { PagedTable } from '../../shared/ResponsiveTable/PagedTable';

/** /static-content/edit: paged list filtered by locale and key, and the editor of one entry. */
export function StaticContentEditPage() {
  const { t } = useTranslation();
  const locales = useAppSelector((s) => s.applicationConfig.config.locales);
  const [filter, setFilter] = useState({ locale: '', contentKey: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaticContentForm | null>(null);
  const list = useStaticContentsQuery({ page, ...filter });

  return (
    <div className="container-xl" data-testid="static-content-page">
      <BreadcrumbBar items={[t('admin.title'), t('staticContent.home.title')]} />
      <div className="d-flex justify-content-between mb-2">
        <h1 className="h4">{t('staticContent.home.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing(emptyEntry(locales[0] ?? 'en'))}
          data-testid="static-content-create"
        >
          {t('staticContent.home.createLabel')}
        </button>
      </div>
      <div className="row g-2 mb-3">
        <div className="col-md-3">
          <select
            className="form-select form-select-sm"
            value={filter.locale}
            aria-label={t('staticContent.locale')}
            onChange={(e) => (setFilter({ ...filter, locale: e.target.value }), setPage(1))}
            data-testid="static-content-filter-locale"
          >
            <option value="">{t('userManagement.filter.any')}</option>
            {locales.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-4">
          <input
            className="form-control form-control-sm"
            placeholder={t('staticContent.contentKey')}
            aria-label={t('staticContent.contentKey')}
            value={filter.contentKey}
            onChange={(e) => (setFilter({ ...filter, contentKey: e.target.value }), setPage(1))}
            data-testid="static-content-filter-key"
          />
        </div>
      </div>
      {editing && <StaticContentEditor entry={editing} locales={locales} onDone={() => setEditing(null)} />}
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        label={t('staticContent.home.title')}
        className="table-sm table-striped"
        data-testid="static-content-table"
        head={
          <>
            <th>{t('staticContent.contentKey')}</th>
            <th>{t('staticContent.locale')}</th>
            <th>{t('staticContent.title')}</th>
            <th>{t('staticContent.lastModified')}</th>
            <th />
          </>
        }
        row={(r) => (
          <tr key={r.id ?? `${r.contentKey}-${r.locale}`} data-testid={`static-content-row-${r.contentKey}-${r.locale}`}>
            <td>{r.contentKey}</td>
            <td>{r.locale}</td>
            <td>{r.title}</td>
            <td className="small">
              {formatDateTime(r.lastModifiedDate)} {r.lastModifiedBy}
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setEditing(entryToForm(r))}
                data-testid={`static-content-edit-${r.contentKey}-${r.locale}`}
              >
                {t('entity.action.edit')}
              </button>
            </td>
          </tr>
        )}
      />
    </div>
  );
}

export default StaticContentEditPage;
