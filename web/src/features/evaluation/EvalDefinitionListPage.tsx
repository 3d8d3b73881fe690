import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { useConfirm } from '../../shared/ConfirmDialog';
import { useDeleteEvalDefinitionMutation, useEvalDefinitionsQuery } from './evaluationApi';
import { EvalDefinitionDialog } from './EvalDefinitionDialog';
import { EVAL_CONTRIBUTION_TYPES, type EvalContributionType, type EvalDefinition } from './types';

/** /eval/{type}/list: the evaluation definitions of a contribution type (002 §2). */
export default function EvalDefinitionListPage() {
  const { type } = useParams();
  const upper = (type ?? '').toUpperCase();
  if (!(EVAL_CONTRIBUTION_TYPES as readonly string[]).includes(upper)) return <NotFoundPage />;
  return <DefinitionList key={upper} type={upper as EvalContributionType} />;
}

function DefinitionList({ type }: { type: EvalContributionType }) {
  const { t } = useTranslation();
  const list = useEvalDefinitionsQuery(type);
  const rows = list.isError ? [] : (list.data?.items ?? null);
  const [editing, setEditing] = useState<EvalDefinition | 'new' | null>(null);
  const [remove] = useDeleteEvalDefinitionMutation();
  const [confirm, confirmDialog] = useConfirm('eval-delete-dialog');
  const heading = t('evaluation.definition.listTitle', { type: t(`evaluation.contributionType.${type}`) });

  const onDelete = async (d: EvalDefinition) => {
    if (
      await confirm({
        title: t('evaluation.definition.deleteTitle'),
        message: t('evaluation.definition.deleteQuestion', { title: d.title }),
      })
    ) {
      await remove(d.id)
        .unwrap()
        .catch(() => undefined);
    }
  };

  return (
    <div className="container-xl" data-testid="eval-definition-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), heading]} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h1 className="h4 mb-0">{heading}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="eval-create">
          {t('evaluation.definition.create')}
        </button>
      </div>
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <ResponsiveTable label={heading} className="table-striped table-sm align-middle" data-testid="eval-definition-table">
          <thead>
            <tr>
              <th>{t('evaluation.definition.title')}</th>
              <th>{t('evaluation.definition.evalFlowType')}</th>
              <th>{t('evaluation.definition.questions')}</th>
              <th>{t('evaluation.definition.status')}</th>
              <th>
                <span className="visually-hidden">{t('entity.action.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} data-testid={`eval-definition-${d.id}`}>
                <td>{d.title}</td>
                <td>{t(`evaluation.evalType.${d.evalFlowType}`)}</td>
                <td>{d.evalItemDefinitionList.length}</td>
                <td>{d.inUse ? t('evaluation.definition.answered') : t('evaluation.definition.unanswered')}</td>
                <td className="text-end text-nowrap">
                  <button type="button" className="btn btn-outline-primary btn-sm me-1" onClick={() => setEditing(d)}>
                    {t('entity.action.edit')}
                  </button>
                  <button type="button" className="btn btn-outline-danger btn-sm" disabled={d.inUse} onClick={() => void onDelete(d)}>
                    {t('entity.action.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      {editing !== null && (
        <EvalDefinitionDialog type={type} definition={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {confirmDialog}
    </div>
  );
}
