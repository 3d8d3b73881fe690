import type { Schemas } from '../../app/api/types';

/** A comment of a contribution's thread as the caller sees it (docs/api-collaboration.md). */
export type Comment = Schemas['Comment'];
/** `{commentId, liked, likeCount}` after a like's toggle. */
export type CommentLike = Schemas['Like'];

/** The bounds the server checks (1–2,000 characters; a moderator's reason 3–500). */
export const COMMENT_MAX = 2000;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Comments per page of a thread. */
export const COMMENT_PAGE_SIZE = 10;
