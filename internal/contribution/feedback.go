package contribution

// What the comment and rating services (packages comment and rating) ask
// of the engine: the contribution as the caller may see it (the engine's
// own visibility rule, never a copy of it), its comment and rating status,
// the counters its lists show, its owners' addresses and its history
// (docs/api-collaboration.md).

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// HistoryComment is the history category of comment moderation.
const HistoryComment = "COMMENT"

// Feedback is what the comment and rating services read of a contribution
// the caller may see.
type Feedback struct {
	ID               int64
	Title            string
	ContributionType string
	State            *lifecycle.State
	Roles            []string // the caller's contribution roles (MANAGER: the type's administrator)
	CommentStatus    string   // OPEN, CLOSED or HIDDEN (VISIBLE and VISIBLE_AND_CLOSED are stored as OPEN and CLOSED)
	RatingStatus     string   // OPEN, CLOSED or HIDDEN
	RatingType       string   // of its life cycle: STAR5 or LIKE
}

// Feedback loads contribution id for the caller: 404 when they may not see
// it, by the engine's own rule (canSee with the caller's roles). It is read
// on every comment page and rating summary, so it costs one query: the row
// with its statuses, its life cycle's version (the life cycle comes from
// the per-node copy of that version) and the caller's roles on it.
func (s *Service) Feedback(ctx context.Context, id int64) (Feedback, error) {
	return s.FeedbackAlong(ctx, id, nil)
}

// FeedbackAlong is Feedback with along read in the same statement (the
// comment page: one round trip); along's rows are scanned whether or not
// the caller may see the contribution, and are theirs only when it answers
// no error.
func (s *Service) FeedbackAlong(ctx context.Context, id int64, along *db.Along) (Feedback, error) {
	r, lc, st, roles, err := s.seenBy(ctx, id, false, along)
	if err != nil {
		return Feedback{}, err
	}
	return Feedback{ID: r.id, Title: r.title, ContributionType: r.contributionType, State: st, Roles: roles,
		CommentStatus: r.commentStatus, RatingStatus: r.ratingStatus, RatingType: lc.RatingType}, nil
}

// seenBy reads contribution id as the caller sees it, in one query: its
// row (withPeople: and its active people), life cycle, state and the
// caller's roles on it, with along (nil: none); 404 when the caller may not
// see it.
func (s *Service) seenBy(ctx context.Context, id int64, withPeople bool, along *db.Along) (feedbackRow, *lifecycle.LifeCycle, *lifecycle.State, []string, error) {
	var userID int64
	if caller := auth.FromContext(ctx); caller != nil {
		userID = caller.UserID
	}
	r, err := s.store.FeedbackRow(ctx, id, userID, withPeople, along)
	if db.IsNoRows(err) {
		return r, nil, nil, nil, apperr.NotFound("contribution")
	}
	if err != nil {
		return r, nil, nil, nil, err
	}
	lc, err := s.lifecycles.LoadVersion(ctx, r.lifeCycleID, r.lifeCycleVersion)
	if err != nil {
		return r, nil, nil, nil, err
	}
	st := lc.Find(r.stateID)
	if st == nil {
		return r, nil, nil, nil, fmt.Errorf("contribution %d: state %d not in life cycle %d", id, r.stateID, lc.ID)
	}
	roles := callerRoles(ctx, r.held, r.contributionType)
	if !s.canSee(ctx, r.row, st, roles) {
		return r, nil, nil, nil, apperr.NotFound("contribution")
	}
	return r, lc, st, roles, nil
}

// FeedbackCounts adds to the counters a contribution's list rows show:
// its visible comments, its ratings and their sum. It runs in the caller's
// transaction, so the counters move with the comment or rating; the lists
// this node remembers are forgotten once it commits.
func (s *Service) FeedbackCounts(ctx context.Context, id int64, comments, ratings, ratingSum int) error {
	s.listsChanged(ctx)
	return s.store.AddFeedbackCounts(ctx, id, comments, ratings, ratingSum)
}

// Addressee is a holder of a contribution role as mail reaches them.
type Addressee struct {
	UserID                 int64
	Email, Lang, FirstName string
}

// Addressees lists the active holders of role on contribution id (MANAGER:
// the type's administrators) with their address and language. Demo data
// seeded without mail (WithoutMail) has none.
func (s *Service) Addressees(ctx context.Context, id int64, contributionType, role string) ([]Addressee, error) {
	if quiet(ctx) {
		return nil, nil
	}
	people, err := s.holders(ctx, id, contributionType, role)
	if err != nil {
		return nil, fmt.Errorf("contribution: addressees of %d: %w", id, err)
	}
	out := make([]Addressee, 0, len(people))
	for _, r := range people {
		out = append(out, Addressee{UserID: r.userID, Email: r.email, Lang: r.lang, FirstName: r.name})
	}
	return out, nil
}

// RecordComment writes a comment's moderation (action, with the reason as
// its explanation) into the contribution's history, in the caller's transaction.
func (s *Service) RecordComment(ctx context.Context, id int64, action, reason string) error {
	return s.history(ctx, id, HistoryComment, action, nil, nil, reason, auth.FromContext(ctx).UserID)
}
