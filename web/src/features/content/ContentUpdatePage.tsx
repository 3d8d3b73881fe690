import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { showToasts } from '../../app/notifications/toasts';
import { useZodForm } from '../../shared/form/useZodForm';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { AudienceSection, BannerSection, sharedFields, SummaryAndBody, TitleField } from '../publishing/EditorSections';
import { parseEntityId } from '../publishing/ids';
import { ItemEditorFrame } from '../publishing/ItemEditorFrame';
import { StateDialog } from '../publishing/StateDialog';
import { useContentCategoriesQuery, useContentForUpdateQuery, useCreateContentMutation, useUpdateContentMutation } from './contentApi';
import { ContentFields } from './ContentFields';
import {
  contentActions,
  contentPayload,
  contentSaveProblem,
  contentSchema,
  emptyContentForm,
  toContentForm,
  type ContentForm,
  type ContentIntent,
} from './form';
import type { ContentCategory } from './types';

/** /content/new and /content/{id}/edit. */
export function ContentUpdatePage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : parseEntityId(params.id);
  const item = useContentForUpdateQuery(id ?? skipToken);
  // A failed load of the categories was shown by the API client: the select then offers none.
  const categories = useContentCategoriesQuery();

  if ((!isNew && id === null) || item.isError) return <NotFoundPage />;
  if (categories.isLoading || (!isNew && item.currentData === undefined)) return <PageSpinner />;
  const list = categories.data ?? [];
  const initial = item.currentData
    ? toContentForm(item.currentData)
    : { ...emptyContentForm(), categoryId: list[0] ? String(list[0].id) : '' };
  return <ContentEditor key={isNew ? 'new' : String(id)} initial={initial} categories={list} />;
}

const BUTTONS = {
  NEXT: { className: 'btn-primary', label: 'content.update.next', testId: 'content-next', intent: 'DRAFT' },
  SAVE_DRAFT: { className: 'btn-outline-primary', label: 'content.update.saveDraft', testId: 'content-save-draft', intent: 'DRAFT' },
  PUBLISH: { className: 'btn-success', label: 'content.update.publish', testId: 'content-publish', intent: 'PUBLISHED' },
  SAVE: { className: 'btn-primary', label: 'entity.action.save', testId: 'content-save', intent: 'PUBLISHED' },
} as const;

function ContentEditor({ initial, categories }: { initial: ContentForm; categories: readonly ContentCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(contentSchema, initial, { invalidToast: 'content.messages.invalid' });
  const v = form.values;
  const [createContent, created] = useCreateContentMutation();
  const [updateContent, updated] = useUpdateContentMutation();
  const busy = created.isLoading || updated.isLoading;
  const [publishing, setPublishing] = useState(false);
  const actions = contentActions(v.publishState);

  const persist = async (values: ContentForm, intent: ContentIntent, sendEmail = false) => {
    const body = contentPayload(values, intent, sendEmail);
    if (values.id === null) {
      const saved = await createContent(body).unwrap();
      navigate(`/content/${saved.id}/edit`, { replace: true });
      return;
    }
    const publishes = intent === 'PUBLISHED' && values.publishState !== 'PUBLISHED';
    await updateContent({ body, successMessage: publishes ? 'content.messages.published' : 'content.messages.saved' }).unwrap();
    navigate('/content/manage');
  };

  // The field rules, then the date and target rules (a toast), then a draft is published after the question.
  const attempt = (intent: ContentIntent) =>
    form.submit(async (values) => {
      const problem = contentSaveProblem(values, intent);
      if (problem) showToasts([{ type: 'error', key: problem.key }]);
      else if (intent === 'PUBLISHED' && values.publishState === 'DRAFT') setPublishing(true);
      else await persist(values, intent);
    });

  return (
    <ItemEditorFrame
      entity="content"
      isNew={v.id === null}
      state={v.publishState && t(`content.publishState.${v.publishState}`)}
      stateTestId="content-state"
      readOnly={actions.length === 0}
      busy={busy}
      onSubmit={(e) => void attempt(v.publishState === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT')(e)}
      main={
        <>
          <TitleField entity="content" fields={sharedFields(form)} />
          <SummaryAndBody entity="content" fields={sharedFields(form)} />
          <BannerSection entity="content" fields={sharedFields(form)} />
        </>
      }
      side={
        <>
          <ContentFields form={form} categories={categories} />
          <AudienceSection entity="content" fields={sharedFields(form)} />
        </>
      }
      cancelTo="/content/manage"
      actions={actions.map((a) => ({
        label: t(BUTTONS[a].label),
        className: BUTTONS[a].className,
        testId: BUTTONS[a].testId,
        onClick: () => void attempt(BUTTONS[a].intent)(),
      }))}
    >
      {publishing && (
        <StateDialog
          testId="content-publish-dialog"
          title={t('content.publishDialog.title')}
          question={t('content.publishDialog.question', { title: v.title.trim() })}
          offerEmail
          confirmLabel={t('content.update.publish')}
          confirmVariant="success"
          busy={busy}
          onCancel={() => setPublishing(false)}
          onConfirm={(sendEmail) => {
            setPublishing(false);
            void form.submit((values) => persist(values, 'PUBLISHED', sendEmail))();
          }}
        />
      )}
    </ItemEditorFrame>
  );
}

export default ContentUpdatePage;
