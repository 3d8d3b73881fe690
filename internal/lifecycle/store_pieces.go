package lifecycle

import (
	"context"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/db"
)

// The SQL of the configuration pieces: one table per kind, each a row under
// a parent (a state, an action or a command), read and written through the
// table's description.

// pieceTable describes the table of one kind of piece.
type pieceTable struct {
	table     string
	parentCol string
	cols      []string // the piece's own columns, after id and the parent
}

// The tables of the eight kinds of piece.
var (
	notificationTable = pieceTable{table: "state_change_notification", parentCol: "state_id", cols: []string{"role", "send_email"}}
	actionTable       = pieceTable{table: "state_action", parentCol: "state_id", cols: []string{"name", "target_state_id", "roles", "explanation", "rank", "required_evaluation"}}
	taskTable         = pieceTable{table: "state_task_definition", parentCol: "state_id", cols: []string{"name", "role", "deadline_days", "send_email"}}
	postHandlerTable  = pieceTable{table: "action_post_handler", parentCol: "action_id", cols: []string{"handler", "parameter", "rank"}}
	actionPointTable  = pieceTable{table: "action_point_definition", parentCol: "action_id", cols: []string{"role", "points", "share"}}
	commandTable      = pieceTable{table: "state_command", parentCol: "state_id", cols: []string{"command", "roles"}}
	commandTaskTable  = pieceTable{table: "command_task_definition", parentCol: "command_id", cols: []string{"name", "role", "deadline_days", "send_email"}}
	commandPointTable = pieceTable{table: "command_point_definition", parentCol: "command_id", cols: []string{"role", "points", "share"}}
)

// ownerOf reads where a piece's parent lives: its life cycle and state
// (db.ErrNoRows when there is no such parent).
func (s *Store) ownerOf(ctx context.Context, l level, parentID int64) (owner, error) {
	var q string
	switch l {
	case underState:
		q = "SELECT life_cycle_id, id FROM life_cycle_state WHERE id = ?"
	case underAction:
		q = "SELECT s.life_cycle_id, s.id FROM state_action x JOIN life_cycle_state s ON s.id = x.state_id WHERE x.id = ?"
	default:
		q = "SELECT s.life_cycle_id, s.id FROM state_command x JOIN life_cycle_state s ON s.id = x.state_id WHERE x.id = ?"
	}
	return db.ScanOne(ctx, s.db, func(sc db.Scanner) (owner, error) {
		var o owner
		err := sc.Scan(&o.lifeCycleID, &o.stateID)
		return o, err
	}, q, parentID)
}

// getPiece scans a piece's id, parent id and columns into dest (db.ErrNoRows
// when there is none).
func (s *Store) getPiece(ctx context.Context, t pieceTable, id int64, dest []any) error {
	return s.db.QueryRow(ctx, "SELECT id, "+t.parentCol+", "+strings.Join(t.cols, ", ")+" FROM "+t.table+" WHERE id = ?", id).Scan(dest...)
}

// insertPiece adds a piece under parentID and returns its id; the error is
// the driver's, so a unique violation can be told.
func (s *Store) insertPiece(ctx context.Context, t pieceTable, parentID int64, values []any) (int64, error) {
	return s.db.InsertID(ctx, "INSERT INTO "+t.table+" ("+t.parentCol+", "+strings.Join(t.cols, ", ")+") VALUES ("+db.Placeholders(len(t.cols)+1)+")",
		append([]any{parentID}, values...)...)
}

// updatePiece writes a piece's columns; the error is the driver's.
func (s *Store) updatePiece(ctx context.Context, t pieceTable, id int64, values []any) error {
	sets := strings.Join(t.cols, " = ?, ") + " = ?"
	_, err := s.db.Exec(ctx, "UPDATE "+t.table+" SET "+sets+" WHERE id = ?", append(values, id)...)
	return err
}

// deletePiece removes a piece (what hangs below it goes by cascade).
func (s *Store) deletePiece(ctx context.Context, t pieceTable, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM "+t.table+" WHERE id = ?", id); err != nil {
		return fmt.Errorf("lifecycle: delete from %s %d: %w", t.table, id, err)
	}
	return nil
}

// pieceRank is the current rank of piece selfID, or for a new piece
// (selfID 0) the rank after the last of its parent's.
func (s *Store) pieceRank(ctx context.Context, t pieceTable, parentID, selfID int64) (int, error) {
	var q string
	var args []any
	if selfID > 0 {
		q, args = "SELECT rank FROM "+t.table+" WHERE id = ?", []any{selfID}
	} else {
		q, args = "SELECT COALESCE(MAX(rank), 0) + 1 FROM "+t.table+" WHERE "+t.parentCol+" = ?", []any{parentID}
	}
	var rank int
	if err := s.db.QueryRow(ctx, q, args...).Scan(&rank); err != nil {
		return 0, fmt.Errorf("lifecycle: rank in %s: %w", t.table, err)
	}
	return rank, nil
}

// lifeCycleOfState reads the life cycle a state belongs to (0 when there is no such state).
func (s *Store) lifeCycleOfState(ctx context.Context, stateID int64) (int64, error) {
	var lc int64
	err := s.db.QueryRow(ctx, "SELECT life_cycle_id FROM life_cycle_state WHERE id = ?", stateID).Scan(&lc)
	if err != nil && !db.IsNoRows(err) {
		return 0, fmt.Errorf("lifecycle: state %d: %w", stateID, err)
	}
	return lc, nil
}
