-- Competitions (issue 18, docs/api-competitions.md): idea contests with their
-- own IDEA life cycle, moderators, up to three juries, rewards and the staged
-- competition state. Ideas are contributions of type IDEA whose
-- competition_id names the competition.

CREATE TABLE competition (
    id {{id}},
    code VARCHAR(16) NOT NULL,
    title VARCHAR(120) NOT NULL,
    summary VARCHAR(500) NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    life_cycle_id BIGINT NOT NULL REFERENCES life_cycle (id),
    access_level VARCHAR(20) NOT NULL,
    publish_state VARCHAR(20) NOT NULL,               -- DRAFT, PUBLISHED
    competition_state VARCHAR(20) NOT NULL,           -- DRAFT, ANNOUNCED, EVAL1-3, COMPLETE, ARCHIEVED
    state_version INTEGER NOT NULL DEFAULT 0,         -- moved on by every state change (concurrent advances conflict)
    publish_date {{ts}},
    date_submission_end {{ts}},
    banner_id BIGINT,
    banner_preview_id BIGINT,
    banner_path VARCHAR(300),
    banner_preview_path VARCHAR(300),
    created_by BIGINT NOT NULL REFERENCES app_user (id),
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_competition_code ON competition (code);
CREATE INDEX ix_competition_state ON competition (competition_state, date_submission_end);

CREATE TABLE competition_moderator (
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    PRIMARY KEY (competition_id, user_id)
);
CREATE INDEX ix_competition_moderator_user ON competition_moderator (user_id);

-- One jury per type (JURY1-3): the evaluation definition its members answer and its title.
CREATE TABLE competition_jury (
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    jury_type VARCHAR(10) NOT NULL,
    eval_definition_id BIGINT NOT NULL REFERENCES eval_definition (id),
    title VARCHAR(255) NOT NULL,
    PRIMARY KEY (competition_id, jury_type)
);

CREATE TABLE competition_jury_user (
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    jury_type VARCHAR(10) NOT NULL,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    PRIMARY KEY (competition_id, jury_type, user_id)
);
CREATE INDEX ix_competition_jury_user ON competition_jury_user (user_id);

CREATE TABLE competition_reward (
    id {{id}},
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    reward VARCHAR(512) NOT NULL,
    rank INTEGER NOT NULL,
    is_point BOOLEAN NOT NULL DEFAULT FALSE,
    points INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX ux_competition_reward_rank ON competition_reward (competition_id, rank);

-- The reward an idea was given when its competition completed.
CREATE TABLE competition_idea_reward (
    contribution_id BIGINT NOT NULL PRIMARY KEY REFERENCES contribution (id) ON DELETE CASCADE,
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    reward_id BIGINT NOT NULL REFERENCES competition_reward (id),
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_competition_idea_reward ON competition_idea_reward (competition_id);

-- A user's reward from a competition (points, when the reward is a point reward, are in user_point).
CREATE TABLE user_reward (
    id {{id}},
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    competition_id BIGINT NOT NULL REFERENCES competition (id) ON DELETE CASCADE,
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    reward_id BIGINT NOT NULL REFERENCES competition_reward (id),
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_user_reward_user ON user_reward (user_id);
