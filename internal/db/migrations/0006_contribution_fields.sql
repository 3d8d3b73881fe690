-- Contribution fields (the subject areas a contribution belongs to), their
-- localized titles and their people (mentors, responsibles), and the
-- per-state counters that keep list totals cheap.

CREATE TABLE contribution_field (
    id {{id}},
    contribution_type VARCHAR(20) NOT NULL,
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    sort_order INTEGER NOT NULL DEFAULT 0,
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_contribution_field_type ON contribution_field (contribution_type, is_active);

CREATE TABLE contribution_field_title (
    field_id BIGINT NOT NULL REFERENCES contribution_field (id) ON DELETE CASCADE,
    language VARCHAR(10) NOT NULL,
    title VARCHAR(200) NOT NULL,
    PRIMARY KEY (field_id, language)
);

CREATE TABLE contribution_field_user (
    id {{id}},
    field_id BIGINT NOT NULL REFERENCES contribution_field (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id),
    user_role VARCHAR(30) NOT NULL,                   -- MENTOR, RESPONSIBLE, EXPERT, …
    is_active BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE UNIQUE INDEX ux_contribution_field_user ON contribution_field_user (field_id, user_id, user_role);

-- How many contributions of a type sit in each state, visible or hidden:
-- kept by the engine on every create, move, visibility change and delete,
-- so a list's total needs no count of the whole table.
CREATE TABLE contribution_count (
    contribution_type VARCHAR(20) NOT NULL,
    state_id BIGINT NOT NULL REFERENCES life_cycle_state (id),
    visible BOOLEAN NOT NULL,
    n BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (contribution_type, state_id, visible)
);
