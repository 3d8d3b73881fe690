-- Every sort the contribution list offers read from an index, and the
-- filters read through indexes too (issue 14; the figures are in
-- docs/decisions.md). Each sort index ends with the id (the tie, which runs
-- the way the sort does) and carries what the visibility rule reads
-- (publish_state, visible), so a page's skipped rows are read from the index
-- alone: SQLite skips them in the index, PostgreSQL reads the page's ids with
-- an index-only scan and only then the page's rows (listSQL.pageSQL).
-- Before this, a list sorted by title, code, id or creation date sorted the
-- whole type on every request (0.5-2 s at 100,000 contributions).
CREATE INDEX ix_contribution_list_title ON contribution (contribution_type, title, id, publish_state, visible);
CREATE INDEX ix_contribution_list_code ON contribution (contribution_type, code, id, publish_state, visible);
CREATE INDEX ix_contribution_list_id ON contribution (contribution_type, id, publish_state, visible);
CREATE INDEX ix_contribution_list_created ON contribution (contribution_type, created_date, id, publish_state, visible);

-- The submission-date sort, which also serves the date-range filter.
DROP INDEX ix_contribution_type_submitted;
CREATE INDEX ix_contribution_list_submitted ON contribution (contribution_type, submitted_date, id, publish_state, visible);

-- The state filter in the default order (and its count, index only).
CREATE INDEX ix_contribution_list_state ON contribution (contribution_type, state_id, updated_date, id, publish_state, visible);

-- The campaign (competition for ideas) filter.
CREATE INDEX ix_contribution_campaign ON contribution (campaign_id, updated_date, id);
CREATE INDEX ix_contribution_competition ON contribution (competition_id, updated_date, id);

-- A user's active roles of one kind, with their contributions: the role
-- filter and the "mine" scope read them without the table.
CREATE INDEX ix_contribution_user_role ON contribution_user (user_id, is_active, user_role, contribution_id);
