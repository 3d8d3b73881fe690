import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { useConfirm } from '../../shared/ConfirmDialog';
import { initials } from '../contribution/DetailSidebar';
import { useDeleteCommentMutation, useRestoreCommentMutation, useToggleLikeMutation, useUpdateCommentMutation } from './commentApi';
import { CommentEditor } from './CommentEditor';
import { HideCommentDialog } from './HideCommentDialog';
import type { Comment } from './types';

/** One comment: author, time (and the edit's), the text with its links, the like, and what the caller may do. */
export function CommentItem({ comment: c, open }: { comment: Comment; open: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [update, updating] = useUpdateCommentMutation();
  const [remove] = useDeleteCommentMutation();
  const [restore] = useRestoreCommentMutation();
  const [toggleLike, liking] = useToggleLikeMutation();
  const [confirm, confirmDialog] = useConfirm('comment-delete-dialog');
  const ref = { contributionId: c.contributionId, id: c.id };
  const name = c.userFullName || t('comments.someone');

  const onDelete = async () => {
    if (await confirm({ title: t('comments.delete.title'), message: t('comments.delete.question') })) await remove(ref);
  };

  return (
    <li className="list-group-item py-3" data-testid={`comment-${c.id}`}>
      <div className="d-flex gap-2 align-items-start">
        <span className="inno-avatar flex-shrink-0" aria-hidden="true">
          {initials(name)}
        </span>
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex flex-wrap column-gap-2 align-items-baseline">
            <strong>{name}</strong>
            <span className="small text-body-secondary">{formatDateTime(c.createdDate)}</span>
            {c.edited && c.editedDate && (
              <span className="small text-body-secondary fst-italic" data-testid={`comment-${c.id}-edited`}>
                {t('comments.edited', { date: formatDateTime(c.editedDate) })}
              </span>
            )}
          </div>
          {c.hidden && (
            <div className="small text-body-secondary fst-italic my-1" data-testid={`comment-${c.id}-hidden`}>
              {c.hiddenReason ? t('comments.hiddenWithReason', { reason: c.hiddenReason }) : t('comments.hiddenNotice')}
            </div>
          )}
          {editing ? (
            <CommentEditor
              id={`comment-${c.id}-edit`}
              initial={c.comment}
              label={t('comments.editLabel')}
              submitLabel={t('entity.action.save')}
              busy={updating.isLoading}
              onSave={async (comment) => {
                await update({ ...ref, comment }).unwrap();
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            c.commentHtml && (
              <SafeHtml html={c.commentHtml} className="inno-comment-text text-break my-1" data-testid={`comment-${c.id}-text`} />
            )
          )}
          {!editing && (
            <div className="d-flex flex-wrap gap-2 mt-1">
              {!c.hidden && (
                <button
                  type="button"
                  className={`btn btn-sm ${c.likedByMe ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={c.likedByMe}
                  disabled={!open || liking.isLoading}
                  onClick={() => void toggleLike(ref)}
                  data-testid={`comment-${c.id}-like`}
                >
                  {t('comments.like', { count: c.likeCount })}
                </button>
              )}
              {c.canEdit && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setEditing(true)}
                  data-testid={`comment-${c.id}-edit`}
                >
                  {t('entity.action.edit')}
                </button>
              )}
              {c.canDelete && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => void onDelete()}
                  data-testid={`comment-${c.id}-delete`}
                >
                  {t('entity.action.delete')}
                </button>
              )}
              {c.canHide && !c.hidden && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => setHiding(true)}
                  data-testid={`comment-${c.id}-hide`}
                >
                  {t('comments.hide.action')}
                </button>
              )}
              {c.canHide && c.hidden && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => void restore(ref)}
                  data-testid={`comment-${c.id}-restore`}
                >
                  {t('comments.restore')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      {hiding && <HideCommentDialog comment={c} onClose={() => setHiding(false)} />}
      {confirmDialog}
    </li>
  );
}
