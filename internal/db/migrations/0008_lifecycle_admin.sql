-- Life-cycle administration: the configuration pieces the engine does not
-- run yet (action post handlers, command task and point definitions), and
-- the indexes that make "is this state still in use?" cheap.

CREATE TABLE action_post_handler (
    id {{id}},
    action_id BIGINT NOT NULL REFERENCES state_action (id) ON DELETE CASCADE,
    handler VARCHAR(50) NOT NULL,                     -- ASSIGN_FIELD_MENTORS, CHANGE_VISIBILITY, …
    parameter VARCHAR(200) NOT NULL DEFAULT '',
    rank INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ix_action_post_handler_action ON action_post_handler (action_id);

CREATE TABLE command_task_definition (
    id {{id}},
    command_id BIGINT NOT NULL REFERENCES state_command (id) ON DELETE CASCADE,
    name VARCHAR(100) NOT NULL,
    role VARCHAR(30) NOT NULL,
    deadline_days INTEGER NOT NULL,
    send_email BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX ix_command_task_definition_command ON command_task_definition (command_id);

CREATE TABLE command_point_definition (
    id {{id}},
    command_id BIGINT NOT NULL REFERENCES state_command (id) ON DELETE CASCADE,
    role VARCHAR(30) NOT NULL,
    points INTEGER NOT NULL,
    share BOOLEAN NOT NULL DEFAULT FALSE             -- split between everyone holding the role
);
CREATE UNIQUE INDEX ux_command_point_definition ON command_point_definition (command_id, role);

CREATE UNIQUE INDEX ux_action_point_definition ON action_point_definition (action_id, role);
CREATE UNIQUE INDEX ux_state_change_notification ON state_change_notification (state_id, role);
CREATE INDEX ix_state_action_target ON state_action (target_state_id);
CREATE INDEX ix_contribution_task_state ON contribution_task (state_id);
CREATE INDEX ix_state_task_definition_state ON state_task_definition (state_id);
