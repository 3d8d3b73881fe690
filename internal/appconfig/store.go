package appconfig

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

// store is the SQL of the settings: one JSON document in app_setting.
type store struct{ db *db.DB }

const settingName = "app.config"

// read reads the stored document; found is false when none was ever saved.
func (s store) read(ctx context.Context) (raw string, found bool, err error) {
	err = s.db.QueryRow(ctx, "SELECT value FROM app_setting WHERE name = ?", settingName).Scan(&raw)
	if db.IsNoRows(err) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("appconfig: read: %w", err)
	}
	return raw, true, nil
}

// write stores the document, adding its row the first time.
func (s store) write(ctx context.Context, raw string) error {
	res, err := s.db.Exec(ctx, "UPDATE app_setting SET value = ? WHERE name = ?", raw, settingName)
	if err != nil {
		return fmt.Errorf("appconfig: update: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := s.db.Exec(ctx, "INSERT INTO app_setting (name, value) VALUES (?, ?)", settingName, raw); err != nil {
			return fmt.Errorf("appconfig: insert: %w", err)
		}
	}
	return nil
}
