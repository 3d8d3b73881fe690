-- Evaluations (issue 16, docs/evaluation.md): weighted scorecards that
-- evaluators answer while a contribution is in a state whose commands grant
-- them an evaluation; the report reads them.

-- Evaluation definitions: a title, an explanation and questions whose
-- weights total 100, for one contribution type and one eval type.
CREATE TABLE eval_definition (
    id {{id}},
    title VARCHAR(255) NOT NULL,
    explanation VARCHAR(1024) NOT NULL,
    contribution_type VARCHAR(20) NOT NULL,           -- SUGGESTION, IMPROVEMENT, IDEA
    eval_flow_type VARCHAR(20) NOT NULL,              -- EVAL_PRE, EVAL_BOARD1-3, EVAL_JURY1-3
    competition_id BIGINT,                            -- a competition's own definition (later issue)
    eval_type VARCHAR(20) NOT NULL DEFAULT 'STAR5',
    eval_over INTEGER NOT NULL DEFAULT 100,
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL
);
CREATE INDEX ix_eval_definition_type ON eval_definition (contribution_type, eval_flow_type);

CREATE TABLE eval_item_definition (
    id {{id}},
    eval_definition_id BIGINT NOT NULL REFERENCES eval_definition (id) ON DELETE CASCADE,
    question VARCHAR(512) NOT NULL,
    weight INTEGER NOT NULL,
    rank INTEGER NOT NULL
);
CREATE INDEX ix_eval_item_definition ON eval_item_definition (eval_definition_id);

-- One scorecard per evaluator, contribution and eval type; a draft until submitted.
CREATE TABLE eval_scorecard (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    eval_flow_type VARCHAR(20) NOT NULL,
    eval_definition_id BIGINT NOT NULL REFERENCES eval_definition (id),
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    state_id BIGINT NOT NULL,
    comment VARCHAR(2000) NOT NULL DEFAULT '',
    submitted BOOLEAN NOT NULL DEFAULT FALSE,
    score DOUBLE PRECISION NOT NULL DEFAULT -1,       -- Σ weight × stars / 5 on evalOver; -1 until submitted
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL,
    submitted_date {{ts}},
    UNIQUE (contribution_id, eval_flow_type, user_id)
);
CREATE INDEX ix_eval_scorecard_definition ON eval_scorecard (eval_definition_id);

CREATE TABLE eval_answer (
    scorecard_id BIGINT NOT NULL REFERENCES eval_scorecard (id) ON DELETE CASCADE,
    eval_item_definition_id BIGINT NOT NULL REFERENCES eval_item_definition (id),
    stars INTEGER NOT NULL,
    PRIMARY KEY (scorecard_id, eval_item_definition_id)
);

-- An action may wait for a complete evaluation of one eval type.
ALTER TABLE state_action ADD COLUMN required_evaluation VARCHAR(20) NOT NULL DEFAULT '';

-- A task of an evaluator is their own: user_id is set for the tasks of a
-- role the state lets evaluate (one per holder), NULL for a role's task.
ALTER TABLE contribution_task ADD COLUMN user_id BIGINT REFERENCES app_user (id) ON DELETE CASCADE;
CREATE INDEX ix_contribution_task_user ON contribution_task (user_id);
