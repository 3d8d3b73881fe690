package contribution

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Comment and rating statuses a command may set (spec 002 §4). Comment
// status has two readings in the spec; VISIBLE and VISIBLE_AND_CLOSED are
// taken as OPEN and CLOSED.
const (
	StatusOpen   = "OPEN"
	StatusClosed = "CLOSED"
	StatusHidden = "HIDDEN"
)

// HistoryCommand is the history category of commands other than assignments.
const HistoryCommand = "COMMAND"

func commentStatus(s string) (string, bool) {
	switch v := lifecycle.CommentStatusOf(s); v {
	case StatusOpen, StatusClosed, StatusHidden:
		return v, true
	}
	return "", false
}

func ratingStatus(s string) (string, bool) {
	switch v := strings.ToUpper(s); v {
	case StatusOpen, StatusClosed, StatusHidden:
		return v, true
	}
	return "", false
}

// commandContext loads a contribution in the caller's transaction and
// checks that its current state grants the command to one of their roles.
func (s *Service) commandContext(ctx context.Context, id int64, command string) (row, *lifecycle.State, []string, error) {
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return c, nil, nil, err
	}
	if !st.Grants(command, roles) {
		return c, nil, nil, apperr.Forbidden()
	}
	return c, st, roles, nil
}

// Switches is the visibility, comment, rating and edit state of a contribution.
type Switches struct {
	ContributionID int64  `json:"contributionId"`
	Visible        bool   `json:"visible"`
	CommentStatus  string `json:"commentStatus"`
	RatingStatus   string `json:"ratingStatus"`
	Editable       bool   `json:"editable"`
}

// Switches reads the switches of a contribution the caller may see.
func (s *Service) Switches(ctx context.Context, id int64) (Switches, error) {
	if _, _, _, err := s.editContext(ctx, id); err != nil {
		return Switches{}, err
	}
	return s.store.Switches(ctx, id)
}

// SetVisibility shows or hides a contribution (CHANGE_VISIBILITY). A hidden
// contribution is seen only by people with a role on it; the per-state
// counters follow.
func (s *Service) SetVisibility(ctx context.Context, id int64, visible bool) error {
	return s.write(ctx, func(ctx context.Context) error {
		return s.setVisibility(ctx, id, visible)
	})
}

func (s *Service) setVisibility(ctx context.Context, id int64, visible bool) error {
	c, st, _, err := s.commandContext(ctx, id, lifecycle.CmdChangeVisibility)
	if err != nil {
		return err
	}
	if c.visible == visible {
		return nil
	}
	if err := s.applyVisibility(ctx, c, visible); err != nil {
		return err
	}
	return s.commandRan(ctx, c, st, lifecycle.CmdChangeVisibility)
}

// applyVisibility shows or hides c and keeps the per-state counters; the
// command and the action post handler CHANGE_VISIBILITY share it.
func (s *Service) applyVisibility(ctx context.Context, c row, visible bool) error {
	if c.visible == visible {
		return nil
	}
	if err := s.store.Set(ctx, c.id, columnVisible, visible, s.now()); err != nil {
		return err
	}
	if err := s.bump(ctx, c.contributionType, c.stateID, c.visible, -1); err != nil {
		return err
	}
	if err := s.bump(ctx, c.contributionType, c.stateID, visible, 1); err != nil {
		return err
	}
	return s.history(ctx, c.id, HistoryCommand, "visibility-"+strconv.FormatBool(visible), nil, nil, "", auth.FromContext(ctx).UserID)
}

// setColumn runs a command that sets one column of the contribution.
func (s *Service) setColumn(ctx context.Context, id int64, command, column string, value any, action string) error {
	c, st, _, err := s.commandContext(ctx, id, command)
	if err != nil {
		return err
	}
	if err := s.applyColumn(ctx, id, column, value, action); err != nil {
		return err
	}
	return s.commandRan(ctx, c, st, command)
}

// applyColumn sets one column of the contribution and records it in the
// history; the commands and the action post handlers share it.
func (s *Service) applyColumn(ctx context.Context, id int64, column string, value any, action string) error {
	if err := s.store.Set(ctx, id, column, value, s.now()); err != nil {
		return err
	}
	return s.history(ctx, id, HistoryCommand, action, nil, nil, "", auth.FromContext(ctx).UserID)
}

// commandRan gives a command's effects configured on the state: it opens
// the command's task definitions (closed with the state's other tasks when
// the contribution leaves the state) and writes its points to the ledger.
func (s *Service) commandRan(ctx context.Context, c row, st *lifecycle.State, command string) error {
	for _, cmd := range st.Commands {
		if cmd.Command != command {
			continue
		}
		for _, t := range cmd.TaskDefinitions {
			if err := s.openTask(ctx, c.id, st, nil, c.contributionType, t.Name, t.Role, t.DeadlineDays, t.SendEmail); err != nil {
				return err
			}
		}
		for _, p := range cmd.PointDefinitions {
			if err := s.givePoints(ctx, c, p.Role, p.Points, p.Share, "command:"+command); err != nil {
				return err
			}
		}
	}
	return nil
}

// SetCommentStatus opens, closes or hides comments (CHANGE_COMMENT_STATUS).
func (s *Service) SetCommentStatus(ctx context.Context, id int64, status string) error {
	v, ok := commentStatus(status)
	if !ok {
		return apperr.BadRequest("commentStatusInvalid", map[string]any{"status": status})
	}
	return s.write(ctx, func(ctx context.Context) error {
		return s.setColumn(ctx, id, lifecycle.CmdCommentStatus, columnCommentStatus, v, "comment-status-"+strings.ToLower(v))
	})
}

// SetRatingStatus opens, closes or hides ratings (CHANGE_RATING_STATUS).
func (s *Service) SetRatingStatus(ctx context.Context, id int64, status string) error {
	v, ok := ratingStatus(status)
	if !ok {
		return apperr.BadRequest("ratingStatusInvalid", map[string]any{"status": status})
	}
	return s.write(ctx, func(ctx context.Context) error {
		return s.setColumn(ctx, id, lifecycle.CmdRatingStatus, columnRatingStatus, v, "rating-status-"+strings.ToLower(v))
	})
}

// SetEditability lets the owners edit the contribution or not (CHANGE_EDITABILITY).
func (s *Service) SetEditability(ctx context.Context, id int64, value string) error {
	editable, err := strconv.ParseBool(value)
	if err != nil {
		return apperr.BadRequest("editabilityInvalid", map[string]any{"value": value})
	}
	return s.write(ctx, func(ctx context.Context) error {
		return s.setColumn(ctx, id, lifecycle.CmdEditability, columnEditable, editable, "editability-"+strconv.FormatBool(editable))
	})
}

// SwitchesChange is the body of changeCommentRatingStatusAndVisibility;
// absent parts stay as they are.
type SwitchesChange struct {
	ContributionID int64   `json:"contributionId"`
	Visible        *bool   `json:"visible"`
	CommentStatus  *string `json:"commentStatus"`
	RatingStatus   *string `json:"ratingStatus"`
}

// ChangeSwitches applies visibility, comment and rating status in one
// transaction, each only when it changes and checked against its command.
func (s *Service) ChangeSwitches(ctx context.Context, in SwitchesChange) error {
	current, err := s.Switches(ctx, in.ContributionID)
	if err != nil {
		return err
	}
	return s.write(ctx, func(ctx context.Context) error {
		if in.Visible != nil && *in.Visible != current.Visible {
			if err := s.setVisibility(ctx, in.ContributionID, *in.Visible); err != nil {
				return err
			}
		}
		if in.CommentStatus != nil {
			v, ok := commentStatus(*in.CommentStatus)
			if !ok {
				return apperr.BadRequest("commentStatusInvalid", map[string]any{"status": *in.CommentStatus})
			}
			if v != current.CommentStatus {
				if err := s.setColumn(ctx, in.ContributionID, lifecycle.CmdCommentStatus, columnCommentStatus, v, "comment-status-"+strings.ToLower(v)); err != nil {
					return err
				}
			}
		}
		if in.RatingStatus != nil {
			v, ok := ratingStatus(*in.RatingStatus)
			if !ok {
				return apperr.BadRequest("ratingStatusInvalid", map[string]any{"status": *in.RatingStatus})
			}
			if v != current.RatingStatus {
				if err := s.setColumn(ctx, in.ContributionID, lifecycle.CmdRatingStatus, columnRatingStatus, v, "rating-status-"+strings.ToLower(v)); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// ChangeField moves a contribution to another field of its type
// (CHANGE_FIELD). userID 0 makes the new field's mentors the mentors;
// another id makes that user the mentor. Answers to inputs of the old
// field are dropped.
func (s *Service) ChangeField(ctx context.Context, id, fieldID, userID int64) error {
	return s.write(ctx, func(ctx context.Context) error {
		c, st, _, err := s.commandContext(ctx, id, lifecycle.CmdChangeField)
		if err != nil {
			return err
		}
		ok, err := s.fields.Usable(ctx, c.contributionType, fieldID)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.BadRequest("contributionFieldNotFound", map[string]any{"fieldId": fieldID})
		}
		if err := s.store.Set(ctx, id, columnField, fieldID, s.now()); err != nil {
			return err
		}
		if err := s.inputs.DropOtherFields(ctx, id, fieldID); err != nil {
			return err
		}
		if err := s.store.Unassign(ctx, id, lifecycle.RoleMentor, 0); err != nil {
			return err
		}
		if userID != 0 {
			if err := s.checkUsers(ctx, []int64{userID}); err != nil {
				return err
			}
			if err := s.addPerson(ctx, id, userID, lifecycle.RoleMentor); err != nil {
				return err
			}
		} else if err := s.assignFieldMentors(ctx, id); err != nil {
			return err
		}
		if err := s.history(ctx, id, HistoryCommand, "change-field", nil, nil, "", auth.FromContext(ctx).UserID); err != nil {
			return err
		}
		return s.commandRan(ctx, c, st, lifecycle.CmdChangeField)
	})
}

// AssignedUsers lists the active people of a contribution, of one role or
// all, for those who may view the owners or hold a working role.
func (s *Service) AssignedUsers(ctx context.Context, id int64, role string) ([]Person, error) {
	_, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return nil, err
	}
	working := slices.ContainsFunc(roles, func(r string) bool { return r != lifecycle.RoleViewer })
	if !working && !st.Grants(lifecycle.CmdViewOwners, roles) {
		return nil, apperr.Forbidden()
	}
	people, err := s.people(ctx, id)
	if err != nil {
		return nil, err
	}
	if role != "" {
		people = slices.DeleteFunc(people, func(p Person) bool { return p.Role != role })
	}
	return people, nil
}

// Owners lists the owners of a contribution (VIEW_OWNERS, or an owner).
func (s *Service) Owners(ctx context.Context, id int64) ([]Person, error) {
	_, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return nil, err
	}
	if !st.Grants(lifecycle.CmdViewOwners, roles) && !slices.Contains(roles, lifecycle.RoleOwner) {
		return nil, apperr.Forbidden()
	}
	people, err := s.people(ctx, id)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(people, func(p Person) bool { return p.Role != lifecycle.RoleOwner }), nil
}
