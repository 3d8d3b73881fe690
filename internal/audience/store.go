package audience

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of audience targets and of the organization reads the
// audience rule needs.
type Store struct{ db *db.DB }

// Chain is the user's unit and every node above it, nearest first, in one
// query (depth bounded: the tree refuses cycles, the bound guards against a
// damaged one).
func (s *Store) Chain(ctx context.Context, userID int64) ([]int64, error) {
	ids, err := db.Int64s(ctx, s.db, `WITH RECURSIVE chain (id, parent_id, depth) AS (
			SELECT o.id, o.parent_id, 1 FROM organization o JOIN app_user u ON u.organization_unit_id = o.id WHERE u.id = ?
			UNION ALL
			SELECT o.id, o.parent_id, chain.depth + 1 FROM organization o JOIN chain ON o.id = chain.parent_id WHERE chain.depth < 64)
		SELECT id FROM chain ORDER BY depth`, userID)
	if err != nil {
		return nil, fmt.Errorf("audience store: units of %d: %w", userID, err)
	}
	return ids, nil
}

// targetRow is one target of an item with its node's kind.
type targetRow struct {
	owner, node int64
	kind        string
}

// Targets reads the targets of several items of a kind.
func (s *Store) Targets(ctx context.Context, kind string, ids []int64) ([]targetRow, error) {
	in, args := db.In("t.owner_id", ids)
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (targetRow, error) {
		var r targetRow
		err := sc.Scan(&r.owner, &r.node, &r.kind)
		return r, err
	}, `SELECT t.owner_id, t.organization_id, o.kind FROM audience_target t JOIN organization o ON o.id = t.organization_id
		WHERE t.owner_kind = ? AND `+in+` ORDER BY t.organization_id`, append([]any{kind}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("audience store: targets of %s: %w", kind, err)
	}
	return rows, nil
}

// NodeExists reports whether an organization node exists.
func (s *Store) NodeExists(ctx context.Context, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE id = ?", id).Scan(&n); err != nil {
		return false, fmt.Errorf("audience store: check node %d: %w", id, err)
	}
	return n > 0, nil
}

// ReplaceTargets makes nodes the targets of an item (none: it has no targets).
func (s *Store) ReplaceTargets(ctx context.Context, kind string, id int64, nodes []int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM audience_target WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
		return fmt.Errorf("audience store: clear targets: %w", err)
	}
	for _, oid := range nodes {
		if _, err := s.db.Exec(ctx, "INSERT INTO audience_target (owner_kind, owner_id, organization_id) VALUES (?, ?, ?)", kind, id, oid); err != nil {
			return fmt.Errorf("audience store: target: %w", err)
		}
	}
	return nil
}

// Recipients lists the users matching w (alias u) with an e-mail address.
func (s *Store) Recipients(ctx context.Context, w db.Where) ([]Recipient, error) {
	where, args := w.SQL()
	all, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Recipient, error) {
		var r Recipient
		err := sc.Scan(&r.Email, &r.Lang, &r.Name)
		return r, err
	}, "SELECT COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u"+where+" ORDER BY u.id", args...)
	if err != nil {
		return nil, fmt.Errorf("audience store: recipients: %w", err)
	}
	var out []Recipient
	for _, r := range all {
		if r.Email != "" {
			out = append(out, r)
		}
	}
	return out, nil
}

// Children maps every organization node to its children.
func (s *Store) Children(ctx context.Context) (map[int64][]int64, error) {
	type edge struct {
		id     int64
		parent *int64
	}
	edges, err := db.Collect(ctx, s.db, func(sc db.Scanner) (edge, error) {
		var e edge
		err := sc.Scan(&e.id, &e.parent)
		return e, err
	}, "SELECT id, parent_id FROM organization")
	if err != nil {
		return nil, fmt.Errorf("audience store: tree: %w", err)
	}
	children := map[int64][]int64{}
	for _, e := range edges {
		if e.parent != nil {
			children[*e.parent] = append(children[*e.parent], e.id)
		}
	}
	return children, nil
}
