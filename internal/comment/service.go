package comment

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Contributions is what the comments ask of the contribution engine: the
// contribution as the caller may see it (404 otherwise) with its comment
// status, the counter its lists show, its owners and its history.
type Contributions interface {
	FeedbackAlong(ctx context.Context, id int64, along *db.Along) (contribution.Feedback, error)
	FeedbackCounts(ctx context.Context, id int64, comments, ratings, ratingSum int) error
	Addressees(ctx context.Context, id int64, contributionType, role string) ([]contribution.Addressee, error)
	RecordComment(ctx context.Context, id int64, action, reason string) error
}

// Digests collects the owners' notifications of new comments into one
// mail per burst (package mail).
type Digests interface {
	Digest(ctx context.Context, to, lang, kind, topic string, item map[string]any) error
	BaseURL() string
}

var _ Digests = (*mail.Mailer)(nil)

// Service holds the rules of comments and likes.
type Service struct {
	db            *db.DB
	store         *Store
	contributions Contributions
	mail          Digests
	now           func() time.Time
}

// NewService returns the comment service.
func NewService(d *db.DB, c Contributions, m Digests) *Service {
	return &Service{db: d, store: NewStore(d), contributions: c, mail: m, now: db.Now}
}

// The comment status has two readings in the spec (VISIBLE,
// VISIBLE_AND_CLOSED, HIDDEN and OPEN, CLOSED, HIDDEN); the engine stores
// the second, and both are accepted where a status is sent. One rule:
// OPEN (VISIBLE) — read and written by everyone who may see the
// contribution; CLOSED (VISIBLE_AND_CLOSED) — read by them, nobody adds,
// edits or likes (authors may still delete their own); HIDDEN — read by
// the moderators only, nobody writes. Moderators may hide and restore
// comments in every status.

// moderates reports whether the caller moderates the comments: the type's
// administrator (MANAGER), or a role the current state grants the comment
// status command.
func moderates(f contribution.Feedback) bool {
	return slices.Contains(f.Roles, lifecycle.RoleManager) || f.State.Grants(lifecycle.CmdCommentStatus, f.Roles)
}

// subject loads the contribution of a comment thread for the caller, with
// along (nil: none) in the same statement, and refuses one whose comments
// they may not read.
func (s *Service) subject(ctx context.Context, contributionID int64, along *db.Along) (contribution.Feedback, bool, error) {
	f, err := s.contributions.FeedbackAlong(ctx, contributionID, along)
	if err != nil {
		return f, false, err
	}
	mod := moderates(f)
	if f.CommentStatus == contribution.StatusHidden && !mod {
		return f, mod, apperr.BadRequest("commentsHidden", map[string]any{"contributionId": contributionID})
	}
	return f, mod, nil
}

// requireOpen refuses a change to a thread that is not OPEN.
func requireOpen(f contribution.Feedback) error {
	if f.CommentStatus != contribution.StatusOpen {
		return apperr.BadRequest("commentsClosed", map[string]any{"contributionId": f.ID, "status": f.CommentStatus})
	}
	return nil
}

// view is a stored comment as the caller sees it.
func view(r row, f contribution.Feedback, mod bool, userID int64) Comment {
	c := r.Comment
	own := c.UserID == userID
	open := f.CommentStatus == contribution.StatusOpen
	c.CanEdit = own && open && !c.Hidden
	c.CanDelete = own && f.CommentStatus != contribution.StatusHidden && !c.Hidden
	c.CanHide = mod
	if c.Hidden && !mod {
		c.Comment, c.CommentHTML, c.HiddenReason = "", "", ""
	}
	return c
}

// List reads page p of a contribution's comments, oldest first unless p sorts otherwise.
func (s *Service) List(ctx context.Context, contributionID int64, p paging.Page) ([]Comment, int64, error) {
	caller := auth.FromContext(ctx)
	var page Thread
	f, mod, err := s.subject(ctx, contributionID, s.store.PageAlong(contributionID, caller.UserID, p, &page))
	if err != nil {
		return nil, 0, err
	}
	rows, total, err := s.store.Finish(ctx, contributionID, p, &page)
	if err != nil {
		return nil, 0, err
	}
	out := make([]Comment, 0, len(rows))
	for _, r := range rows {
		out = append(out, view(r, f, mod, caller.UserID))
	}
	return out, total, nil
}

// clean is a comment's text as stored: surrounding space trimmed, line
// breaks as "\n", other control characters dropped.
func clean(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' || !unicode.IsControl(r) {
			return r
		}
		return -1
	}, text)
	return strings.TrimSpace(text)
}

// check validates a comment's text (1-2,000 characters) and answers it cleaned.
func check(in Input) (string, error) {
	text := clean(in.Comment)
	c := apperr.NewCheck("comment")
	if c.Required("comment", text) {
		c.Size("comment", text, MinLength, MaxLength)
	}
	return text, c.Err()
}

// Add writes a comment on a contribution whose comments are OPEN and queues
// the owners' notification (one mail per burst, see mail.Digest).
func (s *Service) Add(ctx context.Context, contributionID int64, in Input) (Comment, error) {
	caller := auth.FromContext(ctx)
	if caller == nil {
		return Comment{}, apperr.Unauthorized()
	}
	text, err := check(in)
	if err != nil {
		return Comment{}, err
	}
	f, mod, err := s.subject(ctx, contributionID, nil)
	if err != nil {
		return Comment{}, err
	}
	if err := requireOpen(f); err != nil {
		return Comment{}, err
	}
	var out Comment
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		r, err := s.store.Insert(ctx, contributionID, caller.UserID, text, sanitize.PlainText(text), s.now())
		if err != nil {
			return err
		}
		out = view(r, f, mod, caller.UserID)
		if err := s.notify(ctx, f, out); err != nil {
			return err
		}
		// Last: the count's row lock on the contribution is held only
		// until the commit that follows (a busy thread's writers queue on it).
		return s.contributions.FeedbackCounts(ctx, contributionID, 1, 0, 0)
	})
	return out, err
}

// notify tells the contribution's owners (but the author) of a new comment,
// through their digest of this contribution's comments.
func (s *Service) notify(ctx context.Context, f contribution.Feedback, c Comment) error {
	owners, err := s.contributions.Addressees(ctx, f.ID, f.ContributionType, lifecycle.RoleOwner)
	if err != nil {
		return err
	}
	excerpt := c.Comment
	if utf8.RuneCountInString(excerpt) > 300 {
		excerpt = string([]rune(excerpt)[:300]) + "…"
	}
	for _, o := range owners {
		if o.UserID == c.UserID || o.Email == "" {
			continue
		}
		item := map[string]any{"Name": o.FirstName, "Title": f.Title, "Author": c.UserFullName, "Text": excerpt,
			"Link": fmt.Sprintf("%s/contribution/view/%d?tab=comments", s.mail.BaseURL(), f.ID)}
		if err := s.mail.Digest(ctx, o.Email, o.Lang, MailKind, fmt.Sprintf("comments:%d", f.ID), item); err != nil {
			return err
		}
	}
	return nil
}

// load reads a comment and its contribution for the caller (404 for a
// comment they may not read).
func (s *Service) load(ctx context.Context, id int64) (row, contribution.Feedback, bool, error) {
	caller := auth.FromContext(ctx)
	if caller == nil {
		return row{}, contribution.Feedback{}, false, apperr.Unauthorized()
	}
	r, err := s.store.Get(ctx, id, caller.UserID)
	if db.IsNoRows(err) {
		return r, contribution.Feedback{}, false, apperr.NotFound("comment")
	}
	if err != nil {
		return r, contribution.Feedback{}, false, fmt.Errorf("comment: read %d: %w", id, err)
	}
	f, mod, err := s.subject(ctx, r.ContributionID, nil)
	if apperr.Is(err, apperr.KindNotFound) {
		return r, f, mod, apperr.NotFound("comment")
	}
	return r, f, mod, err
}

// Update changes the text of the caller's own comment while the thread is
// OPEN; it is marked edited, with the time.
func (s *Service) Update(ctx context.Context, id int64, in Input) (Comment, error) {
	text, err := check(in)
	if err != nil {
		return Comment{}, err
	}
	r, f, mod, err := s.load(ctx, id)
	if err != nil {
		return Comment{}, err
	}
	caller := auth.FromContext(ctx)
	if r.UserID != caller.UserID {
		return Comment{}, apperr.Forbidden()
	}
	if err := requireOpen(f); err != nil {
		return Comment{}, err
	}
	if r.Hidden {
		return Comment{}, apperr.BadRequest("commentHidden", map[string]any{"id": id})
	}
	var out Comment
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Update(ctx, id, text, sanitize.PlainText(text), s.now()); err != nil {
			return err
		}
		r, err := s.store.Get(ctx, id, caller.UserID)
		if err != nil {
			return fmt.Errorf("comment: read %d: %w", id, err)
		}
		out = view(r, f, mod, caller.UserID)
		return nil
	})
	return out, err
}

// Delete removes the caller's own comment (not a hidden one: moderation
// stays), while the thread is shown.
func (s *Service) Delete(ctx context.Context, id int64) error {
	r, f, mod, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	if !view(r, f, mod, auth.FromContext(ctx).UserID).CanDelete {
		if r.UserID != auth.FromContext(ctx).UserID {
			return apperr.Forbidden()
		}
		return apperr.BadRequest("commentHidden", map[string]any{"id": id})
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Delete(ctx, id); err != nil {
			return err
		}
		return s.contributions.FeedbackCounts(ctx, r.ContributionID, -1, 0, 0)
	})
}

// Hide hides a comment with the moderator's reason (3-500 characters),
// which the contribution's history keeps; hidden, it leaves the counts.
func (s *Service) Hide(ctx context.Context, id int64, in HideInput) (Comment, error) {
	reason := clean(in.Reason)
	c := apperr.NewCheck("hideComment")
	if c.Required("reason", reason) {
		c.Size("reason", reason, MinReasonLength, MaxReasonLength)
	}
	if err := c.Err(); err != nil {
		return Comment{}, err
	}
	return s.moderate(ctx, id, true, reason)
}

// Restore shows a hidden comment again (moderators).
func (s *Service) Restore(ctx context.Context, id int64) (Comment, error) {
	return s.moderate(ctx, id, false, "")
}

func (s *Service) moderate(ctx context.Context, id int64, hide bool, reason string) (Comment, error) {
	r, f, mod, err := s.load(ctx, id)
	if err != nil {
		return Comment{}, err
	}
	if !mod {
		return Comment{}, apperr.Forbidden()
	}
	caller := auth.FromContext(ctx)
	var out Comment
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		changed, err := s.store.SetHidden(ctx, id, hide, reason, caller.UserID, s.now())
		if err != nil {
			return err
		}
		if changed {
			delta, action := -1, ActionHidden
			if !hide {
				delta, action = 1, ActionRestored
			}
			if err := s.contributions.FeedbackCounts(ctx, r.ContributionID, delta, 0, 0); err != nil {
				return err
			}
			if err := s.contributions.RecordComment(ctx, r.ContributionID, action, reason); err != nil {
				return err
			}
		}
		r, err := s.store.Get(ctx, id, caller.UserID)
		if err != nil {
			return fmt.Errorf("comment: read %d: %w", id, err)
		}
		out = view(r, f, mod, caller.UserID)
		return nil
	})
	return out, err
}

// ToggleLike likes a comment for the caller, or takes the like back: one
// per person per comment (the table's key), counted in the same
// transaction, so concurrent clicks lose nothing.
func (s *Service) ToggleLike(ctx context.Context, id int64) (Like, error) {
	r, f, _, err := s.load(ctx, id)
	if err != nil {
		return Like{}, err
	}
	if err := requireOpen(f); err != nil {
		return Like{}, err
	}
	if r.Hidden {
		return Like{}, apperr.BadRequest("commentHidden", map[string]any{"id": id})
	}
	caller := auth.FromContext(ctx)
	out := Like{CommentID: id}
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		added, err := s.store.Like(ctx, id, caller.UserID, s.now())
		if err != nil {
			return err
		}
		delta := 1
		if !added {
			if _, err := s.store.Unlike(ctx, id, caller.UserID); err != nil {
				return err
			}
			delta = -1
		}
		out.Liked = added
		out.LikeCount, err = s.store.AddLikes(ctx, id, delta)
		return err
	})
	return out, err
}

// CountBy counts the comments a user wrote (hidden ones apart).
func (s *Service) CountBy(ctx context.Context, userID int64) (UserCount, error) {
	n, err := s.store.CountBy(ctx, userID)
	return UserCount{UserID: userID, Count: n}, err
}
