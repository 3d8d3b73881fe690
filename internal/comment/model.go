// Package comment holds the comments on a contribution, their likes and the
// per-user count (spec 002 §3 "Comment", §7 "Comments, chat, ratings";
// docs/api-collaboration.md). Who may read and write follows the
// contribution's visibility (asked of the contribution engine) and its
// comment status.
package comment

import (
	"time"

	"github.com/inno-platform/inno/internal/paging"
)

// Comment is one comment of a contribution's thread, as the caller sees it.
type Comment struct {
	ID             int64 `json:"id"`
	ContributionID int64 `json:"contributionId"`
	// Comment is the text as typed; CommentHTML the same escaped, with line
	// breaks and links made clickable (sanitized on the server). Both are
	// empty in a hidden comment for all but the moderators.
	Comment      string     `json:"comment"`
	CommentHTML  string     `json:"commentHtml"`
	UserID       int64      `json:"userId"`
	UserFullName string     `json:"userFullName"`
	CreatedDate  time.Time  `json:"createdDate"`
	Edited       bool       `json:"edited"`
	EditedDate   *time.Time `json:"editedDate"`
	LikeCount    int        `json:"likeCount"`
	LikedByMe    bool       `json:"likedByMe"`
	Hidden       bool       `json:"hidden"`
	HiddenReason string     `json:"hiddenReason"` // for the moderators only
	// What the caller may do with it now.
	CanEdit   bool `json:"canEdit"`
	CanDelete bool `json:"canDelete"`
	CanHide   bool `json:"canHide"`
}

// Input is the body of add-comment and update-comment.
type Input struct {
	Comment string `json:"comment"`
}

// HideInput is the body of hide-comment: the moderator's reason.
type HideInput struct {
	Reason string `json:"reason"`
}

// Like is a comment's like state for the caller after a toggle.
type Like struct {
	CommentID int64 `json:"commentId"`
	Liked     bool  `json:"liked"`
	LikeCount int   `json:"likeCount"`
}

// UserCount is the number of comments a user wrote (hidden ones apart).
type UserCount struct {
	UserID int64 `json:"userId"`
	Count  int64 `json:"count"`
}

// Bounds of a comment and of a moderator's reason.
const (
	MinLength       = 1
	MaxLength       = 2000
	MinReasonLength = 3
	MaxReasonLength = 500
)

// Sortable: a thread is read oldest first (id), newest first with sort=id,desc.
var Sortable = paging.Sortable{"id": "cc.id", "createdDate": "cc.id"}

// History actions of moderation (category COMMENT of the contribution's history).
const (
	ActionHidden   = "comment-hidden"
	ActionRestored = "comment-restored"
)

// MailKind is the template of the owners' digest of new comments.
const MailKind = "comments"
