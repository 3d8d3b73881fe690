package benefit

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/upload"
)

// Contributions is what the benefit analyses ask of the contribution engine.
type Contributions interface {
	// EvalSubject loads a contribution the caller may see (404 otherwise),
	// with its current state and the caller's roles on it.
	EvalSubject(ctx context.Context, id int64) (contribution.EvalSubject, error)
	// RecordHistory adds a line to the contribution's history in the caller's transaction.
	RecordHistory(ctx context.Context, id int64, category, action string) error
}

// Service holds the rules of benefit analyses.
type Service struct {
	db            *db.DB
	store         *Store
	files         filestore.Store
	contributions Contributions
	log           *slog.Logger
	now           func() time.Time
}

// NewService returns the benefit service.
func NewService(d *db.DB, files filestore.Store, c Contributions, log *slog.Logger) *Service {
	return &Service{db: d, store: NewStore(d), files: files, contributions: c, log: log, now: db.Now}
}

// FileRule is what an analysis's file may be: the rule of a contribution's
// attachments (name, size, sniffed content).
var FileRule = attachment.FileRule

// writeCommand is the command that lets a role write analyses of a type.
func writeCommand(benefitType string) string {
	if benefitType == TypeActual {
		return lifecycle.CmdBenefitActual
	}
	return lifecycle.CmdBenefitForecast
}

// mayWrite: the current state grants the caller the type's command.
func mayWrite(subj contribution.EvalSubject, benefitType string) bool {
	return subj.State.Grants(writeCommand(benefitType), subj.Roles)
}

// mayRead: the state grants the caller BENEFIT_ANALYSIS_VIEW or a write
// command, or the caller administers the type (MANAGER).
func mayRead(subj contribution.EvalSubject) bool {
	return subj.State.Grants(lifecycle.CmdBenefitView, subj.Roles) || mayWrite(subj, TypeForecast) || mayWrite(subj, TypeActual) ||
		slices.Contains(subj.Roles, lifecycle.RoleManager)
}

// readable loads a contribution whose analyses the caller may read.
func (s *Service) readable(ctx context.Context, contributionID int64) (contribution.EvalSubject, error) {
	subj, err := s.contributions.EvalSubject(ctx, contributionID)
	if err != nil {
		return subj, err
	}
	if !mayRead(subj) {
		return subj, apperr.Forbidden()
	}
	return subj, nil
}

// Overview returns every analysis of a contribution with the totals of
// each type (GET …/contribution/{id}/command/viewBenefits).
func (s *Service) Overview(ctx context.Context, contributionID int64) (BenefitOverview, error) {
	subj, err := s.readable(ctx, contributionID)
	if err != nil {
		return BenefitOverview{}, err
	}
	list, err := s.store.List(ctx, contributionID, "")
	if err != nil {
		return BenefitOverview{}, err
	}
	out := BenefitOverview{ContributionID: contributionID, Analyses: list, CanForecast: mayWrite(subj, TypeForecast),
		CanActual: mayWrite(subj, TypeActual)}
	var forecast, actual []BenefitItem
	for i := range out.Analyses {
		b := &out.Analyses[i]
		finish(b, subj)
		if b.BenefitType == TypeActual {
			actual = append(actual, b.Items...)
		} else {
			forecast = append(forecast, b.Items...)
		}
	}
	out.ForecastTotals, out.ActualTotals = totals(forecast), totals(actual)
	return out, nil
}

// OfType returns the analyses of one type (GET …/contribution/{id}/benefitType/{t}).
func (s *Service) OfType(ctx context.Context, contributionID int64, benefitType string) ([]Benefit, error) {
	benefitType = strings.ToUpper(benefitType)
	if !slices.Contains(Types, benefitType) {
		return nil, apperr.BadRequest(ErrTypeInvalid, map[string]any{"benefitType": benefitType})
	}
	subj, err := s.readable(ctx, contributionID)
	if err != nil {
		return nil, err
	}
	list, err := s.store.List(ctx, contributionID, benefitType)
	if err != nil {
		return nil, err
	}
	for i := range list {
		finish(&list[i], subj)
	}
	return list, nil
}

// finish adds the totals and whether the caller may change the analysis.
func finish(b *Benefit, subj contribution.EvalSubject) {
	b.Totals = totals(b.Items)
	b.Editable = mayWrite(subj, b.BenefitType)
}

// check holds an analysis to its rules: a known type, 1 to MaxItems items,
// each with a category, an amount of the API's form (two decimals at
// most, 0 to 999,999,999,999.99), an ISO currency and a period.
func check(in *BenefitInput) error {
	in.BenefitType = strings.ToUpper(strings.TrimSpace(in.BenefitType))
	in.Explanation = strings.TrimSpace(in.Explanation)
	c := apperr.NewCheck("contributionBenefit")
	if in.ContributionID <= 0 {
		c.Fail("contributionId", "NotNull")
	}
	if c.Required("benefitType", in.BenefitType) {
		c.OneOf("benefitType", in.BenefitType, Types...)
	}
	c.Size("explanation", in.Explanation, 0, MaxExplanation)
	if len(in.Items) == 0 {
		c.Fail("items", "NotEmpty")
	}
	if len(in.Items) > MaxItems {
		c.Fail("items", "Size")
	}
	for i := range in.Items {
		it := &in.Items[i]
		field := "items[" + strconv.Itoa(i) + "]"
		it.Currency = strings.ToUpper(strings.TrimSpace(it.Currency))
		it.Amount = strings.TrimSpace(it.Amount)
		it.Explanation = strings.TrimSpace(it.Explanation)
		if c.Required(field+".category", it.Category) {
			c.OneOf(field+".category", it.Category, Categories...)
		}
		if c.Required(field+".amount", it.Amount) {
			n, ok := parseAmount(it.Amount)
			if !ok {
				c.Fail(field+".amount", "Pattern")
			}
			it.minor, it.Amount = n, formatMinor(n)
		}
		if c.Required(field+".currency", it.Currency) {
			c.Pattern(field+".currency", it.Currency, currencyPattern)
		}
		if c.Required(field+".period", it.Period) {
			c.OneOf(field+".period", it.Period, Periods...)
		}
		c.Size(field+".explanation", it.Explanation, 0, MaxItemText)
	}
	return c.Err()
}

// Save writes an analysis without touching its file, or dropping it when
// in.RemoveFile (POST api/v3/contribution-benefits).
func (s *Service) Save(ctx context.Context, in BenefitInput) (Benefit, error) {
	return s.save(ctx, in, nil)
}

// SaveWithFile writes an analysis and attaches a file to it, replacing the
// one it had (POST …/contribution/command/with-file).
func (s *Service) SaveWithFile(ctx context.Context, in BenefitInput, up upload.File) (Benefit, error) {
	return s.save(ctx, in, &up)
}

func (s *Service) save(ctx context.Context, in BenefitInput, up *upload.File) (Benefit, error) {
	if err := check(&in); err != nil {
		return Benefit{}, err
	}
	var stored *storedFile
	if up != nil {
		f, ct, err := attachment.Prepare(ctx, *up)
		if err != nil {
			return Benefit{}, err
		}
		// the permission is checked before anything is stored
		subj, err := s.contributions.EvalSubject(ctx, in.ContributionID)
		if err != nil {
			return Benefit{}, err
		}
		if !mayWrite(subj, in.BenefitType) {
			return Benefit{}, apperr.Forbidden()
		}
		stored = &storedFile{key: filesRoot + strconv.FormatInt(in.ContributionID, 10) + "/" + banner.RandomName(),
			name: f.Name, contentType: ct, size: int64(len(f.Data))}
		if err := s.files.Put(ctx, stored.key, bytes.NewReader(f.Data)); err != nil {
			return Benefit{}, fmt.Errorf("benefit: store file: %w", err)
		}
	} else if in.RemoveFile {
		stored = &storedFile{} // clears the file
	}
	var old string // the file replaced or removed, deleted once the write commits
	id := in.ID
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		subj, err := s.contributions.EvalSubject(ctx, in.ContributionID)
		if err != nil {
			return err
		}
		if !mayWrite(subj, in.BenefitType) {
			return apperr.Forbidden()
		}
		w := written{in: in, by: auth.FromContext(ctx).UserID, now: s.now(), file: stored}
		if in.ID == 0 {
			n, err := s.store.Count(ctx, in.ContributionID)
			if err != nil {
				return err
			}
			if n >= MaxAnalyses {
				return apperr.BadRequest(ErrLimit, map[string]any{"max": MaxAnalyses})
			}
			if id, err = s.store.Insert(ctx, w); err != nil {
				return err
			}
		} else {
			if err := s.store.Lock(ctx, in.ID); err != nil {
				return err
			}
			cur, err := s.get(ctx, in.ID)
			if err != nil {
				return err
			}
			if cur.ContributionID != in.ContributionID || cur.BenefitType != in.BenefitType {
				return apperr.NotFound("contributionBenefit") // not an analysis of this type on this contribution
			}
			if stored != nil {
				old = cur.fileKey
			}
			if err := s.store.Update(ctx, w); err != nil {
				return err
			}
		}
		return s.contributions.RecordHistory(ctx, in.ContributionID, contribution.HistoryBenefit,
			"benefit-"+strings.ToLower(in.BenefitType)+"-saved")
	})
	if err != nil {
		if stored != nil && stored.key != "" {
			s.remove(ctx, stored.key)
		}
		return Benefit{}, err
	}
	if old != "" {
		s.remove(ctx, old)
	}
	return s.view(ctx, id)
}

// view reads one analysis for the caller after a write.
func (s *Service) view(ctx context.Context, id int64) (Benefit, error) {
	b, err := s.get(ctx, id)
	if err != nil {
		return b, err
	}
	subj, err := s.contributions.EvalSubject(ctx, b.ContributionID)
	if err != nil {
		return b, err
	}
	finish(&b, subj)
	return b, nil
}

func (s *Service) get(ctx context.Context, id int64) (Benefit, error) {
	b, err := s.store.Get(ctx, id)
	if db.IsNoRows(err) {
		return b, apperr.NotFound("contributionBenefit")
	}
	return b, err
}

// Delete removes an analysis (a writer of its type) and its file.
func (s *Service) Delete(ctx context.Context, id int64) error {
	var key string
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		b, err := s.get(ctx, id)
		if err != nil {
			return err
		}
		subj, err := s.contributions.EvalSubject(ctx, b.ContributionID)
		if err != nil {
			return err
		}
		if !mayWrite(subj, b.BenefitType) {
			if mayRead(subj) {
				return apperr.Forbidden()
			}
			return apperr.NotFound("contributionBenefit")
		}
		key = b.fileKey
		if err := s.store.Delete(ctx, id); err != nil {
			return err
		}
		return s.contributions.RecordHistory(ctx, b.ContributionID, contribution.HistoryBenefit,
			"benefit-"+strings.ToLower(b.BenefitType)+"-deleted")
	})
	if err != nil {
		return err
	}
	if key != "" {
		s.remove(ctx, key)
	}
	return nil
}

// OpenFile opens the file of an analysis for a caller who may read it.
func (s *Service) OpenFile(ctx context.Context, id int64) (BenefitFile, filestore.File, time.Time, error) {
	b, err := s.get(ctx, id)
	if err != nil {
		return BenefitFile{}, nil, time.Time{}, err
	}
	if _, err := s.readable(ctx, b.ContributionID); err != nil {
		return BenefitFile{}, nil, time.Time{}, err
	}
	if b.File == nil {
		return BenefitFile{}, nil, time.Time{}, apperr.NotFound("contributionBenefitFile")
	}
	r, mod, err := s.files.Open(ctx, b.fileKey)
	if err != nil {
		return BenefitFile{}, nil, time.Time{}, fmt.Errorf("benefit: open file of %d: %w", id, err)
	}
	return *b.File, r, mod, nil
}

// remove deletes a stored file once no row names it; a failure leaves an
// orphan file, never a broken row, so it is only logged.
func (s *Service) remove(ctx context.Context, key string) {
	if err := s.files.Delete(context.WithoutCancel(ctx), key); err != nil {
		s.log.Warn("benefit: could not delete a stored file", "key", key, "err", err)
	}
}
