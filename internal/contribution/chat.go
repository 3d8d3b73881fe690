package contribution

// What the chat service (package chat) asks of the engine: the contribution
// the caller may see with its life cycle's chat flags, the people holding
// roles on it, and the record of a chat command in its history.

import (
	"context"
	"slices"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// ChatSubject is a contribution the caller may see, for its chat sessions.
type ChatSubject struct {
	ID               int64
	Code             string
	Title            string
	ContributionType string
	LifeCycle        *lifecycle.LifeCycle
	State            *lifecycle.State
	Roles            []string // the caller's contribution roles
}

// ChatSubject loads contribution id for the caller (404 when they may not see it).
func (s *Service) ChatSubject(ctx context.Context, id int64) (ChatSubject, error) {
	c, err := s.load(ctx, id)
	if err != nil {
		return ChatSubject{}, err
	}
	lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
	if err != nil {
		return ChatSubject{}, err
	}
	st := lc.Find(c.stateID)
	roles, err := s.Roles(ctx, id, c.contributionType)
	if err != nil {
		return ChatSubject{}, err
	}
	if !s.canSee(ctx, c, st, roles) {
		return ChatSubject{}, apperr.NotFound("contribution")
	}
	code, _, err := s.store.EvalRef(ctx, id)
	if err != nil {
		return ChatSubject{}, err
	}
	return ChatSubject{ID: c.id, Code: code, Title: c.title, ContributionType: c.contributionType, LifeCycle: lc, State: st, Roles: roles}, nil
}

// Holders lists the active holders of roles on contribution id.
func (s *Service) Holders(ctx context.Context, id int64, roles []string) ([]Person, error) {
	people, err := s.people(ctx, id)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(people, func(p Person) bool { return !slices.Contains(roles, p.Role) }), nil
}

// ChatCommandRan records a chat command the caller ran on contribution id in
// its history (action, with the sessions as explanation) and gives the
// command's effects configured on the state. It runs in the caller's
// transaction; the chat service checked the state grants the command.
func (s *Service) ChatCommandRan(ctx context.Context, id int64, st *lifecycle.State, command, action, sessions string) error {
	c, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	if err := s.history(ctx, id, HistoryCommand, action, nil, nil, sessions, auth.FromContext(ctx).UserID); err != nil {
		return err
	}
	return s.commandRan(ctx, c, st, command)
}
