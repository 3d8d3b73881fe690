// Package audience decides who sees content, campaigns and (later)
// competitions: an access level plus target nodes of the organization tree
// (docs/api-content-campaigns.md "Audience"). One rule, used for lists (as
// SQL) and for single items.
package audience

import (
	"context"
	"fmt"
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
	KindContent  = "CONTENT"
	KindCampaign = "CAMPAIGN"
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
type Service struct{ db *db.DB }

// NewService returns the audience service.
func NewService(d *db.DB) *Service { return &Service{db: d} }

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
	rows, err := s.db.Query(ctx, `WITH RECURSIVE chain (id, parent_id, depth) AS (
			SELECT o.id, o.parent_id, 1 FROM organization o JOIN app_user u ON u.organization_unit_id = o.id WHERE u.id = ?
			UNION ALL
			SELECT o.id, o.parent_id, chain.depth + 1 FROM organization o JOIN chain ON o.id = chain.parent_id WHERE chain.depth < 64)
		SELECT id FROM chain ORDER BY depth`, p.UserID)
	if err != nil {
		return v, fmt.Errorf("audience: units of %d: %w", p.UserID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return v, err
		}
		v.Ancestors = append(v.Ancestors, id)
	}
	if err := rows.Err(); err != nil {
		return v, err
	}
	return v, nil
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
	in, args := db.In("t.owner_id", ids)
	rows, err := s.db.Query(ctx, `SELECT t.owner_id, t.organization_id, o.kind FROM audience_target t JOIN organization o ON o.id = t.organization_id
		WHERE t.owner_kind = ? AND `+in+` ORDER BY t.organization_id`, append([]any{kind}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("audience: targets of %s: %w", kind, err)
	}
	defer rows.Close()
	for rows.Next() {
		var owner, oid int64
		var k string
		if err := rows.Scan(&owner, &oid, &k); err != nil {
			return nil, err
		}
		t := out[owner]
		if k == "ORGANIZATION" {
			t.Organizations = append(t.Organizations, oid)
		} else {
			t.Units = append(t.Units, oid)
		}
		out[owner] = t
	}
	return out, rows.Err()
}

// Save replaces the targets of an item, in the caller's transaction.
// Unknown nodes are refused.
func (s *Service) Save(ctx context.Context, kind string, id int64, t Targets) error {
	all := t.All()
	slices.Sort(all)
	all = slices.Compact(all)
	for _, oid := range all {
		var n int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE id = ?", oid).Scan(&n); err != nil {
			return fmt.Errorf("audience: check node: %w", err)
		}
		if n == 0 {
			return apperr.BadRequest("organizationNotFound", map[string]any{"id": oid})
		}
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM audience_target WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
		return fmt.Errorf("audience: clear targets: %w", err)
	}
	for _, oid := range all {
		if _, err := s.db.Exec(ctx, "INSERT INTO audience_target (owner_kind, owner_id, organization_id) VALUES (?, ?, ?)", kind, id, oid); err != nil {
			return fmt.Errorf("audience: target: %w", err)
		}
	}
	return nil
}

// Delete removes the targets of an item.
func (s *Service) Delete(ctx context.Context, kind string, id int64) error {
	_, err := s.db.Exec(ctx, "DELETE FROM audience_target WHERE owner_kind = ? AND owner_id = ?", kind, id)
	return err
}

// Recipient is a user an announcement mail goes to.
type Recipient struct {
	Email, Lang, Name string
}

// Recipients lists the active users who see an item with this level and
// targets: everyone for PUBLIC, the external users for EXTERNAL, else the
// users whose unit lies under a target.
func (s *Service) Recipients(ctx context.Context, level string, targets []int64) ([]Recipient, error) {
	q := "SELECT COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u WHERE u.activated = ?"
	args := []any{true}
	switch level {
	case Public:
	case External:
		q += " AND EXISTS (SELECT 1 FROM user_authority a WHERE a.user_id = u.id AND a.authority_name = ?)"
		args = append(args, auth.RoleExternal)
	default:
		units, err := s.below(ctx, targets)
		if err != nil {
			return nil, err
		}
		if len(units) == 0 {
			return nil, nil
		}
		q += " AND u.organization_unit_id IN (" + db.Placeholders(len(units)) + ")"
		for _, u := range units {
			args = append(args, u)
		}
		if level == Internal {
			q += " AND EXISTS (SELECT 1 FROM user_authority a WHERE a.user_id = u.id AND a.authority_name = ?)"
			args = append(args, auth.RoleInternal)
		}
	}
	rows, err := s.db.Query(ctx, q+" ORDER BY u.id", args...)
	if err != nil {
		return nil, fmt.Errorf("audience: recipients: %w", err)
	}
	defer rows.Close()
	var out []Recipient
	for rows.Next() {
		var r Recipient
		if err := rows.Scan(&r.Email, &r.Lang, &r.Name); err != nil {
			return nil, err
		}
		if r.Email != "" {
			out = append(out, r)
		}
	}
	return out, rows.Err()
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
	rows, err := s.db.Query(ctx, "SELECT id, parent_id FROM organization")
	if err != nil {
		return nil, fmt.Errorf("audience: tree: %w", err)
	}
	defer rows.Close()
	children := map[int64][]int64{}
	for rows.Next() {
		var id int64
		var parent *int64
		if err := rows.Scan(&id, &parent); err != nil {
			return nil, err
		}
		if parent != nil {
			children[*parent] = append(children[*parent], id)
		}
	}
	if err := rows.Err(); err != nil {
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
