package auth

import (
	"context"
	"slices"
	"time"
)

// Principal is the signed-in caller, read from the session token. On a
// request, the router replaces the token's roles with those the database
// holds now (httpapi.Sessions).
type Principal struct {
	UserID      int64
	Login       string
	Authorities []string

	// The session the token belongs to: its id (empty for tokens issued
	// before ids existed), the user's session version when it was issued
	// and its expiry.
	TokenID        string
	SessionVersion int64
	Expires        time.Time
}

// Has reports whether the principal holds the role.
func (p *Principal) Has(role string) bool {
	return p != nil && slices.Contains(p.Authorities, role)
}

// HasAny reports whether the principal holds at least one of roles. An empty
// list means any signed-in caller.
func (p *Principal) HasAny(roles ...string) bool {
	if p == nil {
		return false
	}
	if len(roles) == 0 {
		return true
	}
	for _, r := range roles {
		if p.Has(r) {
			return true
		}
	}
	return false
}

type principalKey struct{}

// WithPrincipal returns a context carrying p.
func WithPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// FromContext returns the caller, or nil for an anonymous request.
func FromContext(ctx context.Context) *Principal {
	p, _ := ctx.Value(principalKey{}).(*Principal)
	return p
}
