import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { canList } from '../../app/layout/menuRules';
import { showToasts } from '../../app/notifications/toasts';
import { useAppSelector } from '../../app/store';
import { useZodForm } from '../../shared/form/useZodForm';
import { formatDateTime } from '../../shared/format';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { AudienceSection, BannerSection, sharedFields, SummaryAndBody, TitleField } from '../publishing/EditorSections';
import { parseEntityId } from '../publishing/ids';
import { ItemEditorFrame } from '../publishing/ItemEditorFrame';
import { StateDialog } from '../publishing/StateDialog';
import { useCampaignForUpdateQuery, useCreateCampaignMutation, useUpdateCampaignMutation } from './campaignApi';
import { CampaignCodeField, CampaignTypeAndEnd } from './CampaignFields';
import { campaignPayload, campaignSaveProblem, campaignSchema, emptyCampaignForm, toCampaignForm, type CampaignForm } from './form';
import { approveTarget, approveWording, editActions, wordingText, type CampaignAction } from './stateMachine';
import { CAMPAIGN_TYPES, type Campaign, type CampaignType } from './types';

/** /campaign/new and /campaign/{id}/edit. */
export function CampaignUpdatePage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : parseEntityId(params.id);
  const [openedAt] = useState(() => Date.now());
  const item = useCampaignForUpdateQuery(id ?? skipToken);

  if ((!isNew && id === null) || item.isError) return <NotFoundPage />;
  if (isNew) return <CampaignEditor key="new" campaign={null} now={openedAt} />;
  if (item.currentData === undefined) return <PageSpinner />;
  return <CampaignEditor key={String(id)} campaign={item.currentData} now={item.fulfilledTimeStamp ?? openedAt} />;
}

/** The campaign types the user may choose: those whose listing is enabled for them (and the campaign's own). */
export function offeredTypes(allowed: (t: CampaignType) => boolean, current: CampaignType | null): CampaignType[] {
  return CAMPAIGN_TYPES.filter((t) => allowed(t) || t === current);
}

const BUTTON_CLASS: Record<CampaignAction, string> = {
  CREATE: 'btn-primary',
  SAVE_DRAFT: 'btn-outline-primary',
  PUBLISH: 'btn-success',
  SAVE: 'btn-primary',
  COMPLETE: 'btn-outline-primary',
  TERMINATE: 'btn-outline-danger',
  ARCHIVE: 'btn-outline-dark',
};

function CampaignEditor({ campaign, now }: { campaign: Campaign | null; now: number }) {
  const { t } = useTranslation();
  const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector((s) => s.authentication);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const account = session.isAuthenticated ? session.account : null;
  const types = offeredTypes((type) => canList(type, account, config), campaign?.campaignType ?? null);
  const initial = campaign ? toCampaignForm(campaign) : emptyCampaignForm(types[0] ?? 'SUGGESTION', now);
  const form = useZodForm(campaignSchema, initial, { invalidToast: 'campaign.messages.invalid' });
  const v = form.values;
  const [createCampaign, created] = useCreateCampaignMutation();
  const [updateCampaign, updated] = useUpdateCampaignMutation();
  const busy = created.isLoading || updated.isLoading;
  const [asking, setAsking] = useState<CampaignAction | null>(null);
  const actions = editActions(v.publishState, campaign?.dateSubmissionEnd, now);

  const persist = async (values: CampaignForm, action: CampaignAction, sendEmail: boolean) => {
    const body = campaignPayload(values, action, sendEmail);
    if (action === 'CREATE') {
      const saved = await createCampaign(body).unwrap();
      navigate(`/campaign/${saved.id}/edit`, { replace: true });
    } else {
      await updateCampaign({ body, successMessage: `campaign.messages.${action}` }).unwrap();
      navigate(`/campaign/manage${location.search}`);
    }
  };

  // The field rules, then the date and target rules of the action (a toast), then the question.
  const attempt = (action: CampaignAction) =>
    form.submit(async (values) => {
      const problem = campaignSaveProblem(values, action);
      if (problem) showToasts([{ type: 'error', key: problem.key }]);
      else setAsking(action);
    });

  const wording = asking ? approveWording(approveTarget(asking), v.campaignType) : null;
  return (
    <ItemEditorFrame
      entity="campaign"
      isNew={v.id === null}
      state={v.publishState && t(`campaign.publishState.${v.publishState}`)}
      stateTestId="campaign-form-state"
      intro={
        v.publishState === 'PUBLISHED' && (
          <p className="text-muted small" data-testid="campaign-form-dates">
            {t('campaign.update.publishedDates', {
              start: formatDateTime(v.dateSubmissionStart),
              announce: formatDateTime(v.announceDate),
            })}
          </p>
        )
      }
      readOnly={actions.length === 0}
      busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (actions[0]) void attempt(actions[0])();
      }}
      main={
        <>
          <div className="row">
            <div className="col-sm-4">
              <CampaignCodeField form={form} />
            </div>
            <div className="col-sm-8">
              <TitleField entity="campaign" fields={sharedFields(form)} />
            </div>
          </div>
          <SummaryAndBody entity="campaign" fields={sharedFields(form)} />
          <BannerSection entity="campaign" fields={sharedFields(form)} />
        </>
      }
      side={
        <>
          <CampaignTypeAndEnd form={form} types={types} />
          <AudienceSection entity="campaign" fields={sharedFields(form)} />
        </>
      }
      cancelTo={`/campaign/manage${location.search}`}
      actions={actions.map((a) => ({
        label: t(`campaign.actions.${a}`),
        className: BUTTON_CLASS[a],
        testId: `campaign-action-${a}`,
        onClick: () => void attempt(a)(),
      }))}
    >
      {asking && wording && (
        <StateDialog
          testId="campaign-approve-dialog"
          title={t('campaign.approve.title')}
          question={wordingText(tr, wording.question)}
          info={wording.info ? wordingText(tr, wording.info) : undefined}
          offerEmail={asking === 'PUBLISH'}
          confirmLabel={t(`campaign.actions.${asking}`)}
          confirmVariant={asking === 'TERMINATE' ? 'danger' : asking === 'PUBLISH' ? 'success' : 'primary'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(sendEmail) => {
            const action = asking;
            setAsking(null);
            void form.submit((values) => persist(values, action, sendEmail))();
          }}
        />
      )}
    </ItemEditorFrame>
  );
}

export default CampaignUpdatePage;
