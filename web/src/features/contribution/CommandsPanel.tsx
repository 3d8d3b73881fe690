import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from './AssignDialog';
import { changeEditability, changeField, changeStatus, changeVisibility } from './contributionApi';
import { assignableRoles, has, normalizeStatus, STATUSES } from './detail';
import type { ContributionDetail, FieldOption } from './types';

export interface CommandsPanelProps {
  detail: ContributionDetail;
  fields: FieldOption[];
  lang: string;
  onChange: (d: ContributionDetail) => void;
}

/** The commands the current state grants the caller (assignments, field, visibility, statuses, editability). */
export function CommandsPanel({ detail, fields, lang, onChange }: CommandsPanelProps) {
  const { t } = useTranslation();
  const [assignRole, setAssignRole] = useState<string | null>(null);
  const [fieldId, setFieldId] = useState(detail.fieldId === null ? '' : String(detail.fieldId));
  const [busy, setBusy] = useState(false);
  const roles = assignableRoles(detail);
  const run = async (call: () => Promise<ContributionDetail>) => {
    setBusy(true);
    try {
      onChange(await call());
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const status = (kind: 'commentStatus' | 'ratingStatus', command: string) =>
    has(detail, command) && (
      <div className="mb-2">
        <label className="form-label small mb-0" htmlFor={`command-${kind}`}>
          {t(`contribution.command.${kind}`)}
        </label>
        <select
          id={`command-${kind}`}
          className="form-select form-select-sm"
          disabled={busy}
          value={normalizeStatus(detail[kind])}
          onChange={(e) => void run(() => changeStatus(detail.id, kind, e.target.value, lang))}
          data-testid={`command-${kind}`}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`contribution.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
    );

  const anything =
    roles.length > 0 ||
    ['CHANGE_FIELD', 'CHANGE_VISIBILITY', 'CHANGE_COMMENT_STATUS', 'CHANGE_RATING_STATUS', 'CHANGE_EDITABILITY'].some((c) =>
      has(detail, c),
    );
  if (!anything) return null;

  return (
    <div className="card mb-3" data-testid="contribution-commands">
      <div className="card-header">{t('contribution.command.title')}</div>
      <div className="card-body">
        {roles.length > 0 && (
          <div className="d-flex flex-wrap gap-2 mb-2">
            {roles.map((r) => (
              <button
                key={r}
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setAssignRole(r)}
                data-testid={`command-assign-${r}`}
              >
                {t('contribution.command.assign', { role: t(`contribution.roles.${r}`, { defaultValue: r }) })}
              </button>
            ))}
          </div>
        )}
        {has(detail, 'CHANGE_FIELD') && (
          <div className="mb-2">
            <label className="form-label small mb-0" htmlFor="command-field">
              {t('contribution.command.changeField')}
            </label>
            <div className="input-group input-group-sm">
              <select
                id="command-field"
                className="form-select"
                value={fieldId}
                onChange={(e) => setFieldId(e.target.value)}
                data-testid="command-field"
              >
                <option value="">{t('contribution.noField')}</option>
                {fields.map((f) => (
                  <option key={f.value} value={String(f.value)}>
                    {f.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={busy || fieldId === '' || Number(fieldId) === detail.fieldId}
                onClick={() => void run(() => changeField(detail.id, Number(fieldId), lang))}
                data-testid="command-field-apply"
              >
                {t('contribution.command.apply')}
              </button>
            </div>
          </div>
        )}
        {has(detail, 'CHANGE_VISIBILITY') && (
          <div className="form-check form-switch mb-2">
            <input
              id="command-visible"
              type="checkbox"
              className="form-check-input"
              role="switch"
              disabled={busy}
              checked={detail.visible}
              onChange={(e) => void run(() => changeVisibility(detail.id, e.target.checked, lang))}
              data-testid="command-visible"
            />
            <label className="form-check-label" htmlFor="command-visible">
              {t('contribution.command.visible')}
            </label>
          </div>
        )}
        {has(detail, 'CHANGE_EDITABILITY') && (
          <div className="form-check form-switch mb-2">
            <input
              id="command-editable"
              type="checkbox"
              className="form-check-input"
              role="switch"
              disabled={busy}
              checked={detail.editable}
              onChange={(e) => void run(() => changeEditability(detail.id, e.target.checked, lang))}
              data-testid="command-editable"
            />
            <label className="form-check-label" htmlFor="command-editable">
              {t('contribution.command.editable')}
            </label>
          </div>
        )}
        {status('commentStatus', 'CHANGE_COMMENT_STATUS')}
        {status('ratingStatus', 'CHANGE_RATING_STATUS')}
      </div>
      {assignRole && (
        <AssignDialog
          detail={detail}
          role={assignRole}
          lang={lang}
          onClose={() => setAssignRole(null)}
          onDone={(d) => {
            setAssignRole(null);
            onChange(d);
          }}
        />
      )}
    </div>
  );
}

export default CommandsPanel;
