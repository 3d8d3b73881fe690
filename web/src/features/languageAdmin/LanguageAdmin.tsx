import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import { useAppSelector } from '../../app/store';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { uploadFile, type UploadState } from '../../shared/upload';
import { activateLocale, forgetLocale, hasWebMessages, loadWebMessages } from '../../i18n';
import {
  LANGUAGE_RELOAD_MS,
  flattenMessages,
  isLanguageCode,
  isLanguageFile,
  matchesQuery,
  overrideMap,
  webTextRows,
  type WebTextRow,
} from './languageAdmin';

export type LanguageScope = 'web' | 'backend';
const PAGE_SIZE = 50;

export const reloader = { reload: () => window.location.reload() };

interface Row extends WebTextRow {
  value: string;
}

/** /language-admin (web texts) and /language-admin/backend (server messages). */
export function LanguageAdmin({ scope }: { scope: LanguageScope }) {
  const { t, i18n } = useTranslation();
  const config = useAppSelector((s) => s.applicationConfig.config);
  const [lang, setLang] = useState(config.locales[0] ?? 'en');
  const [loaded, setLoaded] = useState<{ id: string; rows: Row[] } | null>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const loadId = `${scope}/${lang}/${reloadKey}`;
  const rows = loaded && loaded.id === loadId ? loaded.rows : null;
  const titleKey = scope === 'web' ? 'languageAdmin.web.title' : 'languageAdmin.backend.title';

  useEffect(() => {
    let live = true;
    const load = async () => {
      if (scope === 'web') {
        const [en, builtIn, overrides] = await Promise.all([
          loadWebMessages('en'),
          hasWebMessages(lang) ? loadWebMessages(lang) : Promise.resolve(null),
          api.get<Record<string, string>>('/api/v3/language-admin', { params: { lang } }),
        ]);
        if (!live) return;
        const base = webTextRows(flattenMessages(en), builtIn ? flattenMessages(builtIn) : null);
        const ov = overrides.data ?? {};
        setLoaded({ id: loadId, rows: base.map((r) => ({ ...r, value: ov[r.key] ?? '' })) });
        setEdits({ ...ov });
      } else {
        const res = await api.get<Record<string, string>>('/api/v3/language-admin/messages', { params: { lang } });
        if (!live) return;
        const m = res.data ?? {};
        setLoaded({
          id: loadId,
          rows: Object.keys(m)
            .sort()
            .map((key) => ({ key, english: '', builtIn: '', value: m[key] })),
        });
        setEdits({ ...m });
      }
    };
    load().catch(() => live && setLoaded({ id: loadId, rows: [] }));
    return () => {
      live = false;
    };
  }, [scope, lang, loadId]);

  const visible = useMemo(
    () => (rows ?? []).filter((r) => matchesQuery(query, r.key, r.builtIn, r.english, edits[r.key])),
    [rows, query, edits],
  );
  const shown = visible.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const save = async () => {
    setSaving(true);
    try {
      if (scope === 'web') {
        await api.put('/api/v3/language-admin', overrideMap(edits), { params: { lang }, successMessage: 'languageAdmin.messages.saved' });
        forgetLocale(lang);
        if (i18n.language === lang) await activateLocale(lang);
      } else {
        await api.put('/api/v3/language-admin/messages', edits, { params: { lang }, successMessage: 'languageAdmin.messages.saved' });
      }
      setReloadKey((k) => k + 1);
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="container-xl" data-testid={`language-admin-${scope}`}>
      <BreadcrumbBar items={[t('admin.title'), t(titleKey)]} />
      <h2 className="h4">{t(titleKey)}</h2>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-md-3">
          <label className="form-label" htmlFor="language-select">
            {t('languageAdmin.language')}
          </label>
          <select
            id="language-select"
            className="form-select"
            value={lang}
            onChange={(e) => {
              setLang(e.target.value);
              setPage(1);
            }}
            data-testid="language-select"
          >
            {config.locales.map((l) => (
              <option key={l} value={l}>
                {config.languages[l] ? `${config.languages[l]} (${l})` : l}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-5">
          <label className="form-label" htmlFor="language-search">
            {t('entity.action.search')}
          </label>
          <input
            id="language-search"
            type="search"
            className="form-control"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
            data-testid="language-search"
          />
        </div>
        <div className="col-md-4 text-end">
          <button
            type="button"
            className="btn btn-primary"
            disabled={saving || rows === null}
            onClick={() => void save()}
            data-testid="language-save"
          >
            {t('entity.action.save')}
          </button>
        </div>
      </div>
      <div className="row">
        <div className="col-lg-6">
          <LanguageUpload scope={scope} lang={lang} />
        </div>
        <div className="col-lg-6">
          <AddLanguage scope={scope} locales={config.locales} />
        </div>
      </div>
      {rows !== null && visible.length === 0 && <RecordNotFound />}
      {shown.length > 0 && (
        <table className="table table-sm align-middle" data-testid="language-table">
          <thead>
            <tr>
              <th style={{ width: '25%' }}>{t('languageAdmin.key')}</th>
              {scope === 'web' && <th style={{ width: '30%' }}>{t('languageAdmin.builtIn')}</th>}
              <th>{scope === 'web' ? t('languageAdmin.override') : t('languageAdmin.text')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} data-testid={`language-row-${r.key}`}>
                <td className="small font-monospace text-break">{r.key}</td>
                {scope === 'web' && <td className="small">{r.builtIn || <span className="text-muted">{r.english}</span>}</td>}
                <td>
                  <textarea
                    className="form-control form-control-sm"
                    rows={1}
                    value={edits[r.key] ?? ''}
                    placeholder={scope === 'web' ? r.builtIn || r.english : ''}
                    onChange={(e) => setEdits({ ...edits, [r.key]: e.target.value })}
                    aria-label={r.key}
                    data-testid={`language-value-${r.key}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager activePage={page} totalItems={visible.length} itemsPerPage={PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}

function useReloadLater() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    timer.current = setTimeout(() => reloader.reload(), LANGUAGE_RELOAD_MS);
  };
}

function uploadPath(scope: LanguageScope, lang: string): string {
  return scope === 'web'
    ? `/api/v3/language-admin/upload/${encodeURIComponent(lang)}`
    : `/api/v3/language-admin/upload/backend/${encodeURIComponent(lang)}`;
}

/** Upload a whole language file: 200 → success toast and a reload after 5 s, else an error toast. */
function LanguageUpload({ scope, lang }: { scope: LanguageScope; lang: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>('IDLE');
  const reloadLater = useReloadLater();

  const upload = async () => {
    if (!file) return;
    if (!isLanguageFile(file.name)) {
      showToasts([{ type: 'error', key: 'global.assetUploadForm.errorExt', params: { ext: 'json' } }]);
      return;
    }
    setState('UPLOADING');
    try {
      await uploadFile(uploadPath(scope, lang), file);
      showToasts([{ type: 'success', key: 'languageAdmin.messages.uploaded', params: { lang } }]);
      reloadLater();
    } catch (e) {
      showToasts([{ type: 'error', key: 'languageAdmin.messages.uploadError', params: { lang } }]);
      notifyError(e);
    } finally {
      setState('IDLE');
    }
  };

  return (
    <div className="card card-body mb-3" data-testid="language-upload">
      <h3 className="h6">{t('languageAdmin.upload.title', { lang })}</h3>
      <input
        type="file"
        accept=".json,application/json"
        className="form-control mb-2"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        data-testid="language-upload-file"
        aria-label={t('languageAdmin.upload.title', { lang })}
      />
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!file || state === 'UPLOADING'}
        onClick={() => void upload()}
        data-testid="language-upload-submit"
      >
        {t('entity.action.upload')}
      </button>
    </div>
  );
}

/** A new language: upload its file, then add it to the configured locales. */
function AddLanguage({ scope, locales }: { scope: LanguageScope; locales: string[] }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>('IDLE');
  const reloadLater = useReloadLater();
  const codeOk = isLanguageCode(code) && !locales.includes(code.trim());

  const add = async () => {
    const lang = code.trim();
    if (!codeOk || !file) return;
    if (!isLanguageFile(file.name)) {
      showToasts([{ type: 'error', key: 'global.assetUploadForm.errorExt', params: { ext: 'json' } }]);
      return;
    }
    setState('UPLOADING');
    try {
      await uploadFile(uploadPath(scope, lang), file);
      await api.put('/api/v3/config/update-config', { locales: [...locales, lang] }, { notify: false });
      showToasts([{ type: 'success', key: 'languageAdmin.messages.uploaded', params: { lang } }]);
      reloadLater();
    } catch (e) {
      showToasts([{ type: 'error', key: 'languageAdmin.messages.uploadError', params: { lang } }]);
      notifyError(e);
    } finally {
      setState('IDLE');
    }
  };

  return (
    <div className="card card-body mb-3" data-testid="language-add">
      <h3 className="h6">{t('languageAdmin.add.title')}</h3>
      <div className="input-group mb-2">
        <input
          className={`form-control${code && !codeOk ? ' is-invalid' : ''}`}
          placeholder="de"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-label={t('languageAdmin.add.code')}
          data-testid="language-add-code"
        />
        <input
          type="file"
          accept=".json,application/json"
          className="form-control"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-label={t('languageAdmin.add.file')}
          data-testid="language-add-file"
        />
      </div>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!codeOk || !file || state === 'UPLOADING'}
        onClick={() => void add()}
        data-testid="language-add-submit"
      >
        {t('languageAdmin.add.submit')}
      </button>
    </div>
  );
}
