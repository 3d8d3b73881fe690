import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../shared/Pager';
import { PageSpinner } from '../../shared/PageSpinner';
import type { ContributionDetail } from '../contribution/types';
import { useAddCommentMutation, useCommentsQuery } from './commentApi';
import { CommentEditor } from './CommentEditor';
import { CommentItem } from './CommentItem';
import { commentsOpen, newestPage } from './model';
import { COMMENT_PAGE_SIZE } from './types';
import './comments.css';

/**
 * The contribution's comments: the thread paged oldest first with the newest page one click away, each
 * comment's like, edit, delete and moderation, and the box of a new comment while the thread is open.
 */
export function CommentsTab({ detail }: { detail: ContributionDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0); // 0-based
  const thread = useCommentsQuery({ contributionId: detail.id, page, size: COMMENT_PAGE_SIZE });
  const [add, adding] = useAddCommentMutation();
  const open = commentsOpen(detail);
  const total = thread.data?.totalCount ?? 0;
  const newest = newestPage(total, COMMENT_PAGE_SIZE);

  if (thread.isError) {
    return (
      <p className="text-body-secondary" data-testid="comments-unavailable">
        {t('comments.unavailable')}
      </p>
    );
  }
  return (
    <section data-testid="comments" aria-labelledby="comments-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0" id="comments-title">
          {t('comments.heading')}
        </h2>
        {page !== newest && total > 0 && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setPage(newest)} data-testid="comments-newest">
            {t('comments.newest')}
          </button>
        )}
      </div>
      {detail.commentStatus === 'HIDDEN' && (
        <div className="alert alert-secondary py-2 small" data-testid="comments-hidden-status">
          {t('comments.status.hidden')}
        </div>
      )}
      {detail.commentStatus === 'CLOSED' && (
        <div className="alert alert-secondary py-2 small" data-testid="comments-closed-status">
          {t('comments.status.closed')}
        </div>
      )}
      {!thread.data ? (
        <PageSpinner />
      ) : total === 0 ? (
        <p className="text-body-secondary" data-testid="comments-empty">
          {t('comments.empty')}
        </p>
      ) : (
        <ul className="list-group list-group-flush mb-3 inno-comments" data-testid="comments-list">
          {thread.data.items.map((c) => (
            <CommentItem key={c.id} comment={c} open={open} />
          ))}
        </ul>
      )}
      {total > COMMENT_PAGE_SIZE && (
        <Pager activePage={page + 1} totalItems={total} itemsPerPage={COMMENT_PAGE_SIZE} onSelect={(p) => setPage(p - 1)} />
      )}
      {open && (
        <CommentEditor
          id="comment-new"
          label={t('comments.newLabel')}
          submitLabel={t('comments.post')}
          busy={adding.isLoading}
          onSave={async (comment) => {
            await add({ contributionId: detail.id, comment }).unwrap();
            setPage(newestPage(total + 1, COMMENT_PAGE_SIZE)); // the new comment is on the newest page
          }}
        />
      )}
    </section>
  );
}
