-- The submitted scorecards of each contribution per eval type, counted and
-- summed as they are written: a competition's ranking and the scores of a
-- page of ideas read one row per idea and jury instead of every juror's
-- scorecard (thirty per idea for three juries of ten; issue 18's
-- ideas-manage page, bench/README.md "Issues 16–18, 29 November"). A trigger keeps it
-- whatever writes or deletes a scorecard (a user's deletion cascades to
-- theirs); a mean is score_sum / submitted_count while submitted_count > 0.
-- Two juries submitting on one idea at once meet on its row's lock, the
-- last lock either takes.
CREATE TABLE eval_score (
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    eval_flow_type VARCHAR(20) NOT NULL,
    submitted_count INTEGER NOT NULL,
    score_sum DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (contribution_id, eval_flow_type)
);
INSERT INTO eval_score (contribution_id, eval_flow_type, submitted_count, score_sum)
    SELECT contribution_id, eval_flow_type, COUNT(*), SUM(score) FROM eval_scorecard WHERE submitted = TRUE
    GROUP BY contribution_id, eval_flow_type;

CREATE FUNCTION inno_eval_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        IF OLD.submitted THEN
            UPDATE eval_score SET submitted_count = submitted_count - 1, score_sum = score_sum - OLD.score
                WHERE contribution_id = OLD.contribution_id AND eval_flow_type = OLD.eval_flow_type;
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        IF NEW.submitted THEN
            INSERT INTO eval_score (contribution_id, eval_flow_type, submitted_count, score_sum)
                VALUES (NEW.contribution_id, NEW.eval_flow_type, 1, NEW.score)
                ON CONFLICT (contribution_id, eval_flow_type) DO UPDATE
                SET submitted_count = eval_score.submitted_count + 1, score_sum = eval_score.score_sum + EXCLUDED.score_sum;
        END IF;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER tr_eval_score AFTER INSERT OR DELETE OR UPDATE OF contribution_id, eval_flow_type, submitted, score ON eval_scorecard
    FOR EACH ROW EXECUTE FUNCTION inno_eval_score();
