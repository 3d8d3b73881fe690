-- The submission date in every list index (issue 14, the date-range filter).
-- The range (submitted from / to) was read from the submission-date index
-- into a set of ids probed along the sort's index: an open range collected
-- some 40,000 ids per request (40-80 ms on SQLite at 100,000
-- contributions). A range that holds many contributions now walks the
-- sort's index and checks the date in the index entry, as it does the
-- state, field and campaign (migration 24); a small one is read from the
-- submission-date index first and sorted (listSQL, dateLeadRows).
DROP INDEX ix_contribution_list;
CREATE INDEX ix_contribution_list ON contribution (contribution_type, updated_date, id, publish_state, visible, state_id, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_list_title;
CREATE INDEX ix_contribution_list_title ON contribution (contribution_type, title, id, publish_state, visible, state_id, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_list_code;
CREATE INDEX ix_contribution_list_code ON contribution (contribution_type, code, id, publish_state, visible, state_id, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_list_id;
CREATE INDEX ix_contribution_list_id ON contribution (contribution_type, id, publish_state, visible, state_id, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_list_created;
CREATE INDEX ix_contribution_list_created ON contribution (contribution_type, created_date, id, publish_state, visible, state_id, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_list_state;
CREATE INDEX ix_contribution_list_state ON contribution (contribution_type, state_id, updated_date, id, publish_state, visible, field_id, campaign_id, submitted_date);
DROP INDEX ix_contribution_campaign;
CREATE INDEX ix_contribution_campaign ON contribution (campaign_id, updated_date, id, contribution_type, publish_state, visible, state_id, field_id, submitted_date);
DROP INDEX ix_contribution_competition;
CREATE INDEX ix_contribution_competition ON contribution (competition_id, updated_date, id, contribution_type, publish_state, visible, state_id, field_id, submitted_date);
DROP INDEX ix_contribution_type_field;
CREATE INDEX ix_contribution_type_field ON contribution (contribution_type, field_id, updated_date, id, visible, publish_state, state_id, search_title, submitted_date);
