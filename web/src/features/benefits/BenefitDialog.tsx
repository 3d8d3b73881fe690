import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useZodForm } from '../../shared/form/useZodForm';
import { CheckField, SelectField, TextField } from '../../shared/form/FormField';
import { useSaveBenefitMutation } from './benefitsApi';
import { benefitBody, benefitSchema, benefitToForm, newItem, type BenefitValues, type ItemValues } from './model';
import { BENEFIT_CATEGORIES, BENEFIT_PERIODS, CURRENCIES, type Benefit, type BenefitType } from './types';

/**
 * A new or changed benefit analysis: its items (category, amount with two decimals, currency, period,
 * explanation), whether it is an action-item analysis, and a file (the attachment rule: the server checks
 * the name, size and content). Saving refreshes the tab and the history.
 */
export function BenefitDialog({
  contributionId,
  benefit,
  benefitType,
  onClose,
}: {
  contributionId: number;
  benefit: Benefit | null;
  benefitType: BenefitType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<BenefitValues>(benefitSchema, benefitToForm(benefit, benefitType), { invalidToast: 'benefit.invalid' });
  const items = form.values.items ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [save, saving] = useSaveBenefitMutation();
  const setItems = (next: ItemValues[]) => form.set('items', next);

  const onSubmit = form.submit(async (values) => {
    await save({ body: benefitBody(values, contributionId), file }).unwrap();
    onClose();
  });
  const option = (prefix: string) => (v: string) => ({ value: v, label: t(`${prefix}.${v}`) });

  return (
    <Modal show onHide={onClose} size="xl" data-testid="benefit-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{t(benefit ? `benefit.edit.${benefitType}` : `benefit.new.${benefitType}`)}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField {...form.text('explanation')} id="benefit-explanation" label={t('benefit.explanation')} maxLength={2000} />
          <CheckField {...form.check('isActionItemAnalysis')} id="benefit-action-item" label={t('benefit.actionItemAnalysis')}>
            {t('benefit.actionItemAnalysis')}
          </CheckField>
          <h3 className="h6 mt-3">{t('benefit.items')}</h3>
          {items.map((_it, i) => (
            <fieldset className="row g-2 align-items-start border-bottom mb-2" key={i} data-testid={`benefit-item-${i}`}>
              <legend className="visually-hidden">{t('benefit.itemN', { n: i + 1 })}</legend>
              <div className="col-12 col-md-3">
                <SelectField
                  {...form.text(`items.${i}.category`)}
                  id={`benefit-item-${i}-category`}
                  label={t('benefit.item.category')}
                  required
                  placeholder={t('benefit.choose')}
                  options={BENEFIT_CATEGORIES.map(option('benefit.category'))}
                />
              </div>
              <div className="col-7 col-md-2">
                <TextField
                  {...form.text(`items.${i}.amount`)}
                  id={`benefit-item-${i}-amount`}
                  label={t('benefit.item.amount')}
                  required
                  inputMode="text"
                  maxLength={15}
                  placeholder="1250.50"
                />
              </div>
              <div className="col-5 col-md-2">
                <SelectField
                  {...form.text(`items.${i}.currency`)}
                  id={`benefit-item-${i}-currency`}
                  label={t('benefit.item.currency')}
                  required
                  options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              </div>
              <div className="col-12 col-md-2">
                <SelectField
                  {...form.text(`items.${i}.period`)}
                  id={`benefit-item-${i}-period`}
                  label={t('benefit.item.period')}
                  required
                  placeholder={t('benefit.choose')}
                  options={BENEFIT_PERIODS.map(option('benefit.period'))}
                />
              </div>
              <div className="col-12 col-md-3">
                <TextField
                  {...form.text(`items.${i}.explanation`)}
                  id={`benefit-item-${i}-explanation`}
                  label={t('benefit.item.explanation')}
                  maxLength={1000}
                />
              </div>
              <div className="col-12 mb-2">
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={items.length === 1}
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                  data-testid={`benefit-item-${i}-remove`}
                >
                  {t('benefit.removeItem')}
                </button>
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm mb-3"
            disabled={items.length >= 50}
            onClick={() => setItems([...items, newItem(items[items.length - 1]?.currency)])}
            data-testid="benefit-add-item"
          >
            {t('benefit.addItem')}
          </button>
          <div className="mb-2">
            <label htmlFor="benefit-file" className="form-label">
              {benefit?.file ? t('benefit.file.replace', { name: benefit.file.fileName }) : t('benefit.file.label')}
            </label>
            <input
              id="benefit-file"
              type="file"
              className="form-control"
              aria-describedby="benefit-file-help"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="benefit-file-input"
            />
            <div id="benefit-file-help" className="form-text">
              {t('benefit.file.help')}
            </div>
          </div>
          {benefit?.file && !file && (
            <CheckField {...form.check('removeFile')} id="benefit-remove-file" label={t('benefit.file.remove')}>
              {t('benefit.file.remove')}
            </CheckField>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="benefit-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
