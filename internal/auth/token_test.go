package auth

import (
	"testing"
	"time"
)

func TestSessionAndTwoFactorTokensAreKeptApart(t *testing.T) {
	tk := NewTokens([]byte("0123456789abcdef0123456789abcdef"), time.Hour, 24*time.Hour)
	s, _, err := tk.Issue(Principal{UserID: 7, Login: "ada", Authorities: []string{RoleUser}}, false)
	if err != nil {
		t.Fatal(err)
	}
	p, err := tk.Parse(s)
	if err != nil || p.UserID != 7 || p.Login != "ada" || !p.Has(RoleUser) || p.Has(RoleAdmin) {
		t.Fatalf("parse session: %+v, %v", p, err)
	}
	if _, err := tk.ParseTwoFactor(s); err == nil {
		t.Error("a session token passed as a two-factor token")
	}
	tf, err := tk.IssueTwoFactor(7, "ada")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tk.Parse(tf); err == nil {
		t.Error("a two-factor token passed as a session")
	}
	if uid, err := tk.ParseTwoFactor(tf); err != nil || uid != 7 {
		t.Errorf("parse two-factor: %d, %v", uid, err)
	}
	// Both expire.
	tk.now = func() time.Time { return time.Now().Add(TwoFactorLifetime + time.Minute) }
	if _, err := tk.ParseTwoFactor(tf); err == nil {
		t.Error("an expired two-factor token passed")
	}
	tk.now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if _, err := tk.Parse(s); err == nil {
		t.Error("an expired session passed")
	}
	// Another secret's tokens fail.
	other := NewTokens([]byte("another-secret-another-secret-xx"), time.Hour, time.Hour)
	if _, err := other.Parse(s); err == nil {
		t.Error("a token signed with another secret passed")
	}
}

func TestLoadOrCreateSecretKeepsTheSecret(t *testing.T) {
	dir := t.TempDir()
	a, err := LoadOrCreateSecret("", dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadOrCreateSecret("", dir)
	if err != nil || string(a) != string(b) || len(a) < 32 {
		t.Errorf("secret not kept: %q vs %q (%v)", a, b, err)
	}
	if _, err := LoadOrCreateSecret("short", dir); err == nil {
		t.Error("a short configured secret was accepted")
	}
}

func TestCheckedTokensAreRememberedUntilTheyExpire(t *testing.T) {
	tk := NewTokens([]byte("0123456789abcdef0123456789abcdef"), time.Hour, 24*time.Hour)
	s, _, err := tk.Issue(Principal{UserID: 7, Login: "ada", Authorities: []string{RoleUser}}, false)
	if err != nil {
		t.Fatal(err)
	}
	first, err := tk.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	again, err := tk.Parse(s)
	if err != nil || again != first {
		t.Fatalf("second parse: %p vs %p, %v", again, first, err)
	}
	// A forged variant of a remembered token is still checked.
	forged := s[:len(s)-2] + "xx"
	if _, err := tk.Parse(forged); err == nil {
		t.Error("a token with a changed signature passed")
	}
	tk.now = func() time.Time { return time.Now().Add(time.Hour + time.Second) }
	if _, err := tk.Parse(s); err == nil {
		t.Error("a remembered token passed after it expired")
	}
}
