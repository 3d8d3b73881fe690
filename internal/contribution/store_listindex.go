package contribution

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// listChanges are list_change's counters (migrations 33 and 36) as one
// read saw them: each type's moves with every committed write of its
// contributions that the list index depends on, roleSeq with every
// committed write of contribution roles.
type listChanges struct{ suggestion, improvement, idea, roleSeq int64 }

// of is the counter of a contribution type (-1, matching no index, for an
// unknown one).
func (c listChanges) of(contributionType string) int64 {
	switch contributionType {
	case TypeSuggestion:
		return c.suggestion
	case TypeImprovement:
		return c.improvement
	case TypeIdea:
		return c.idea
	}
	return -1
}

// listChangeColumns are list_change's columns a listChanges scans.
const listChangeColumns = "l.seq_suggestion, l.seq_improvement, l.seq_idea, l.role_seq"

func (c *listChanges) dest() []any { return []any{&c.suggestion, &c.improvement, &c.idea, &c.roleSeq} }

// ListChanges reads list_change.
func (s *Store) ListChanges(ctx context.Context) (listChanges, error) {
	var c listChanges
	if err := s.db.QueryRow(ctx, "SELECT "+listChangeColumns+" FROM list_change l WHERE l.id = 1").Scan(c.dest()...); err != nil {
		return c, fmt.Errorf("contribution: list changes: %w", err)
	}
	return c, nil
}

// ListIndex reads what the list index of a type holds, in one snapshot with
// the seq it is at, and builds it: the type's contributions outside drafts,
// their tag links, and their order in each of columns (ListSortable's), as
// the database sorts them (its collation, its place for NULL).
func (s *Store) ListIndex(ctx context.Context, contributionType string, columns []string) (*listIndex, error) {
	var b *indexBuilder
	const outsideDrafts = " FROM contribution c WHERE c.contribution_type = ? AND c.publish_state <> ?"
	err := s.db.WithSnapshot(ctx, func(ctx context.Context) error {
		c, err := s.ListChanges(ctx)
		if err != nil {
			return err
		}
		b = newIndexBuilder(c.of(contributionType))
		err = db.Each(ctx, s.db, func(sc db.Scanner) error {
			var r indexRow
			var field, parent *int64
			var submitted *time.Time
			if err := sc.Scan(&r.id, &r.visible, &r.state, &field, &parent, &r.code, &r.title, &submitted); err != nil {
				return err
			}
			if field != nil {
				r.field, r.hasField = *field, true
			}
			if parent != nil {
				r.parent, r.hasParent = *parent, true
			}
			if submitted != nil {
				r.submitted, r.sub = submitted.UnixNano(), true
			}
			b.row(r)
			return nil
		}, "SELECT c.id, c.visible, c.state_id, c.field_id, "+parentColumn(contributionType)+", c.code, COALESCE(c.search_title, ''), c.submitted_date"+
			outsideDrafts+" ORDER BY c.id", contributionType, PublishDraft)
		if err != nil {
			return fmt.Errorf("rows: %w", err)
		}
		b.rowsDone()
		err = db.Each(ctx, s.db, func(sc db.Scanner) error {
			var contributionID, tagID int64
			if err := sc.Scan(&contributionID, &tagID); err != nil {
				return err
			}
			b.tag(contributionID, tagID)
			return nil
		}, "SELECT tl.contribution_id, tl.tag_id FROM contribution_tag_link tl WHERE tl.contribution_id IN (SELECT c.id"+outsideDrafts+")",
			contributionType, PublishDraft)
		if err != nil {
			return fmt.Errorf("tags: %w", err)
		}
		for _, col := range columns {
			if col == idColumn || col == stateColumn { // the rows' own order; the bit sets per state
				continue
			}
			rows := make([]uint32, 0, len(b.x.ids))
			order := paging.Page{Sort: []paging.Order{{Column: col}}}.OrderBy("c.id")
			err := db.Each(ctx, s.db, func(sc db.Scanner) error {
				var id int64
				if err := sc.Scan(&id); err != nil {
					return err
				}
				if row, ok := b.x.row(id); ok {
					rows = append(rows, row)
				}
				return nil
			}, "SELECT c.id"+outsideDrafts+order, contributionType, PublishDraft)
			if err != nil {
				return fmt.Errorf("order %s: %w", col, err)
			}
			b.order(col, rows)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("contribution: list index of %s: %w", contributionType, err)
	}
	return b.done(), nil
}

// HiddenWithRoleIDs are the hidden contributions of the type, outside
// drafts, the user holds an active role on (those hiddenWithRoleSQL counts).
func (s *Store) HiddenWithRoleIDs(ctx context.Context, contributionType string, userID int64) ([]int64, error) {
	ids, err := db.Int64s(ctx, s.db, "SELECT c.id"+hiddenWithRoleFrom, contributionType, PublishDraft, userID, true)
	if err != nil {
		return nil, fmt.Errorf("contribution: hidden with a role: %w", err)
	}
	return ids, nil
}

// RoleContributionIDs are the contributions the user holds an active role
// of the kind on.
func (s *Store) RoleContributionIDs(ctx context.Context, userID int64, role string) ([]int64, error) {
	ids, err := db.Int64s(ctx, s.db, "SELECT contribution_id FROM contribution_user WHERE user_id = ? AND is_active = ? AND user_role = ?",
		userID, true, role)
	if err != nil {
		return nil, fmt.Errorf("contribution: roles of a user: %w", err)
	}
	return ids, nil
}

// ListRowsByID reads list rows by id, in the order of ids (an id whose row
// is gone is left out), and list_change in the same statement: nil when no
// row came back to read it with.
func (s *Store) ListRowsByID(ctx context.Context, ids []int64) ([]ListItem, *listChanges, error) {
	if len(ids) == 0 {
		return []ListItem{}, nil, nil
	}
	in, args := db.In("c.id", ids)
	var c listChanges
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (ListItem, error) {
		return scanListItem(extraScanner{sc, c.dest()})
	}, "SELECT "+listColumns+", "+listChangeColumns+" FROM list_change l CROSS JOIN contribution c WHERE l.id = 1 AND "+in, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("contribution: list rows: %w", err)
	}
	items := db.InOrder(ids, rows, func(r ListItem) int64 { return r.ID })
	if len(rows) == 0 {
		return items, nil, nil
	}
	return items, &c, nil
}
