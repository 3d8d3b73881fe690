package account

import (
	"context"
	"net/mail"
	"regexp"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	mailer "github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/paging"
)

var loginPattern = regexp.MustCompile(`^[_.@A-Za-z0-9-]+$`)

// UnitChecker tells whether an organization unit exists (the organization
// package implements it; accounts do not import it).
type UnitChecker interface {
	Exists(ctx context.Context, id int64) (bool, error)
}

// SetUnits lets user management check the units users are put in.
func (s *Service) SetUnits(u UnitChecker) { s.units = u }

// ListUsers is the user-management list.
func (s *Service) ListUsers(ctx context.Context, f UserFilter, p paging.Page) ([]ManagedUser, int64, error) {
	for _, r := range f.Roles {
		if !auth.IsRole(r) {
			return nil, 0, apperr.Malformed("unknown role " + r)
		}
	}
	return s.store.ListUsers(ctx, f, p)
}

// GetUser returns one user for user management.
func (s *Service) GetUser(ctx context.Context, id int64) (ManagedUser, error) {
	return s.store.GetManaged(ctx, id)
}

// UserHistory returns a user's registration history.
func (s *Service) UserHistory(ctx context.Context, id int64) ([]HistoryEntry, error) {
	if _, err := s.store.Get(ctx, id); err != nil {
		return nil, err
	}
	return s.store.History(ctx, id)
}

func (s *Service) checkManaged(ctx context.Context, m *ManagedUser) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	m.Login = strings.ToLower(strings.TrimSpace(m.Login))
	m.Email = strings.ToLower(strings.TrimSpace(m.Email))
	m.FirstName, m.LastName = strings.TrimSpace(m.FirstName), strings.TrimSpace(m.LastName)
	if m.Login == "" {
		m.Login = m.Email
	}
	c := apperr.NewCheck("userManagement")
	if c.Required("login", m.Login) {
		c.Size("login", m.Login, 1, 100)
		c.Pattern("login", m.Login, loginPattern)
	}
	if c.Required("email", m.Email) {
		c.Size("email", m.Email, 5, 254)
		c.Email("email", m.Email)
	}
	c.Size("firstName", m.FirstName, 1, 50)
	c.Size("lastName", m.LastName, 1, 50)
	if m.LangKey == "" {
		m.LangKey = cfg.Locales[0]
	}
	if !slices.Contains(cfg.Locales, m.LangKey) {
		c.Fail("langKey", "Pattern")
	}
	for _, a := range m.Authorities {
		if !auth.IsRole(a) {
			c.Fail("authorities", "Pattern")
		}
	}
	if m.Password != "" {
		c.Size("password", m.Password, 4, 50)
	}
	if err := c.Err(); err != nil {
		return err
	}
	slices.Sort(m.Authorities)
	m.Authorities = slices.Compact(m.Authorities)
	if m.OrganizationUnitID != nil && s.units != nil {
		ok, err := s.units.Exists(ctx, *m.OrganizationUnitID)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.BadRequest("organizationNotFound", nil)
		}
	}
	return nil
}

// Only an administrator may create, change or hand out administrators. The
// refusal is a 400 with an errorKey, not a 403: the web app treats a 403 as
// a lost session and would sign the application administrator out.
func guardAdminRole(p *auth.Principal, target []string, requested []string) error {
	if p.Has(auth.RoleAdmin) {
		return nil
	}
	if slices.Contains(target, auth.RoleAdmin) || slices.Contains(requested, auth.RoleAdmin) {
		return apperr.BadRequest("adminRoleRequired", nil)
	}
	return nil
}

// CreateUser is an administrator creating an account. Without a password the
// user gets a welcome e-mail with a link to choose one.
func (s *Service) CreateUser(ctx context.Context, m ManagedUser) (ManagedUser, error) {
	p := auth.FromContext(ctx)
	if m.ID != 0 {
		return ManagedUser{}, apperr.EntityBadRequest("userManagement", "idexists")
	}
	if err := s.checkManaged(ctx, &m); err != nil {
		return ManagedUser{}, err
	}
	if err := guardAdminRole(p, nil, m.Authorities); err != nil {
		return ManagedUser{}, err
	}
	password, sendWelcome := m.Password, m.Password == ""
	if sendWelcome {
		password = auth.RandomPassword()
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		taken, err := s.store.EmailTaken(ctx, m.Email, 0)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest("emailexists", nil)
		}
		id, err = s.Create(ctx, NewUser{Login: m.Login, Password: password, FirstName: m.FirstName, LastName: m.LastName,
			Email: m.Email, LangKey: m.LangKey, Activated: m.Activated, Authorities: m.Authorities,
			RegistrationStatus: RegistrationApproved, CreatedBy: p.Login})
		if apperr.Is(err, apperr.KindConflict) {
			return apperr.BadRequest("userexists", nil)
		}
		if err != nil {
			return err
		}
		if m.OrganizationUnitID != nil {
			if err := s.store.SetUnit(ctx, id, m.OrganizationUnitID); err != nil {
				return err
			}
		}
		if err := s.store.AddHistory(ctx, id, RegistrationApproved, p.Login, "created by an administrator"); err != nil {
			return err
		}
		if !sendWelcome {
			return nil
		}
		key, keyHash, err := newKey()
		if err != nil {
			return err
		}
		if err := s.store.SetResetKey(ctx, id, keyHash); err != nil {
			return err
		}
		_, err = s.mailer.Send(ctx, m.Email, m.LangKey, "welcome", mailer.CategoryAccount, map[string]any{
			"Name": m.FirstName, "Login": m.Login, "Link": s.mailer.BaseURL() + "/account/reset/finish?key=" + key,
		})
		return err
	})
	if err != nil {
		return ManagedUser{}, err
	}
	return s.store.GetManaged(ctx, id)
}

// UpdateUser is an administrator changing a user: names, e-mail, language,
// roles, activation and unit. Administrators cannot lock themselves out.
func (s *Service) UpdateUser(ctx context.Context, m ManagedUser) (ManagedUser, error) {
	p := auth.FromContext(ctx)
	if m.ID == 0 {
		return ManagedUser{}, apperr.EntityBadRequest("userManagement", "idnull")
	}
	if err := s.checkManaged(ctx, &m); err != nil {
		return ManagedUser{}, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.GetManaged(ctx, m.ID)
		if err != nil {
			return err
		}
		if err := guardAdminRole(p, cur.Authorities, m.Authorities); err != nil {
			return err
		}
		if cur.ID == p.UserID && (!m.Activated || (p.Has(auth.RoleAdmin) && !slices.Contains(m.Authorities, auth.RoleAdmin))) {
			return apperr.BadRequest("cannotLockOutYourself", nil)
		}
		taken, err := s.store.EmailTaken(ctx, m.Email, m.ID)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest("emailexists", nil)
		}
		m.RegistrationStatus = cur.RegistrationStatus
		if m.Activated && !cur.Activated && cur.RegistrationStatus == RegistrationPending {
			m.RegistrationStatus = RegistrationActivated
		}
		if err := s.store.UpdateManaged(ctx, m, p.Login); err != nil {
			return err
		}
		// A new password, a deactivation or another set of roles ends the
		// user's sessions: the old tokens carry old rights.
		if m.Activated != cur.Activated || m.Password != "" || !sameRoles(cur.Authorities, m.Authorities) {
			if err := s.endSessions(ctx, m.ID); err != nil {
				return err
			}
		}
		if m.Activated != cur.Activated {
			status, note := "ACTIVATED", "activated by an administrator"
			if !m.Activated {
				status, note = "DEACTIVATED", "deactivated by an administrator"
			}
			if err := s.store.AddHistory(ctx, m.ID, status, p.Login, note); err != nil {
				return err
			}
		}
		if m.Password != "" {
			hash, err := s.passwords.Hash(m.Password)
			if err != nil {
				return err
			}
			return s.store.SetPassword(ctx, m.ID, hash, p.Login)
		}
		return nil
	})
	if err != nil {
		return ManagedUser{}, err
	}
	return s.store.GetManaged(ctx, m.ID)
}

// sameRoles reports whether two role lists hold the same roles.
func sameRoles(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

// Search contexts of the type-ahead user search.
const (
	SearchBoth     = "BOTH"
	SearchInternal = "INTERNAL"
	SearchExternal = "EXTERNAL"
)

// SearchUsers powers the type-ahead user search: more than 2 characters, at
// most 20 active users, and only whom the caller may see (issue 13):
//
//   - user administrators (ADMIN, APP_ADMIN) find anyone by name or address;
//   - internal users find internal users by name (INTERNAL, BOTH) and an
//     external user only by the exact, whole e-mail address (EXTERNAL, BOTH);
//   - everyone else (external users) finds anyone only by the exact, whole
//     e-mail address, in every mode.
//
// E-mail addresses are answered only to user administrators, or when the
// caller typed the whole address.
func (s *Service) SearchUsers(ctx context.Context, q, parameter string) ([]SearchResult, error) {
	q = strings.TrimSpace(q)
	if parameter == "" {
		parameter = SearchBoth
	}
	switch parameter {
	case SearchBoth, SearchInternal, SearchExternal:
	default:
		return nil, apperr.Malformed("parameter must be BOTH, INTERNAL or EXTERNAL")
	}
	if len([]rune(q)) < 3 {
		return []SearchResult{}, nil
	}
	if len(q) > 254 {
		return nil, apperr.Malformed("search string too long")
	}
	p := auth.FromContext(ctx)
	userAdmin := p.HasAny(auth.RoleAdmin, auth.RoleAppAdmin)
	a, err := mail.ParseAddress(q)
	wholeAddress := err == nil && a.Address == q
	byAddress := func(role string) ([]SearchResult, error) {
		if !wholeAddress {
			return []SearchResult{}, nil
		}
		return s.store.Search(ctx, "", q, role, 20)
	}
	var out []SearchResult
	switch {
	case parameter == SearchExternal:
		out, err = byAddress(auth.RoleExternal)
	case userAdmin && parameter == SearchInternal:
		out, err = s.store.Search(ctx, q, "", auth.RoleInternal, 20)
	case userAdmin:
		out, err = s.store.Search(ctx, q, "", "", 20)
	case !p.Has(auth.RoleInternal) && parameter == SearchInternal:
		out, err = byAddress(auth.RoleInternal)
	case !p.Has(auth.RoleInternal):
		out, err = byAddress("")
	default: // an internal user
		out, err = s.store.Search(ctx, q, "", auth.RoleInternal, 20)
		if err == nil && parameter == SearchBoth {
			var outside []SearchResult
			outside, err = byAddress(auth.RoleExternal)
			for _, r := range outside {
				if !slices.ContainsFunc(out, func(o SearchResult) bool { return o.ID == r.ID }) {
					out = append(out, r)
				}
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if !userAdmin {
		for i := range out {
			if !strings.EqualFold(out[i].Email, q) {
				out[i].Email = ""
			}
		}
	}
	return out, nil
}

// UsersOfUnit lists the users placed directly in an organization node.
func (s *Service) UsersOfUnit(ctx context.Context, unitID int64) ([]ManagedUser, error) {
	items, _, err := s.store.ListUsers(ctx, UserFilter{UnitID: unitID}, paging.Page{Size: paging.MaxPageSize,
		Sort: []paging.Order{{Column: "u.first_name"}, {Column: "u.last_name"}}})
	if err != nil {
		return nil, err
	}
	return items, nil
}
