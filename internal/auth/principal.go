package auth

import (
	"context"
	"slices"
)

// Principal is the signed-in caller, read from the session token.
type Principal struct {
	UserID      int64
	Login       string
	Authorities []string
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
