import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useZodForm } from '../../shared/form/useZodForm';
import { SelectField, TextField } from '../../shared/form/FormField';
import { showToasts } from '../../app/notifications/toasts';
import { useCreateEvalDefinitionMutation, useUpdateEvalDefinitionMutation } from './evaluationApi';
import { definitionSchema, toBody, toForm, totalOf, weightProblem, TOTAL, type DefinitionValues } from './model';
import { EVAL_TYPES, type EvalContributionType, type EvalDefinition } from './types';

/**
 * Create or edit an evaluation definition (001 §5): Save stays disabled until the weights total 100;
 * a submit with a short question, a zero weight or a total over 100 shows the spec's toast. Once
 * answered, only the texts may change (the server refuses the rest).
 */
export function EvalDefinitionDialog({
  type,
  definition,
  onClose,
}: {
  type: EvalContributionType;
  definition: EvalDefinition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<DefinitionValues>(definitionSchema, toForm(definition), { invalidToast: 'evaluation.definition.invalid' });
  const v = form.values;
  const items = v.items ?? [];
  const [create, created] = useCreateEvalDefinitionMutation();
  const [update, updated] = useUpdateEvalDefinitionMutation();
  const locked = definition?.inUse ?? false;
  const total = totalOf(items);

  const submit = form.submit(async (values) => {
    const body = toBody(values, type);
    if (values.id === null) await create(body).unwrap();
    else await update(body).unwrap();
    onClose();
  });
  // the questions and weights earn the spec's own toasts (001 §5) rather than the form's general one
  const save = async (e: FormEvent) => {
    const problem = weightProblem(form.getValues('items'));
    if (!problem) return submit(e);
    e.preventDefault();
    showToasts([{ type: 'error', key: `evalDefinition.toastError.${problem}` }]);
    await form.trigger();
  };

  const setItems = (next: DefinitionValues['items']) => form.set('items', next);

  // 001 §5: typing a weight that takes the total over 100 (or a weight of 0) says so at once
  const weightField = (i: number) => {
    const bound = form.text(`items.${i}.weight`);
    return {
      ...bound,
      onChange: (value: string) => {
        const after = totalOf(items.map((q, j) => (j === i ? { ...q, weight: value } : q)));
        bound.onChange(value);
        if (after > TOTAL && total <= TOTAL) showToasts([{ type: 'error', key: 'evalDefinition.toastError.max' }]);
        else if (/^0+$/.test(value.trim())) showToasts([{ type: 'error', key: 'evalDefinition.toastError.min' }]);
      },
    };
  };

  return (
    <Modal show onHide={onClose} size="lg" data-testid="eval-definition-dialog">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{definition ? t('evaluation.definition.edit') : t('evaluation.definition.create')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField {...form.text('title')} id="eval-title" label={t('evaluation.definition.title')} required maxLength={255} />
          <TextField
            {...form.text('explanation')}
            id="eval-explanation"
            label={t('evaluation.definition.explanation')}
            required
            maxLength={1024}
          />
          <SelectField
            id="eval-type"
            label={t('evaluation.definition.evalFlowType')}
            value={v.evalFlowType}
            onChange={(value) => form.set('evalFlowType', value as DefinitionValues['evalFlowType'])}
            required
          >
            {EVAL_TYPES.map((e) => (
              <option key={e} value={e} disabled={locked && e !== definition?.evalFlowType}>
                {t(`evaluation.evalType.${e}`)}
              </option>
            ))}
          </SelectField>
          <h2 className="h6 mt-3">{t('evaluation.definition.questions')}</h2>
          {locked && <p className="text-body-secondary small">{t('evaluation.definition.inUse')}</p>}
          {items.map((_q, i) => (
            <div className="row g-2 align-items-end" key={i}>
              <div className="col-12 col-md-8">
                <TextField
                  {...form.text(`items.${i}.question`)}
                  id={`eval-question-${i}`}
                  label={t('evaluation.definition.question', { n: i + 1 })}
                  required
                  maxLength={512}
                />
              </div>
              <div className="col-8 col-md-2">
                <TextField {...weightField(i)} id={`eval-weight-${i}`} label={t('evaluation.definition.weight')} required maxLength={3} />
              </div>
              <div className="col-4 col-md-2 mb-3">
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={locked || items.length === 1}
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                >
                  {t('evaluation.definition.removeQuestion')}
                </button>
              </div>
            </div>
          ))}
          <div className="d-flex justify-content-between align-items-center">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={locked}
              onClick={() => setItems([...items, { id: null, question: '', weight: '' }])}
              data-testid="eval-add-question"
            >
              {t('evaluation.definition.addQuestion')}
            </button>
            <span data-testid="eval-total" className={total === TOTAL ? 'text-success' : 'text-danger'}>
              {t('evaluation.definition.total', { total, max: TOTAL })}
            </span>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('entity.action.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={total !== TOTAL || created.isLoading || updated.isLoading}
            data-testid="eval-save"
          >
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
