-- Title search compares folded text (db.Fold: lower case, dotted and dotless
-- i alike) computed in Go, so it finds "Şehir" from "şehir" and "İstanbul"
-- from "istanbul" on both engines, whatever the database's locale. The Go
-- step of this migration folds the existing titles (after these statements).
ALTER TABLE contribution ADD COLUMN search_title TEXT NOT NULL DEFAULT '';

-- The field filter's covering index carries the folded title instead of the
-- title, so a field list searched by title still reads the index alone.
DROP INDEX ix_contribution_type_field;
CREATE INDEX ix_contribution_type_field ON contribution (contribution_type, field_id, updated_date, id, visible, publish_state, state_id, search_title);
