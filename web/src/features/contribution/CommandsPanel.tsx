import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from './AssignDialog';
import {
  useChangeEditabilityMutation,
  useChangeFieldMutation,
  useChangeStatusMutation,
  useChangeVisibilityMutation,
} from './contributionApi';
import { assignableRoles, has, normalizeStatus, STATUSES } from './detail';
import type { ContributionDetail, FieldOption } from './types';

export interface CommandsPanelProps {
  detail: ContributionDetail;
  fields: FieldOption[];
  lang: string;
}

const COMMANDS = ['CHANGE_FIELD', 'CHANGE_VISIBILITY', 'CHANGE_COMMENT_STATUS', 'CHANGE_RATING_STATUS', 'CHANGE_EDITABILITY'];

/**
 * The commands the current state grants the caller (assignments, field, visibility, statuses,
 * editability). Each answers with the contribution, which the detail page then shows.
 */
export function CommandsPanel({ detail, fields, lang }: CommandsPanelProps) {
  const { t } = useTranslation();
  const [assignRole, setAssignRole] = useState<string | null>(null);
  // the field picked but not applied yet; null: the contribution's own
  const [pickedField, setPickedField] = useState<string | null>(null);
  const [changeField, fieldChange] = useChangeFieldMutation();
  const [changeVisibility, visibilityChange] = useChangeVisibilityMutation();
  const [changeStatus, statusChange] = useChangeStatusMutation();
  const [changeEditability, editabilityChange] = useChangeEditabilityMutation();
  const busy = fieldChange.isLoading || visibilityChange.isLoading || statusChange.isLoading || editabilityChange.isLoading;
  const target = { id: detail.id, langkey: lang };
  const fieldId = pickedField ?? (detail.fieldId === null ? '' : String(detail.fieldId));
  const roles = assignableRoles(detail);

  const applyField = async () => {
    const result = await changeField({ ...target, fieldId: Number(fieldId) });
    if ('data' in result) setPickedField(null);
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
          onChange={(e) => void changeStatus({ ...target, kind, status: e.target.value })}
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

  const toggle = (id: 'visible' | 'editable', checked: boolean, onChange: (on: boolean) => void) => (
    <div className="form-check form-switch mb-2">
      <input
        id={`command-${id}`}
        type="checkbox"
        className="form-check-input"
        role="switch"
        disabled={busy}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={`command-${id}`}
      />
      <label className="form-check-label" htmlFor={`command-${id}`}>
        {t(`contribution.command.${id}`)}
      </label>
    </div>
  );

  if (roles.length === 0 && !COMMANDS.some((c) => has(detail, c))) return null;

  return (
    <div className="card mb-3" data-testid="contribution-commands">
      <h2 className="card-header h6 py-3 mb-0">{t('contribution.command.title')}</h2>
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
                onChange={(e) => setPickedField(e.target.value)}
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
                onClick={() => void applyField()}
                data-testid="command-field-apply"
              >
                {t('contribution.command.apply')}
              </button>
            </div>
          </div>
        )}
        {has(detail, 'CHANGE_VISIBILITY') && toggle('visible', detail.visible, (visible) => void changeVisibility({ ...target, visible }))}
        {has(detail, 'CHANGE_EDITABILITY') &&
          toggle('editable', detail.editable, (editable) => void changeEditability({ ...target, editable }))}
        {status('commentStatus', 'CHANGE_COMMENT_STATUS')}
        {status('ratingStatus', 'CHANGE_RATING_STATUS')}
      </div>
      {assignRole && <AssignDialog detail={detail} role={assignRole} lang={lang} onClose={() => setAssignRole(null)} />}
    </div>
  );
}

export default CommandsPanel;
