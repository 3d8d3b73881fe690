-- Life cycles and contributions: the workflow definitions and the items
-- that move through them, with their people, history, tasks and points.

CREATE TABLE life_cycle (
    id {{id}},
    name VARCHAR(200) NOT NULL,
    contribution_type VARCHAR(20) NOT NULL,           -- SUGGESTION, IMPROVEMENT, IDEA
    is_default BOOLEAN NOT NULL DEFAULT FALSE,
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    is_owners_chat_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    is_owners_mentor_chat_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    is_owners_advisors_chat_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    is_mentor_expert_chat_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    is_banner_enabled BOOLEAN NOT NULL DEFAULT TRUE,
    created_date {{ts}} NOT NULL
);

CREATE TABLE life_cycle_state (
    id {{id}},
    life_cycle_id BIGINT NOT NULL REFERENCES life_cycle (id),
    code VARCHAR(50) NOT NULL,
    state_type VARCHAR(20) NOT NULL,                  -- NEW, DRAFT, SUBMITTED, FLOW, EVALUATION, …
    rank INTEGER NOT NULL,
    is_happy_path BOOLEAN NOT NULL DEFAULT FALSE,
    is_initial BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE UNIQUE INDEX ux_life_cycle_state_code ON life_cycle_state (life_cycle_id, code);

CREATE TABLE life_cycle_state_name (
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id) ON DELETE CASCADE,
    language VARCHAR(10) NOT NULL,
    name VARCHAR(200) NOT NULL,
    PRIMARY KEY (state_id, language)
);

CREATE TABLE state_action (
    id {{id}},
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id) ON DELETE CASCADE,
    name VARCHAR(50) NOT NULL,                        -- the {action} of execute-action
    target_state_id BIGINT NOT NULL REFERENCES life_cycle_state (id),
    roles VARCHAR(300) NOT NULL,                      -- contribution roles, comma-separated
    explanation VARCHAR(10) NOT NULL DEFAULT 'NONE',  -- NONE, OPTIONAL, REQUIRED
    rank INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX ux_state_action_name ON state_action (state_id, name);

CREATE TABLE state_task_definition (
    id {{id}},
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id) ON DELETE CASCADE,
    name VARCHAR(100) NOT NULL,
    role VARCHAR(30) NOT NULL,
    deadline_days INTEGER NOT NULL,
    send_email BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE state_command (
    id {{id}},
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id) ON DELETE CASCADE,
    command VARCHAR(50) NOT NULL,
    roles VARCHAR(300) NOT NULL
);
CREATE UNIQUE INDEX ux_state_command ON state_command (state_id, command);

CREATE TABLE state_change_notification (
    id {{id}},
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id) ON DELETE CASCADE,
    role VARCHAR(30) NOT NULL,
    send_email BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE action_point_definition (
    id {{id}},
    action_id BIGINT NOT NULL REFERENCES state_action (id) ON DELETE CASCADE,
    role VARCHAR(30) NOT NULL,
    points INTEGER NOT NULL,
    share BOOLEAN NOT NULL DEFAULT FALSE             -- split between everyone holding the role
);

CREATE TABLE contribution (
    id {{id}},
    code VARCHAR(30) NOT NULL,
    contribution_type VARCHAR(20) NOT NULL,
    life_cycle_id BIGINT NOT NULL REFERENCES life_cycle (id),
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id),
    title VARCHAR(200) NOT NULL,
    summary VARCHAR(1000) NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    publish_state VARCHAR(20) NOT NULL DEFAULT 'DRAFT',
    editable BOOLEAN NOT NULL DEFAULT TRUE,
    visible BOOLEAN NOT NULL DEFAULT TRUE,
    comment_status VARCHAR(20) NOT NULL DEFAULT 'HIDDEN',
    rating_status VARCHAR(20) NOT NULL DEFAULT 'CLOSED',
    saved_as_draft BOOLEAN NOT NULL DEFAULT FALSE,
    field_id BIGINT,
    campaign_id BIGINT,
    competition_id BIGINT,
    version INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT NOT NULL REFERENCES app_user (id),
    created_date {{ts}} NOT NULL,
    submitted_date {{ts}},
    updated_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_contribution_code ON contribution (code);
CREATE INDEX ix_contribution_type_state ON contribution (contribution_type, state_id, id);
CREATE INDEX ix_contribution_type_updated ON contribution (contribution_type, updated_date, id);

CREATE TABLE contribution_user (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id),
    user_role VARCHAR(30) NOT NULL,                   -- OWNER, MENTOR, EXPERT, IMPLEMENTER, BOARD1, …
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    assigned_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_contribution_user ON contribution_user (contribution_id, user_id, user_role);
CREATE INDEX ix_contribution_user_user ON contribution_user (user_id, user_role);

CREATE TABLE contribution_history (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    category VARCHAR(20) NOT NULL,                    -- STATE, ASSIGNMENT, COMMAND, EDIT
    action VARCHAR(50) NOT NULL DEFAULT '',
    from_state_id BIGINT,
    to_state_id BIGINT,
    explanation TEXT NOT NULL DEFAULT '',
    user_id BIGINT,
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_contribution_history ON contribution_history (contribution_id, created_date);

CREATE TABLE contribution_task (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id),
    task_definition_id BIGINT REFERENCES state_task_definition (id) ON DELETE SET NULL,
    name VARCHAR(100) NOT NULL,
    role VARCHAR(30) NOT NULL,
    created_date {{ts}} NOT NULL,
    deadline {{ts}} NOT NULL,
    closed_date {{ts}},
    closed_status VARCHAR(20)                         -- ON_TIME_DONE, LATE_DONE, UNDONE, CANCELED; NULL while open
);
CREATE INDEX ix_contribution_task_open ON contribution_task (contribution_id, closed_status);

CREATE TABLE user_point (
    id {{id}},
    user_id BIGINT NOT NULL REFERENCES app_user (id),
    contribution_id BIGINT REFERENCES contribution (id) ON DELETE SET NULL,
    point_type VARCHAR(20) NOT NULL,                  -- SUGGESTION, IMPROVEMENT, IDEA, EXTRA
    points NUMERIC(12, 2) NOT NULL,
    reason VARCHAR(100) NOT NULL,
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_user_point_user ON user_point (user_id, created_date);
