-- The submitted scores of a page of ideas (issue 18, the ideas-manage page)
-- from the index alone: the unique index (contribution, eval type, user)
-- read each scorecard's row from the table, thirty per idea for three
-- juries of ten, most of a get-ideas page's cost under load.
CREATE INDEX ix_eval_scorecard_scores ON eval_scorecard (contribution_id, submitted, eval_flow_type, score);
