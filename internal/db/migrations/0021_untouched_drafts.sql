-- Untouched drafts (issue 15): a new contribution starts with an empty title,
-- and every save sets one, so an empty title marks a draft its owner never
-- saved. Lists and counts leave them out and a job removes them after a day
-- (docs/lifecycle.md, "Drafts"). Releases before this one gave a new draft
-- the title 'New contribution': such drafts never saved since (their update
-- date is still their creation date) become untouched drafts.
UPDATE contribution SET title = '', search_title = ''
WHERE title = 'New contribution' AND publish_state = 'DRAFT' AND updated_date = created_date;

-- The purge finds them by age without reading the table.
CREATE INDEX ix_contribution_untouched ON contribution (created_date) WHERE title = '';
