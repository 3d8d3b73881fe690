package rating

import (
	"context"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Contributions is what the ratings ask of the contribution engine: the
// contribution as the caller may see it (404 otherwise) with its rating
// status and type, and the counters its lists show.
type Contributions interface {
	FeedbackAlong(ctx context.Context, id int64, along *db.Along) (contribution.Feedback, error)
	FeedbackCounts(ctx context.Context, id int64, comments, ratings, ratingSum int) error
}

// Service holds the rules of ratings.
type Service struct {
	db            *db.DB
	store         *Store
	contributions Contributions
	now           func() time.Time
}

// NewService returns the rating service.
func NewService(d *db.DB, c Contributions) *Service {
	return &Service{db: d, store: NewStore(d), contributions: c, now: db.Now}
}

// The rating status: OPEN — everyone who may see the contribution reads
// the summary, and all but its owners rate, change and remove their
// rating; CLOSED — the summary is read, nothing changes; HIDDEN — only the
// type's administrators read the summary, nothing changes.

// subject loads the contribution for the caller and refuses one whose
// ratings they may not read.
// With along (nil: none), that is read in the same statement.
func (s *Service) subject(ctx context.Context, contributionID int64, along *db.Along) (contribution.Feedback, error) {
	if auth.FromContext(ctx) == nil {
		return contribution.Feedback{}, apperr.Unauthorized()
	}
	f, err := s.contributions.FeedbackAlong(ctx, contributionID, along)
	if err != nil {
		return f, err
	}
	if f.RatingStatus == contribution.StatusHidden && !slices.Contains(f.Roles, lifecycle.RoleManager) {
		return f, apperr.BadRequest("ratingsHidden", map[string]any{"contributionId": contributionID})
	}
	return f, nil
}

// mayRate reports whether the caller may rate now: the status is OPEN and
// they do not own the contribution.
func mayRate(f contribution.Feedback) bool {
	return f.RatingStatus == contribution.StatusOpen && !slices.Contains(f.Roles, lifecycle.RoleOwner)
}

// requireRate refuses a change the caller may not make now.
func requireRate(f contribution.Feedback) error {
	if f.RatingStatus != contribution.StatusOpen {
		return apperr.BadRequest("ratingsClosed", map[string]any{"contributionId": f.ID, "status": f.RatingStatus})
	}
	if slices.Contains(f.Roles, lifecycle.RoleOwner) {
		return apperr.BadRequest("ownContributionRating", map[string]any{"contributionId": f.ID})
	}
	return nil
}

// Get is the summary of a contribution's ratings: count, average,
// distribution and the caller's own.
func (s *Service) Get(ctx context.Context, contributionID int64) (Ratings, error) {
	caller := auth.FromContext(ctx)
	if caller == nil {
		return Ratings{}, apperr.Unauthorized()
	}
	var d Distribution
	f, err := s.subject(ctx, contributionID, s.store.DistributionAlong(contributionID, caller.UserID, &d))
	if err != nil {
		return Ratings{}, err
	}
	return summarize(f, d), nil
}

// summary reads the ratings of f anew (after the caller's write).
func (s *Service) summary(ctx context.Context, f contribution.Feedback) (Ratings, error) {
	d, err := s.store.Distribution(ctx, f.ID, auth.FromContext(ctx).UserID)
	if err != nil {
		return Ratings{}, err
	}
	return summarize(f, d), nil
}

// summarize is the rating summary of f from its distribution.
func summarize(f contribution.Feedback, d Distribution) Ratings {
	dist := d.Counts
	out := Ratings{ContributionID: f.ID, Type: f.RatingType, Status: f.RatingStatus, MyRating: d.Mine, CanRate: mayRate(f)}
	values := []int{1}
	if f.RatingType == lifecycle.RatingStar5 {
		values = []int{1, 2, 3, 4, 5}
	}
	sum := 0
	for v, n := range dist { // every stored value counts, also one a changed rating type no longer offers
		out.Count += n
		sum += v * n
	}
	for _, v := range values {
		out.Distribution = append(out.Distribution, Bucket{Value: v, Count: dist[v]})
	}
	if out.Count > 0 {
		avg := float64(sum) / float64(out.Count)
		out.Average = &avg
	}
	return out
}

// check validates a rating for the contribution's rating type.
func check(in Input, ratingType string) error {
	c := apperr.NewCheck("contributionRating")
	top := int64(5)
	if ratingType == lifecycle.RatingLike {
		top = 1
	}
	c.Range("rating", int64(in.Rating), 1, top)
	return c.Err()
}

// Rate adds the caller's rating of a contribution (POST); a second one is
// refused (ratingExists): change it with Change.
func (s *Service) Rate(ctx context.Context, in Input) (Ratings, error) {
	f, err := s.subject(ctx, in.ContributionID, nil)
	if err != nil {
		return Ratings{}, err
	}
	if err := check(in, f.RatingType); err != nil {
		return Ratings{}, err
	}
	if err := requireRate(f); err != nil {
		return Ratings{}, err
	}
	caller := auth.FromContext(ctx)
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Insert(ctx, f.ID, caller.UserID, in.Rating, s.now()); err != nil {
			if db.IsUniqueViolation(err) {
				return apperr.BadRequest("ratingExists", map[string]any{"contributionId": f.ID})
			}
			return err
		}
		return s.contributions.FeedbackCounts(ctx, f.ID, 0, 1, in.Rating)
	})
	if err != nil {
		return Ratings{}, err
	}
	return s.summary(ctx, f)
}

// Change changes the caller's rating of a contribution (PUT); 404 without one.
func (s *Service) Change(ctx context.Context, in Input) (Ratings, error) {
	f, err := s.subject(ctx, in.ContributionID, nil)
	if err != nil {
		return Ratings{}, err
	}
	if err := check(in, f.RatingType); err != nil {
		return Ratings{}, err
	}
	if err := requireRate(f); err != nil {
		return Ratings{}, err
	}
	caller := auth.FromContext(ctx)
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		old, found, err := s.store.Lock(ctx, f.ID, caller.UserID)
		if err != nil {
			return err
		}
		if !found {
			return apperr.NotFound("contributionRating")
		}
		if err := s.store.Update(ctx, f.ID, caller.UserID, in.Rating, s.now()); err != nil {
			return err
		}
		return s.contributions.FeedbackCounts(ctx, f.ID, 0, 0, in.Rating-old)
	})
	if err != nil {
		return Ratings{}, err
	}
	return s.summary(ctx, f)
}

// Remove takes the caller's rating of a contribution back; 404 without one.
func (s *Service) Remove(ctx context.Context, contributionID int64) error {
	f, err := s.subject(ctx, contributionID, nil)
	if err != nil {
		return err
	}
	if err := requireRate(f); err != nil {
		return err
	}
	caller := auth.FromContext(ctx)
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		old, found, err := s.store.Delete(ctx, f.ID, caller.UserID)
		if err != nil {
			return err
		}
		if !found {
			return apperr.NotFound("contributionRating")
		}
		return s.contributions.FeedbackCounts(ctx, f.ID, 0, -1, -old)
	})
}

// CountBy counts the ratings a user gave.
func (s *Service) CountBy(ctx context.Context, userID int64) (UserCount, error) {
	n, err := s.store.CountBy(ctx, userID)
	return UserCount{UserID: userID, Count: n}, err
}
