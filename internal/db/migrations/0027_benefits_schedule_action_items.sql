-- Benefit analyses, the implementation schedule and action items of a
-- contribution (issue 17, docs/api-collaboration.md).

-- A benefit analysis: a forecast or an actual one, a list of items and an
-- optional attached file (kept in the file store under file_key).
CREATE TABLE contribution_benefit (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    benefit_type VARCHAR(10) NOT NULL,                -- FORECAST, ACTUAL
    is_action_item_analysis BOOLEAN NOT NULL DEFAULT FALSE,
    explanation VARCHAR(2000) NOT NULL DEFAULT '',
    file_key VARCHAR(255),
    file_name VARCHAR(255),
    file_content_type VARCHAR(150),
    file_size BIGINT,
    created_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    created_date {{ts}} NOT NULL,
    updated_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    updated_date {{ts}} NOT NULL
);
CREATE INDEX ix_contribution_benefit ON contribution_benefit (contribution_id, benefit_type);

-- One line of an analysis. Amounts are integers in minor units (cents):
-- never a float, so totals add up to the cent on both engines.
CREATE TABLE contribution_benefit_item (
    id {{id}},
    benefit_id BIGINT NOT NULL REFERENCES contribution_benefit (id) ON DELETE CASCADE,
    category VARCHAR(30) NOT NULL,                    -- COST_SAVING, REVENUE, TIME_SAVED, QUALITY, SAFETY, ENVIRONMENT, OTHER
    amount_minor BIGINT NOT NULL,
    currency VARCHAR(3) NOT NULL,
    period VARCHAR(20) NOT NULL,                      -- ONE_TIME, MONTHLY, YEARLY
    explanation VARCHAR(1000) NOT NULL DEFAULT '',
    rank INTEGER NOT NULL
);
CREATE INDEX ix_contribution_benefit_item ON contribution_benefit_item (benefit_id);

-- The implementation schedule: its steps, dates as YYYY-MM-DD text.
CREATE TABLE contribution_schedule_step (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    title VARCHAR(255) NOT NULL,
    responsible_user_id BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    planned_start VARCHAR(10) NOT NULL,
    planned_end VARCHAR(10) NOT NULL,
    actual_start VARCHAR(10),
    actual_end VARCHAR(10),
    status VARCHAR(20) NOT NULL,                      -- PLANNED, IN_PROGRESS, DONE, CANCELED
    rank INTEGER NOT NULL,
    updated_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    updated_date {{ts}} NOT NULL
);
CREATE INDEX ix_contribution_schedule_step ON contribution_schedule_step (contribution_id);

-- Action items: work given to one person, with a due date; each is a task
-- in the assignee's task list (contribution_task.action_item_id) until closed.
CREATE TABLE contribution_action_item (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    title VARCHAR(255) NOT NULL,
    description VARCHAR(2000) NOT NULL DEFAULT '',
    assignee_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    due_date VARCHAR(10) NOT NULL,
    status VARCHAR(20) NOT NULL,                      -- OPEN, DONE, CANCELED
    created_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    created_date {{ts}} NOT NULL,
    closed_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    closed_date {{ts}}
);
CREATE INDEX ix_contribution_action_item ON contribution_action_item (contribution_id);
CREATE INDEX ix_contribution_action_item_assignee ON contribution_action_item (assignee_id);

-- An action item's task: not closed by a change of state, only by its item.
ALTER TABLE contribution_task ADD COLUMN action_item_id BIGINT REFERENCES contribution_action_item (id) ON DELETE CASCADE;
