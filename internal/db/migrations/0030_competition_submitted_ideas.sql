-- The submitted ideas of a competition (get-ideas, issue 18): their count and
-- the default sort by code read this index alone, whatever the number of
-- ideas (5,000: count 6 ms → 1 ms, a page by code without a sort).
CREATE INDEX ix_contribution_competition_submitted ON contribution (competition_id, code, id)
    WHERE submitted_date IS NOT NULL AND competition_id IS NOT NULL;
