import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Path, PathValue } from 'react-hook-form';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { useZodForm } from '../../shared/form/useZodForm';
import { useConfirm } from '../../shared/ConfirmDialog';
import {
  isVisibleDetail,
  useDeleteContributionMutation,
  useExecuteActionMutation,
  useExtraInputsWithAnswersQuery,
  useLazyContributionQuery,
  useSaveContributionMutation,
  type ActionResult,
} from './contributionApi';
import {
  coOwnersOf,
  contributionSchema,
  initialAnswers,
  shownAnswers,
  submitAction,
  toMainForm,
  toPayload,
  type ContributionFormValues,
} from './form';
import { liveErrors } from '../../shared/form/liveErrors';
import { detailPath, listPath } from './paths';
import type { ActionView, CampaignOption, ContributionDetail, EditEntity, ExtraInputWithAnswer, FieldOption, Tag } from './types';

/** What the edit page loaded for the form. */
export interface FormData {
  detail: ContributionDetail;
  entity: EditEntity;
  fields: FieldOption[];
  campaigns: CampaignOption[];
  tags: Tag[];
  inputs: ExtraInputWithAnswer[];
}

type Field = Path<ContributionFormValues>;

/**
 * The contribution form's state and its three ways out: save (a draft stays a draft), submit (save,
 * then the life cycle's submit action) and delete. The extra inputs follow the saved field (a save
 * marks the contribution stale, so its inputs are read again).
 */
export function useContributionForm(data: FormData, parentId: number | null, lang: string) {
  const navigate = useNavigate();
  const { detail } = data;
  const type = data.entity.contributionType || detail.contributionType;
  const isIdea = type === 'IDEA';
  const [original, setOriginal] = useState<EditEntity>(data.entity);
  const inputs = useExtraInputsWithAnswersQuery({ id: original.id, langkey: lang }).data ?? data.inputs;
  const schema = contributionSchema(inputs);
  const form = useZodForm<ContributionFormValues>(
    schema,
    {
      ...toMainForm(data.entity, isIdea ? null : parentId),
      extraInput: initialAnswers(data.inputs, data.entity),
      tagIds: data.entity.tagIds,
      coOwners: coOwnersOf(data.entity.coOwnerIds, detail.people),
      intent: 'draft',
    },
    { invalidToast: 'contribution.messages.invalid' },
  );
  const errorOf = liveErrors(form, schema);
  const [save] = useSaveContributionMutation();
  const [loadDetail] = useLazyContributionQuery();
  const [execute] = useExecuteActionMutation();
  const [deleteContribution, deleting] = useDeleteContributionMutation();
  const [confirm, confirmDialog] = useConfirm('contribution-delete-dialog');
  const [pendingAction, setPendingAction] = useState<ActionView | null>(null);
  const isDraft = original.stateType === 'NEW' || original.stateType === 'DRAFT';
  const { shown, answers } = shownAnswers(inputs, form.values);

  /** Sets a field as the user does: its server message goes at once. */
  const change = <N extends Field>(name: N, value: PathValue<ContributionFormValues, N>) => {
    form.clearErrors(name);
    form.set(name, value);
  };

  const payload = (values: ContributionFormValues, savedAsDraft: boolean) => {
    const current = shownAnswers(inputs, values);
    return toPayload(original, values, {
      tagIds: values.tagIds,
      coOwners: values.coOwners,
      inputs: current.shown,
      answers: current.answers,
      savedAsDraft,
    });
  };

  const finish = (result: ActionResult) => {
    showToasts([{ type: 'success', key: 'contribution.messages.submitted' }]);
    navigate(isVisibleDetail(result) ? detailPath(result.id) : listPath(type, 0, 'mine'));
  };

  /** Drafts are saved as drafts; a contribution past its draft (an admin editing) is just saved. */
  const saveDraft = form.submit(async (values) => {
    const successMessage = isDraft ? 'contribution.messages.draftSaved' : 'contribution.messages.saved';
    setOriginal(await save({ type, entity: payload(values, isDraft), successMessage }).unwrap());
  });

  const submit = form.submit(async (values) => {
    // a quiet save (no "saved" toast on the way to the action): its failure is shown here, the field messages by the form
    const saved = await save({ type, entity: payload(values, false), notify: false })
      .unwrap()
      .catch((e: unknown) => {
        notifyError(e);
        throw e;
      });
    setOriginal(saved);
    const fresh = await loadDetail({ id: saved.id, langkey: lang }).unwrap();
    const action = submitAction(fresh.actions);
    if (!action) {
      showToasts([{ type: 'warning', key: 'contribution.messages.noAction' }]);
      navigate(detailPath(saved.id));
    } else if (action.explanation === 'REQUIRED') {
      setPendingAction(action);
    } else {
      finish(await execute({ id: saved.id, action: action.name, explanation: '', langkey: lang }).unwrap());
    }
  });

  const run = (intent: ContributionFormValues['intent'], then: () => Promise<void>) => {
    form.setValue('intent', intent);
    void then();
  };

  const remove = async (question: string, deleteLabel?: string) => {
    if (!(await confirm({ message: question, confirmLabel: deleteLabel }))) return;
    const result = await deleteContribution({ type, id: original.id });
    if (!('error' in result)) navigate(listPath(type, 0, 'mine'));
  };

  return {
    form,
    errorOf,
    change,
    type,
    isIdea,
    isDraft,
    original,
    shown,
    answers,
    busy: form.formState.isSubmitting || deleting.isLoading,
    saveDraft: () => run('draft', saveDraft),
    submit: () => run('submit', submit),
    remove,
    confirmDialog,
    pendingAction,
    closePendingAction: () => setPendingAction(null),
    finish,
  };
}

export type ContributionFormState = ReturnType<typeof useContributionForm>;
