-- A contribution's body leaves its row for a table of its own, as on SQLite
-- (where a long body put the list's columns behind an overflow chain, see
-- the SQLite file). On PostgreSQL a body under 2 KB stayed inside the row,
-- so the rows the lists and the list index build read were three times
-- wider than what they use. The detail and the edit form read the body by
-- the contribution's id.
CREATE TABLE contribution_body (
    contribution_id BIGINT PRIMARY KEY REFERENCES contribution (id) ON DELETE CASCADE,
    body TEXT NOT NULL
);

INSERT INTO contribution_body (contribution_id, body) SELECT id, body FROM contribution WHERE body <> '';

ALTER TABLE contribution DROP COLUMN body;
