// Package audience decides who sees content, campaigns and (later)
// competitions: an access level plus target nodes of the organization tree
// (docs/api-content-campaigns.md "Audience"). One rule, used for lists (as
// SQL) and for single items.
package audience

import (
	"context"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
)

// Access levels (spec 001 §3).
const (
	Public       = "PUBLIC"
	Registered   = "REGISTERED"
	External     = "EXTERNAL"
	Internal     = "INTERNAL"
	Organization = "ORGANIZATION"
	Unit         = "UNIT"
)

// Levels lists the access levels.
var Levels = []string{Public, Registered, External, Internal, Organization, Unit}

// Owner kinds of targets.
const (
	KindContent     = "CONTENT"
	KindCampaign    = "CAMPAIGN"
	KindCompetition = "COMPETITION"
)

// Viewer is the caller as the audience rule sees them.
type Viewer struct {
	UserID    int64
	Signed    bool
	Internal  bool
	External  bool
	Ancestors []int64 // the caller's unit and every node above it
}

// Service reads targets and viewers.
type Service struct{ store *Store }

// NewService returns the audience service.
func NewService(d *db.DB) *Service { return &Service{store: &Store{db: d}} }

// Viewer describes the caller of ctx: anonymous, or signed in with the
// chain of organization nodes from their unit up to the root.
func (s *Service) Viewer(ctx context.Context) (Viewer, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return Viewer{}, nil
	}
	v := Viewer{UserID: p.UserID, Signed: true, Internal: p.Has(auth.RoleInternal), External: p.Has(auth.RoleExternal)}
	// The unit and every node above it, in one query (depth bounded: the tree
	// refuses cycles, the bound guards against a damaged one).
	var err error
	v.Ancestors, err = s.store.Chain(ctx, p.UserID)
	return v, err
}

// Condition is the SQL rule "the viewer may see this item" for rows of the
// given owner kind whose alias columns are alias.id and alias.access_level.
func (v Viewer) Condition(kind, alias string) (string, []any) {
	if !v.Signed {
		return alias + ".access_level = ?", []any{Public}
	}
	conds := []string{alias + ".access_level = ?"}
	args := []any{Public}
	if v.External {
		conds, args = append(conds, alias+".access_level = ?"), append(args, External)
	}
	if len(v.Ancestors) > 0 {
		levels := []any{Registered, Organization, Unit}
		if v.Internal {
			levels = append(levels, Internal)
		}
		cond := "(" + alias + ".access_level IN (" + db.Placeholders(len(levels)) + ") AND EXISTS (SELECT 1 FROM audience_target at WHERE at.owner_kind = ? AND at.owner_id = " +
			alias + ".id AND at.organization_id IN (" + db.Placeholders(len(v.Ancestors)) + ")))"
		args = append(args, levels...)
		args = append(args, kind)
		for _, a := range v.Ancestors {
			args = append(args, a)
		}
		conds = append(conds, cond)
	}
	return "(" + strings.Join(conds, " OR ") + ")", args
}

// Sees reports whether the viewer may see an item with this level and targets.
func (v Viewer) Sees(level string, targets []int64) bool {
	switch level {
	case Public:
		return true
	case External:
		return v.External
	case Internal:
		if !v.Internal {
			return false
		}
	}
	if !v.Signed {
		return false
	}
	return slices.ContainsFunc(targets, func(t int64) bool { return slices.Contains(v.Ancestors, t) })
}

// Targets are an item's target nodes, split by node kind.
type Targets struct {
	Organizations []int64 `json:"targetOrganizations"`
	Units         []int64 `json:"targetUnits"`
}

// All returns every target id.
func (t Targets) All() []int64 { return append(append([]int64{}, t.Organizations...), t.Units...) }

// Load reads the targets of one item.
func (s *Service) Load(ctx context.Context, kind string, id int64) (Targets, error) {
	all, err := s.LoadMany(ctx, kind, []int64{id})
	return all[id], err
}

// LoadMany reads the targets of several items in one query; every id has
// an entry, empty when it has no target.
func (s *Service) LoadMany(ctx context.Context, kind string, ids []int64) (map[int64]Targets, error) {
	out := make(map[int64]Targets, len(ids))
	for _, id := range ids {
		out[id] = Targets{Organizations: []int64{}, Units: []int64{}}
	}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.store.Targets(ctx, kind, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		t := out[r.owner]
		if r.kind == "ORGANIZATION" {
			t.Organizations = append(t.Organizations, r.node)
		} else {
			t.Units = append(t.Units, r.node)
		}
		out[r.owner] = t
	}
	return out, nil
}

// Save replaces the targets of an item, in the caller's transaction.
// Unknown nodes are refused.
func (s *Service) Save(ctx context.Context, kind string, id int64, t Targets) error {
	all := t.All()
	slices.Sort(all)
	all = slices.Compact(all)
	for _, oid := range all {
		exists, err := s.store.NodeExists(ctx, oid)
		if err != nil {
			return err
		}
		if !exists {
			return apperr.BadRequest("organizationNotFound", map[string]any{"id": oid})
		}
	}
	return s.store.ReplaceTargets(ctx, kind, id, all)
}

// Delete removes the targets of an item.
func (s *Service) Delete(ctx context.Context, kind string, id int64) error {
	return s.store.ReplaceTargets(ctx, kind, id, nil)
}

// Recipient is a user an announcement mail goes to.
type Recipient struct {
	Email, Lang, Name string
}

// Recipients lists the active users who see an item with this level and
// targets: everyone for PUBLIC, the external users for EXTERNAL, else the
// users whose unit lies under a target.
func (s *Service) Recipients(ctx context.Context, level string, targets []int64) ([]Recipient, error) {
	var w db.Where
	w.And("u.activated = ?", true)
	switch level {
	case Public:
	case External:
		w.And("EXISTS (SELECT 1 FROM user_authority a WHERE a.user_id = u.id AND a.authority_name = ?)", auth.RoleExternal)
	default:
		units, err := s.below(ctx, targets)
		if err != nil {
			return nil, err
		}
		if len(units) == 0 {
			return nil, nil
		}
		db.AndIn(&w, "u.organization_unit_id", units)
		if level == Internal {
			w.And("EXISTS (SELECT 1 FROM user_authority a WHERE a.user_id = u.id AND a.authority_name = ?)", auth.RoleInternal)
		}
	}
	return s.store.Recipients(ctx, w)
}

// Mailer queues one mail (mail.Mailer).
type Mailer interface {
	Send(ctx context.Context, to, lang, kind, category string, data map[string]any) (bool, error)
}

// Announce mails the "published" notice of an item to everyone it
// reaches, through the outbox, in the caller's transaction.
func (s *Service) Announce(ctx context.Context, m Mailer, category, level string, targets []int64, title, summary, link string) error {
	people, err := s.Recipients(ctx, level, targets)
	if err != nil {
		return err
	}
	for _, r := range people {
		if _, err := m.Send(ctx, r.Email, r.Lang, "published", category, map[string]any{
			"Name": r.Name, "Title": title, "Summary": summary, "Link": link,
		}); err != nil {
			return err
		}
	}
	return nil
}

// below returns the nodes and all their descendants.
func (s *Service) below(ctx context.Context, roots []int64) ([]int64, error) {
	children, err := s.store.Children(ctx)
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	queue := append([]int64{}, roots...)
	var out []int64
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if seen[n] {
			continue
		}
		seen[n] = true
		out = append(out, n)
		queue = append(queue, children[n]...)
	}
	return out, nil
}
