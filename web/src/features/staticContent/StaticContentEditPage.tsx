import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { useForm } from '../../shared/form/useForm';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { serverFieldErrors } from '../../shared/form/validation';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { emptyEntry, staticContentPayload, validateStaticContent, type StaticContentEntry } from './staticContent';

/** /static-content/edit: paged list filtered by locale and key, and the editor of one entry. */
export function StaticContentEditPage() {
  const { t } = useTranslation();
  const locales = useAppSelector((s) => s.applicationConfig.config.locales);
  const [filter, setFilter] = useState({ locale: '', contentKey: '' });
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<StaticContentEntry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [editing, setEditing] = useState<StaticContentEntry | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const params: Record<string, string> = {};
    if (filter.locale) params.locale = filter.locale;
    if (filter.contentKey.trim()) params.contentKey = filter.contentKey.trim();
    api
      .list<StaticContentEntry>(
        '/api/v3/static-contents',
        { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: ['contentKey,asc', 'locale,asc'], params },
        { signal: controller.signal },
      )
      .then((r) => {
        setRows(r.items);
        setTotal(r.totalCount);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [filter, page, reload]);

  return (
    <div className="container-xl" data-testid="static-content-page">
      <BreadcrumbBar items={[t('admin.title'), t('staticContent.home.title')]} />
      <div className="d-flex justify-content-between mb-2">
        <h2 className="h4">{t('staticContent.home.title')}</h2>
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
      {editing && (
        <EntryEditor
          entry={editing}
          locales={locales}
          onDone={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <table className="table table-sm table-striped" data-testid="static-content-table">
          <thead>
            <tr>
              <th>{t('staticContent.contentKey')}</th>
              <th>{t('staticContent.locale')}</th>
              <th>{t('staticContent.title')}</th>
              <th>{t('staticContent.lastModified')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
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
                    onClick={() => setEditing(r)}
                    data-testid={`static-content-edit-${r.contentKey}-${r.locale}`}
                  >
                    {t('entity.action.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}

function EntryEditor({ entry, locales, onDone }: { entry: StaticContentEntry; locales: string[]; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<StaticContentEntry>(entry, validateStaticContent);
  const { values: v, errors, set } = form;
  const isNew = !entry.id;
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      await api.put('/api/v3/static-contents', staticContentPayload(v));
      onDone(true);
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(serverFieldErrors(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card card-body mb-3" onSubmit={(e) => void submit(e)} noValidate data-testid="static-content-form">
      <div className="row">
        <div className="col-md-6">
          <TextField
            id="static-content-key"
            label={t('staticContent.contentKey')}
            value={v.contentKey}
            onChange={(x) => set('contentKey', x)}
            error={errors.contentKey}
            required
            disabled={!isNew}
            maxLength={100}
          />
        </div>
        <div className="col-md-6 mb-3">
          <label htmlFor="static-content-locale" className="form-label">
            {t('staticContent.locale')}
          </label>
          <select
            id="static-content-locale"
            className="form-select"
            value={v.locale}
            disabled={!isNew}
            onChange={(e) => set('locale', e.target.value)}
            data-testid="static-content-locale"
          >
            {locales.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        id="static-content-title"
        label={t('staticContent.title')}
        value={v.title}
        onChange={(x) => set('title', x)}
        error={errors.title}
        maxLength={255}
      />
      <div className="mb-3">
        <span className="form-label d-block">{t('staticContent.content')}</span>
        <RichTextEditor id="static-content-editor" value={v.content} onChange={(html) => set('content', html)} />
        <FieldFeedback id="static-content-content" message={errors.content} label={t('staticContent.content')} />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="static-content-save">
          {t('entity.action.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(false)}>
          {t('entity.action.cancel')}
        </button>
      </div>
    </form>
  );
}

export default StaticContentEditPage;
