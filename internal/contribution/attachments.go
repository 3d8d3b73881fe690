package contribution

import (
	"context"
	"slices"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Attachments are a contribution's banner and files (package attachment):
// the engine reads them for the detail and forgets them with a deleted
// contribution.
type Attachments interface {
	Of(ctx context.Context, contributionID int64) ([]attachment.File, error)
	Forget(ctx context.Context, contributionID int64) (func(), error)
}

// requireEdit loads a contribution the caller may change: the state grants
// them EDIT and the contribution is editable, or they administer the type.
func (s *Service) requireEdit(ctx context.Context, id int64) (row, *lifecycle.State, error) {
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return c, nil, err
	}
	manager := slices.Contains(roles, lifecycle.RoleManager)
	if !st.Grants(lifecycle.CmdEdit, roles) && !manager {
		return c, nil, apperr.Forbidden()
	}
	editable, err := s.store.Editable(ctx, c.id)
	if err != nil {
		return c, nil, err
	}
	if !editable && !manager {
		return c, nil, apperr.BadRequest("contributionNotEditable", nil)
	}
	return c, st, nil
}

// CheckRead refuses (404) a caller who may not see contribution id; the
// attachment service asks it.
func (s *Service) CheckRead(ctx context.Context, id int64) error {
	_, _, _, err := s.editContext(ctx, id)
	return err
}

// CheckEdit refuses a caller who may not change contribution id and tells
// whether its life cycle takes a banner; the attachment service asks it.
func (s *Service) CheckEdit(ctx context.Context, id int64) (bool, error) {
	c, _, err := s.requireEdit(ctx, id)
	if err != nil {
		return false, err
	}
	lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
	if err != nil {
		return false, err
	}
	return lc.IsBannerEnabled, nil
}

// Changed moves contribution id's version on and makes the lists forget
// what they remembered, inside the caller's transaction.
func (s *Service) Changed(ctx context.Context, id int64) error {
	s.listsChanged(ctx)
	return s.touch(ctx, id)
}
