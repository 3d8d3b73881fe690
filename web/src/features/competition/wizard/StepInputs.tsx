import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../shared/RecordNotFound';
import { ExtraInputEditor } from '../../contributionAdmin/ExtraInputEditor';
import { orderBody, byListOrder } from '../../contributionAdmin/extraInputOrder';
import { pickLanguage } from '../../contributionAdmin/model';
import { useCardDrag } from '../../contributionAdmin/useCardDrag';
import type { ExtraInput } from '../../contribution/types';
import { useCompetitionInputsQuery, useDeleteCompetitionInputMutation, useReorderCompetitionInputsMutation } from '../competitionApi';
import type { Competition } from '../types';
import { StepNav } from './StepNav';
import { stepPath } from './WizardPage';

/**
 * Step 3: the competition's IDEA extra inputs (DATE and RICH_TEXT are not offered): create and edit
 * dialogs, delete at once (source IDEA needs no confirmation, 001 §3), up and down, and drag and drop.
 */
export function StepInputs({ competition: c }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const list = useCompetitionInputsQuery(c.id);
  const [editing, setEditing] = useState<ExtraInput | 'new' | null>(null);
  const [remove, removing] = useDeleteCompetitionInputMutation();
  const [reorder, reordering] = useReorderCompetitionInputsMutation();
  const items = byListOrder(list.data?.items ?? []);
  const moveTo = (from: number, to: number) => {
    const ids = items.map((x) => x.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    void reorder(orderBody(ids));
  };
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by);
  const { over, drag } = useCardDrag(moveTo);
  return (
    // not a form: the input dialog's own form would submit it through React's event tree
    <div data-testid="competition-step-3">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h5 mb-0">{t('competition.wizard.inputs')}</h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setEditing('new')}
          data-testid="competition-input-add"
        >
          {t('competition.wizard.addInput')}
        </button>
      </div>
      {list.data && items.length === 0 && <RecordNotFound />}
      {items.length > 1 && <p className="small text-muted">{t('contributionAdmin.extraInput.dragHint')}</p>}
      <ul className="list-unstyled" data-testid="competition-inputs">
        {items.map((x, i) => {
          const def = pickLanguage(x.definitionList, i18n.language);
          return (
            <li
              key={x.id}
              className={`card mb-2${over === i ? ' border-primary border-2' : ''}`}
              data-testid={`competition-input-${x.id}`}
              {...drag(i, x.id)}
            >
              <div className="card-body d-flex flex-wrap align-items-start gap-2 py-2">
                <span className="badge text-bg-secondary fs-6">{x.listOrder}</span>
                <div className="flex-grow-1" style={{ minWidth: 0, flexBasis: '10rem' }}>
                  <h3 className="h6 mb-1">{def?.label ?? ''}</h3>
                  {def?.explanation && <p className="small text-muted mb-1">{def.explanation}</p>}
                  <span className="badge text-bg-info me-1">{t(`contributionAdmin.extraInput.types.${x.inputType}`)}</span>
                  <span className={`badge ${x.isRequired ? 'text-bg-danger' : 'text-bg-light border'}`}>
                    {x.isRequired ? t('contributionAdmin.extraInput.required') : t('contributionAdmin.extraInput.optional')}
                  </span>
                </div>
                <div className="d-flex flex-wrap gap-1">
                  {i > 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('contributionAdmin.extraInput.up')}
                      disabled={reordering.isLoading}
                      onClick={() => move(i, -1)}
                    >
                      ▲
                    </button>
                  )}
                  {i < items.length - 1 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('contributionAdmin.extraInput.down')}
                      disabled={reordering.isLoading}
                      onClick={() => move(i, 1)}
                    >
                      ▼
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => setEditing(x)}
                    data-testid={`competition-input-edit-${x.id}`}
                  >
                    {t('entity.action.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={removing.isLoading}
                    onClick={() => void remove(x.id)}
                    data-testid={`competition-input-delete-${x.id}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {editing !== null && (
        <Modal show size="lg" onHide={() => setEditing(null)} data-testid="competition-input-dialog">
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h5">
              {editing === 'new' ? t('contributionAdmin.extraInput.create') : t('contributionAdmin.extraInput.edit')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ExtraInputEditor
              source="IDEA"
              original={editing === 'new' ? null : editing}
              inCompetition={{ competitionId: c.id, onDone: () => setEditing(null) }}
            />
          </Modal.Body>
        </Modal>
      )}
      <StepNav back={stepPath(2, c.id)} busy={false} nextTo={stepPath(4, c.id)} />
    </div>
  );
}
