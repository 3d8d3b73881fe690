import { useTranslation } from 'react-i18next';
import type { PieceActions } from './editorDialog';
import { AddLink, EditDelete, Section, signed } from './EditorParts';
import { useEnumLabel, useParameterLabel } from './labels';
import { stateLabel } from './rules';
import type { LifeCycleState } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** A state's actions: name, target, roles, explanation rule (and the evaluation it waits for), the points they give and their post handlers. */
export function ActionsSection({
  state: s,
  states,
  lang,
  onDialog,
  onRemovePiece,
}: { state: LifeCycleState; states: readonly LifeCycleState[]; lang: string } & PieceActions) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const parameterLabel = useParameterLabel();
  const target = (id: number) => states.find((x) => x.id === id);
  const code = s.code;
  return (
    <Section
      title={t('lifeCycle.actions')}
      testId={`state-${code}-actions`}
      addLabel={t('lifeCycle.action.addShort')}
      onAdd={() => onDialog({ kind: 'action', state: s, action: null })}
      empty={s.actions.length === 0}
    >
      <ResponsiveTable label={t('lifeCycle.actions')} className="table-sm align-middle mb-0">
        <thead>
          <tr>
            <th>{t('stateAction.name')}</th>
            <th>{t('stateAction.targetStateId')}</th>
            <th>{t('stateAction.roles')}</th>
            <th>{t('stateAction.explanation')}</th>
            <th>{t('lifeCycle.points')}</th>
            <th>{t('lifeCycle.postHandlers')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {s.actions.map((a) => (
            <tr key={a.id} data-testid={`action-${code}-${a.name}`}>
              <td>
                <code>{a.name}</code>
              </td>
              <td data-testid={`action-${code}-${a.name}-target`}>{stateLabel(target(a.targetStateId), lang)}</td>
              <td className="small">{a.roles.map((r) => enumLabel('role', r)).join(', ')}</td>
              <td>
                {enumLabel('explanation', a.explanation)}
                {a.requiredEvaluation && (
                  <div className="small text-body-secondary" data-testid={`action-${code}-${a.name}-required-evaluation`}>
                    {t('stateAction.requiredEvaluation')}:{' '}
                    {t(`evaluation.evalType.${a.requiredEvaluation}`, { defaultValue: a.requiredEvaluation })}
                  </div>
                )}
              </td>
              <td>
                {a.points.map((p) => (
                  <span key={p.id} className="badge text-bg-info me-1" data-testid={`point-${code}-${a.name}-${p.role}`}>
                    {enumLabel('role', p.role)} {signed(p.points)}
                    {p.share ? ` (${t('lifeCycle.point.shared')})` : ''}
                    <button
                      type="button"
                      className="btn-close btn-close-white ms-1"
                      style={{ fontSize: '0.5rem' }}
                      aria-label={t('entity.action.delete')}
                      onClick={() => onRemovePiece('point', p.id, `${a.name} ${p.role}`)}
                      data-testid={`point-${code}-${a.name}-${p.role}-delete`}
                    />
                  </span>
                ))}
                <AddLink onClick={() => onDialog({ kind: 'point', action: a })} testId={`action-${code}-${a.name}-add-point`}>
                  {t('lifeCycle.point.addShort')}
                </AddLink>
              </td>
              <td>
                {a.postHandlers.map((h) => (
                  <div
                    key={h.id}
                    className="d-flex align-items-center gap-1 small mb-1"
                    data-testid={`post-handler-${code}-${a.name}-${h.id}`}
                  >
                    <span>
                      {enumLabel('postHandler', h.handler)}
                      {h.parameter !== '' && `: ${parameterLabel(h.parameter)}`}
                    </span>
                    <EditDelete
                      testId={`post-handler-${code}-${a.name}-${h.id}`}
                      onEdit={() => onDialog({ kind: 'postHandler', action: a, postHandler: h })}
                      onDelete={() => onRemovePiece('postHandler', h.id, `${a.name} ${enumLabel('postHandler', h.handler)}`)}
                    />
                  </div>
                ))}
                <AddLink
                  onClick={() => onDialog({ kind: 'postHandler', action: a, postHandler: null })}
                  testId={`action-${code}-${a.name}-add-post-handler`}
                >
                  {t('lifeCycle.postHandler.addShort')}
                </AddLink>
              </td>
              <td className="text-end">
                <EditDelete
                  testId={`action-${code}-${a.name}`}
                  onEdit={() => onDialog({ kind: 'action', state: s, action: a })}
                  onDelete={() => onRemovePiece('action', a.id, a.name)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
    </Section>
  );
}
