import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/form/useZodForm';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { useCreateActionItemMutation } from './benefitsApi';
import { DateField } from './DateField';
import { actionItemBody, actionItemSchema, type ActionItemValues } from './model';

/** A new action item: its title, description, assignee and due date; it opens a task for the assignee. */
export function ActionItemForm({ contributionId, onClose }: { contributionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm<ActionItemValues>(
    actionItemSchema,
    { title: '', description: '', assigneeId: null, dueDate: '' },
    {
      invalidToast: 'actionItem.invalid',
    },
  );
  const [assignee, setAssignee] = useState<SearchUser[]>([]);
  const [create, creating] = useCreateActionItemMutation();
  const onSubmit = form.submit(
    async (values) => {
      await create(actionItemBody(values, contributionId)).unwrap();
      onClose();
    },
    { errorKeys: { userNotFound: 'assigneeId' } },
  );

  return (
    <form className="card card-body mb-3" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="action-item-form">
      <TextField {...form.text('title')} id="action-item-title" label={t('actionItem.titleLabel')} required maxLength={255} />
      <TextField {...form.text('description')} id="action-item-description" label={t('actionItem.description')} maxLength={2000} />
      <div className="row g-2">
        <div className="col-12 col-md-6 mb-3">
          <label className="form-label" htmlFor="action-item-assignee-input">
            {t('actionItem.assignee')}
            <span className="text-danger ms-1" aria-hidden="true">
              *
            </span>
          </label>
          <UserSearch
            id="action-item-assignee"
            value={assignee}
            onChange={(users) => {
              setAssignee(users);
              form.set('assigneeId', users[0]?.id ?? null);
            }}
          />
          <FieldFeedback id="action-item-assignee" message={form.errorOf('assigneeId')} label={t('actionItem.assignee')} />
        </div>
        <div className="col-12 col-md-6">
          <DateField {...form.text('dueDate')} id="action-item-dueDate" label={t('actionItem.dueDate')} required />
        </div>
      </div>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('entity.action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading} data-testid="action-item-save">
          {t('entity.action.save')}
        </button>
      </div>
    </form>
  );
}
