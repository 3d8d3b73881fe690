import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { activateLocale, forgetLocale } from '../../i18n';
import { matchesQuery, type WebTextRow } from './languageAdmin';
import { useLanguageTextsQuery, useSaveLanguageTextsMutation, type LanguageScope, type LanguageTexts } from './languageAdminApi';
import { AddLanguage, LanguageUpload } from './LanguageFiles';
import { LanguageTable } from './LanguageTable';

const PAGE_SIZE = 50;
const NO_EDITS: Record<string, string> = {};
const NO_ROWS: WebTextRow[] = [];

/** /language-admin (web texts) and /language-admin/backend (server messages). */
export function LanguageAdmin({ scope }: { scope: LanguageScope }) {
  const { t, i18n } = useTranslation();
  const config = useAppSelector((s) => s.applicationConfig.config);
  const [lang, setLang] = useState(config.locales[0] ?? 'en');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const texts = useLanguageTextsQuery({ scope, lang });
  const [saveTexts, saving] = useSaveLanguageTextsMutation();
  // a failed read was shown by the API client's toast; the page then says there is nothing to show
  const loaded = texts.isError ? null : (texts.currentData ?? null);
  const rows = texts.isError ? NO_ROWS : (loaded?.rows ?? null);
  // the edits start from the server's texts and start again whenever those are read again (after a save)
  const [draft, setDraft] = useState<{ source: LanguageTexts; edits: Record<string, string> } | null>(null);
  const edits = loaded && draft?.source === loaded ? draft.edits : (loaded?.values ?? NO_EDITS);
  const titleKey = scope === 'web' ? 'languageAdmin.web.title' : 'languageAdmin.backend.title';

  const visible = useMemo(
    () => (rows ?? []).filter((r) => matchesQuery(query, r.key, r.builtIn, r.english, edits[r.key])),
    [rows, query, edits],
  );
  const shown = visible.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const save = async () => {
    const result = await saveTexts({ scope, lang, edits });
    if ('error' in result || scope !== 'web') return;
    // the app shows the new web texts without a reload
    forgetLocale(lang);
    if (i18n.language === lang) await activateLocale(lang);
  };

  return (
    <div className="container-xl" data-testid={`language-admin-${scope}`}>
      <BreadcrumbBar items={[t('admin.title'), t(titleKey)]} />
      <h1 className="h4">{t(titleKey)}</h1>
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
            disabled={saving.isLoading || rows === null}
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
        <LanguageTable
          scope={scope}
          rows={shown}
          edits={edits}
          onEdit={(key, value) => loaded && setDraft({ source: loaded, edits: { ...edits, [key]: value } })}
        />
      )}
      <Pager activePage={page} totalItems={visible.length} itemsPerPage={PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}
