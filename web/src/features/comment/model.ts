import { z } from 'zod';
import { text } from '../../shared/form/schema';
import type { ContributionDetail } from '../contribution/types';
import { COMMENT_MAX, REASON_MAX, REASON_MIN } from './types';

type Subject = Pick<ContributionDetail, 'commentStatus' | 'commands' | 'callerRoles'>;

/**
 * Whether the caller moderates the comments: the type's administrator (MANAGER), or a role the current
 * state grants the comment status command. The server decides; this only shapes the page.
 */
export function moderates(d: Subject): boolean {
  return d.callerRoles.includes('MANAGER') || d.commands.includes('CHANGE_COMMENT_STATUS');
}

/** Whether the caller reads the thread: shown (OPEN or CLOSED), or hidden and they moderate. */
export function commentsVisible(d: Subject): boolean {
  return d.commentStatus !== 'HIDDEN' || moderates(d);
}

/** Whether new comments, edits and likes are taken (OPEN; VISIBLE is the same status in the spec's other reading). */
export function commentsOpen(d: Pick<ContributionDetail, 'commentStatus'>): boolean {
  return d.commentStatus === 'OPEN' || d.commentStatus === 'VISIBLE';
}

/** The 0-based page that holds the newest comments of a thread of `total` comments. */
export function newestPage(total: number, size: number): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}

export const commentSchema = z.object({ comment: text({ required: true, max: COMMENT_MAX }) });
export type CommentForm = z.infer<typeof commentSchema>;

export const hideSchema = z.object({ reason: text({ required: true, min: REASON_MIN, max: REASON_MAX }) });
export type HideForm = z.infer<typeof hideSchema>;
