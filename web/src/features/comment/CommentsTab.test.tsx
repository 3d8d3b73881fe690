import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionDetailPage } from '../contribution/ContributionDetailPage';
import { DETAIL, renderAt } from '../contribution/testing';
import type { ContributionDetail } from '../contribution/types';
import { commentsOpen, commentsVisible, moderates, newestPage } from './model';
import type { Comment } from './types';

afterEach(() => vi.unstubAllGlobals());

const OPEN: ContributionDetail = {
  ...DETAIL,
  stateId: 3,
  stateType: 'EVALUATION',
  commentStatus: 'OPEN',
  ratingStatus: 'HIDDEN', // no rating card in these tests
  commentCount: 2,
  callerRoles: ['VIEWER'],
  actions: [],
  commands: [],
};

const comment = (over: Partial<Comment>): Comment => ({
  id: 1,
  contributionId: 7,
  comment: 'First',
  commentHtml: 'First',
  userId: 2,
  userFullName: 'Eda External',
  createdDate: '2025-01-02T10:00:00Z',
  edited: false,
  editedDate: null,
  likeCount: 0,
  likedByMe: false,
  hidden: false,
  hiddenReason: '',
  canEdit: false,
  canDelete: false,
  canHide: false,
  ...over,
});

const THREAD = [
  comment({
    id: 1,
    comment: 'See https://x.test',
    commentHtml: 'See <a href="https://x.test" target="_blank" rel="nofollow noopener">https://x.test</a>',
  }),
  comment({ id: 2, comment: 'Mine', commentHtml: 'Mine', userFullName: 'Umut User', canEdit: true, canDelete: true, likeCount: 1 }),
];

const LIST = 'GET /api/v3/comments/list/7';

function stub(detail: ContributionDetail, over: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: detail },
    [LIST]: { body: THREAD, headers: { 'x-total-count': String(THREAD.length) } },
    ...over,
  });
}

const view = () => renderAt('/contribution/view/7?tab=comments', '/contribution/view/:id', <ContributionDetailPage />);
const calls = (all: StubCall[], method: string, path: string) => all.filter((c) => c.method === method && c.path === path);

describe('comment rules', () => {
  it('moderators, visibility, the open reading and the newest page', () => {
    expect(moderates({ ...OPEN, callerRoles: ['MANAGER', 'VIEWER'] })).toBe(true);
    expect(moderates({ ...OPEN, commands: ['CHANGE_COMMENT_STATUS'] })).toBe(true);
    expect(moderates(OPEN)).toBe(false);
    expect(commentsVisible({ ...OPEN, commentStatus: 'HIDDEN' })).toBe(false);
    expect(commentsVisible({ ...OPEN, commentStatus: 'HIDDEN', commands: ['CHANGE_COMMENT_STATUS'] })).toBe(true);
    expect(commentsVisible({ ...OPEN, commentStatus: 'CLOSED' })).toBe(true);
    expect(commentsOpen({ commentStatus: 'VISIBLE' })).toBe(true);
    expect(commentsOpen({ commentStatus: 'CLOSED' })).toBe(false);
    expect([newestPage(0, 10), newestPage(10, 10), newestPage(11, 10)]).toEqual([0, 0, 1]);
  });
});

describe('the comments tab of the contribution detail', () => {
  it('shows the thread with its links, likes, edits and posts a comment', async () => {
    const all = stub(OPEN, {
      'POST /api/v3/comments/add-comment/7': (c) => ({
        status: 201,
        body: comment({ id: 3, comment: (c.body as { comment: string }).comment }),
      }),
      'POST /api/v3/comments/toggle-like/1': { body: { commentId: 1, liked: true, likeCount: 1 } },
      'POST /api/v3/comments/update-comment/2': { body: comment({ id: 2, comment: 'Mine, edited', edited: true }) },
    });
    view();
    expect(await screen.findByTestId('contribution-tab-comments')).toHaveTextContent('Comments (2)');
    const first = await screen.findByTestId('comment-1');
    expect(within(first).getByRole('link', { name: 'https://x.test' })).toHaveAttribute('href', 'https://x.test');
    expect(within(first).queryByTestId('comment-1-edit')).toBeNull();
    expect(screen.getByTestId('comment-2-like')).toHaveTextContent('Like · 1');

    fireEvent.click(screen.getByTestId('comment-1-like'));
    await waitFor(() => expect(calls(all, 'POST', '/api/v3/comments/toggle-like/1')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('comment-2-edit'));
    fireEvent.change(screen.getByTestId('comment-2-edit'), { target: { value: 'Mine, edited' } });
    fireEvent.click(screen.getByTestId('comment-2-edit-save'));
    await waitFor(() => expect(calls(all, 'POST', '/api/v3/comments/update-comment/2')[0]?.body).toEqual({ comment: 'Mine, edited' }));

    // the client's rule first: an empty comment is not sent
    fireEvent.click(screen.getByTestId('comment-new-save'));
    expect(await screen.findByTestId('comment-new-error')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('comment-new'), { target: { value: ' A new idea \n on two lines ' } });
    fireEvent.click(screen.getByTestId('comment-new-save'));
    await waitFor(() => expect(calls(all, 'POST', '/api/v3/comments/add-comment/7')).toHaveLength(1));
    expect(calls(all, 'POST', '/api/v3/comments/add-comment/7')[0].body).toEqual({ comment: 'A new idea \n on two lines' });
  });

  it('a closed thread is read only; a hidden comment shows its notice', async () => {
    stub(
      { ...OPEN, commentStatus: 'CLOSED' },
      { [LIST]: { body: [comment({ id: 5, hidden: true, comment: '', commentHtml: '' })], headers: { 'x-total-count': '1' } } },
    );
    view();
    expect(await screen.findByTestId('comments-closed-status')).toBeInTheDocument();
    expect(await screen.findByTestId('comment-5-hidden')).toHaveTextContent('A moderator hid this comment.');
    expect(screen.queryByTestId('comment-new')).toBeNull();
    expect(screen.queryByTestId('comment-5-like')).toBeNull();
  });

  it('has no tab while the comments are hidden from the caller', async () => {
    stub({ ...OPEN, commentStatus: 'HIDDEN' });
    view();
    await screen.findByTestId('contribution-tab-details');
    expect(screen.queryByTestId('contribution-tab-comments')).toBeNull();
  });

  it('lets a moderator hide a comment with a reason', async () => {
    const all = stub(
      { ...OPEN, callerRoles: ['MANAGER', 'VIEWER'] },
      {
        [LIST]: { body: [comment({ id: 1, canHide: true })], headers: { 'x-total-count': '1' } },
        'POST /api/v3/comments/hide-comment/1': { body: comment({ id: 1, hidden: true, hiddenReason: 'Off topic', canHide: true }) },
      },
    );
    view();
    fireEvent.click(await screen.findByTestId('comment-1-hide'));
    fireEvent.change(await screen.findByTestId('comment-hide-reason'), { target: { value: 'Off topic' } });
    fireEvent.click(screen.getByTestId('comment-hide-confirm'));
    await waitFor(() => expect(calls(all, 'POST', '/api/v3/comments/hide-comment/1')[0]?.body).toEqual({ reason: 'Off topic' }));
  });
});
