import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { commentSchema } from './model';
import { COMMENT_MAX } from './types';

/**
 * The text box of a new comment or of an edit: plain text (line breaks and links kept), 1–2,000
 * characters, the server's fieldErrors on the field. A new comment's box empties after the save.
 */
export function CommentEditor({
  id,
  initial = '',
  label,
  submitLabel,
  busy,
  onSave,
  onCancel,
}: {
  id: string;
  initial?: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (comment: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(commentSchema, { comment: initial }, { invalidToast: 'comments.invalid' });
  const onSubmit = form.submit(async ({ comment }) => {
    await onSave(comment.trim());
    if (!onCancel) form.reset({ comment: '' });
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid={`${id}-form`}>
      <TextAreaField {...form.text('comment')} id={id} label={label} maxLength={COMMENT_MAX} rows={onCancel ? 3 : 4} required />
      <div className="d-flex gap-2 justify-content-end">
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel} data-testid={`${id}-cancel`}>
            {t('entity.action.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy} data-testid={`${id}-save`}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
