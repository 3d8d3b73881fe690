-- A contribution's body leaves its row for a table of its own. SQLite keeps
-- a row on one page only up to about 4 KB and spills the rest to overflow
-- pages; the columns added after body (banner paths, search_title and the
-- comment and rating counters) sit behind it in the record, so with bodies
-- of real rich text every list row and every list index build read the
-- body's overflow chain to reach them. With 9.7 KB bodies at 100,000
-- contributions a list page cost 20-30 % more (bench/README.md, "The body
-- out of the row"). Now a contribution row holds what the lists read, and
-- the detail and the edit form read the body by the contribution's id.
CREATE TABLE contribution_body (
    contribution_id INTEGER PRIMARY KEY REFERENCES contribution (id) ON DELETE CASCADE,
    body TEXT NOT NULL
);

INSERT INTO contribution_body (contribution_id, body) SELECT id, body FROM contribution WHERE body <> '';

ALTER TABLE contribution DROP COLUMN body;
