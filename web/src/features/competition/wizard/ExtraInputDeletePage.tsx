import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { NotFoundPage } from '../../../shared/NotFoundPage';
import { useDeleteCompetitionInputMutation } from '../competitionApi';
import { ModuleGate } from '../ModuleGate';
import { stepPath } from './WizardPage';

/** /competition/3/{id}/edit/{extraInputId}/delete: confirms deleting an extra input, then back to step 3. */
export function ExtraInputDeletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, extraInputId } = useParams();
  const competitionId = Number(id);
  const inputId = Number(extraInputId);
  const [remove, removing] = useDeleteCompetitionInputMutation();
  if (!Number.isInteger(competitionId) || !Number.isInteger(inputId)) return <NotFoundPage />;
  const back = () => void navigate(stepPath(3, competitionId));
  return (
    <ModuleGate>
      <div className="container-lg" data-testid="competition-input-delete-page">
        <h1 className="visually-hidden">{t('competition.wizard.deleteInput')}</h1>
        <ConfirmDialog
          testId="competition-input-delete-dialog"
          title={t('competition.wizard.deleteInput')}
          message={t('competition.wizard.deleteInputQuestion')}
          confirmLabel={t('entity.action.delete')}
          busy={removing.isLoading}
          onCancel={back}
          onConfirm={() => {
            void remove(inputId).then((r) => {
              if ('data' in r) back();
            });
          }}
        />
      </div>
    </ModuleGate>
  );
}

export default ExtraInputDeletePage;
