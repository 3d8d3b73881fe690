import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useConfirm } from '../../shared/ConfirmDialog';
import { formatDateTime } from '../../shared/format';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { BenefitDialog } from './BenefitDialog';
import { useBenefitsQuery, useDeleteBenefitMutation, useDownloadBenefitFileMutation } from './benefitsApi';
import { formatAmount } from './model';
import type { Benefit, BenefitTotal, BenefitType } from './types';

/**
 * The detail's Benefits tab (issue 17): the forecast and actual totals, then each analysis with its items,
 * file, and edit and delete for those the state lets write its type. Keyed by state: a change of state
 * reads again who may write.
 */
export function BenefitsTab({ contributionId, stateId }: { contributionId: number; stateId: number }) {
  const { t } = useTranslation();
  const q = useBenefitsQuery({ contributionId, stateId });
  const [editing, setEditing] = useState<{ benefit: Benefit | null; type: BenefitType } | null>(null);
  const [remove] = useDeleteBenefitMutation();
  const [confirm, confirmDialog] = useConfirm('benefit-delete-dialog');
  if (q.isError) return <p className="alert alert-warning">{t('benefit.unavailable')}</p>;
  if (!q.data) return <PageSpinner />;
  const o = q.data;

  const onDelete = async (b: Benefit) => {
    if (await confirm({ message: t('benefit.deleteQuestion'), confirmLabel: t('entity.action.delete') })) {
      await remove({ id: b.id, contributionId }).unwrap();
    }
  };

  return (
    <div data-testid="benefits-tab">
      <div className="d-flex flex-wrap gap-2 mb-3">
        {o.canForecast && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing({ benefit: null, type: 'FORECAST' })}
            data-testid="benefit-new-FORECAST"
          >
            {t('benefit.new.FORECAST')}
          </button>
        )}
        {o.canActual && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing({ benefit: null, type: 'ACTUAL' })}
            data-testid="benefit-new-ACTUAL"
          >
            {t('benefit.new.ACTUAL')}
          </button>
        )}
      </div>
      <div className="row g-3 mb-3">
        <Totals title={t('benefit.totals.FORECAST')} totals={o.forecastTotals} testId="benefit-totals-FORECAST" />
        <Totals title={t('benefit.totals.ACTUAL')} totals={o.actualTotals} testId="benefit-totals-ACTUAL" />
      </div>
      {o.analyses.length === 0 && <RecordNotFound />}
      {o.analyses.map((b) => (
        <Analysis key={b.id} benefit={b} onEdit={() => setEditing({ benefit: b, type: b.benefitType })} onDelete={() => void onDelete(b)} />
      ))}
      {editing && (
        <BenefitDialog
          contributionId={contributionId}
          benefit={editing.benefit}
          benefitType={editing.type}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </div>
  );
}

/** First-year totals per category and currency; the lines without a category are the grand totals. */
function Totals({ title, totals, testId }: { title: string; totals: BenefitTotal[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="col-12 col-md-6" data-testid={testId}>
      <h2 className="h6">{title}</h2>
      {totals.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('benefit.noTotals')}</p>
      ) : (
        <dl className="mb-0 small">
          {totals.map((x) => (
            <div
              key={`${x.category}-${x.currency}`}
              className={`d-flex justify-content-between gap-2${x.category ? '' : ' fw-bold border-top'}`}
            >
              <dt className="fw-normal">{x.category ? t(`benefit.category.${x.category}`) : t('benefit.total')}</dt>
              <dd className="mb-0 text-end" data-testid={`${testId}-${x.category || 'ALL'}-${x.currency}`}>
                {formatAmount(x.amount)} {x.currency}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Analysis({ benefit: b, onEdit, onDelete }: { benefit: Benefit; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [download] = useDownloadBenefitFileMutation();
  return (
    <section className="card mb-3" data-testid={`benefit-${b.id}`}>
      <div className="card-header d-flex flex-wrap gap-2 align-items-center">
        <h2 className="h6 mb-0 me-auto">
          {t(`benefit.type.${b.benefitType}`)}
          {b.isActionItemAnalysis && <span className="badge text-bg-info ms-2">{t('benefit.actionItemAnalysis')}</span>}
        </h2>
        <span className="small text-body-secondary">
          {b.updatedByName} · {formatDateTime(b.updatedDate)}
        </span>
        {b.editable && (
          <>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={onEdit} data-testid={`benefit-edit-${b.id}`}>
              {t('entity.action.edit')}
            </button>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete} data-testid={`benefit-delete-${b.id}`}>
              {t('entity.action.delete')}
            </button>
          </>
        )}
      </div>
      <div className="card-body">
        {b.explanation && <p className="mb-2">{b.explanation}</p>}
        <ResponsiveTable label={t(`benefit.type.${b.benefitType}`)} className="table-sm align-middle">
          <thead>
            <tr>
              <th>{t('benefit.item.category')}</th>
              <th className="text-end">{t('benefit.item.amount')}</th>
              <th>{t('benefit.item.period')}</th>
              <th>{t('benefit.item.explanation')}</th>
            </tr>
          </thead>
          <tbody>
            {b.items.map((it) => (
              <tr key={it.id}>
                <td>{t(`benefit.category.${it.category}`)}</td>
                <td className="text-end text-nowrap">
                  {formatAmount(it.amount)} {it.currency}
                </td>
                <td>{t(`benefit.period.${it.period}`)}</td>
                <td>{it.explanation}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
        {b.file && (
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => void download({ id: b.id, fileName: b.file?.fileName ?? 'file' })}
            data-testid={`benefit-file-${b.id}`}
          >
            {t('benefit.file.download', { name: b.file.fileName })}
          </button>
        )}
      </div>
    </section>
  );
}

export default BenefitsTab;
