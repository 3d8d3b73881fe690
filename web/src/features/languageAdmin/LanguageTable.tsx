import { useTranslation } from 'react-i18next';
import type { WebTextRow } from './languageAdmin';
import type { LanguageScope } from './languageAdminApi';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

interface Props {
  scope: LanguageScope;
  rows: readonly WebTextRow[];
  edits: Record<string, string>;
  onEdit: (key: string, value: string) => void;
}

/** One page of texts: the key, the built-in text (web), and the editable override or message. */
export function LanguageTable({ scope, rows, edits, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable label={t(`languageAdmin.${scope}.title`)} className="table-sm align-middle" data-testid="language-table">
      <thead>
        <tr>
          <th style={{ width: '25%' }}>{t('languageAdmin.key')}</th>
          {scope === 'web' && <th style={{ width: '30%' }}>{t('languageAdmin.builtIn')}</th>}
          <th>{scope === 'web' ? t('languageAdmin.override') : t('languageAdmin.text')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-testid={`language-row-${r.key}`}>
            <td className="small font-monospace text-break">{r.key}</td>
            {scope === 'web' && <td className="small">{r.builtIn || <span className="text-muted">{r.english}</span>}</td>}
            <td>
              <textarea
                className="form-control form-control-sm"
                rows={1}
                value={edits[r.key] ?? ''}
                placeholder={scope === 'web' ? r.builtIn || r.english : ''}
                onChange={(e) => onEdit(r.key, e.target.value)}
                aria-label={r.key}
                data-testid={`language-value-${r.key}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
