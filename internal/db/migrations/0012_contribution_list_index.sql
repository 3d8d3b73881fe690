-- Lists tell drafts from the rest by contribution.publish_state instead of
-- joining the states (bench/README.md, finding 9). The list index carries it
-- and the visibility flag, so the rows skipped by a page's offset are read
-- from the index alone and only the page's rows from the table.
DROP INDEX ix_contribution_type_updated;
CREATE INDEX ix_contribution_list ON contribution (contribution_type, updated_date, id, publish_state, visible);

-- The field filter's index gains the publish state for the same reason.
DROP INDEX ix_contribution_type_field;
CREATE INDEX ix_contribution_type_field ON contribution (contribution_type, field_id, updated_date, id, visible, publish_state, state_id, title);
