-- A caller's roles on one contribution (rolesOfSQL: every detail, comment
-- page, rating summary and scorecard asks it) from one probe of the index.
-- The other indexes lead with the user or lack is_active: SQLite walked the
-- caller's active roles in ix_contribution_user_role, thousands for a
-- mentor, 530 µs a request against 75 µs with this one (bench/README.md,
-- "Issues 16–18, 29 November").
CREATE INDEX ix_contribution_user_of ON contribution_user (contribution_id, user_id, is_active, user_role);
