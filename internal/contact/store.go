package contact

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

// Store keeps the messages of the contact form.
type Store struct{ db *db.DB }

// Insert stores one message with the address it came from.
func (s *Store) Insert(ctx context.Context, r Request, remoteAddr string) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO contact_message
		(name, email, phone, company, subject, message, lang_key, remote_addr, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.Name, r.Email, r.Phone, r.Company, r.Subject, r.Message, r.LangKey, remoteAddr, db.Now()); err != nil {
		return fmt.Errorf("contact store: insert message: %w", err)
	}
	return nil
}
