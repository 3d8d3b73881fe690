-- Tags, extra inputs with their answers, attached files and banner images
-- of contributions (issue 5).

CREATE TABLE contribution_tag (
    id {{id}},
    name VARCHAR(50) NOT NULL,
    name_key VARCHAR(50) NOT NULL,                    -- lower-cased name: unique regardless of case
    description VARCHAR(255) NOT NULL DEFAULT '',
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    created_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_contribution_tag_name ON contribution_tag (name_key);

CREATE TABLE contribution_tag_link (
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    tag_id BIGINT NOT NULL REFERENCES contribution_tag (id),
    PRIMARY KEY (contribution_id, tag_id)
);
CREATE INDEX ix_contribution_tag_link_tag ON contribution_tag_link (tag_id, contribution_id);

CREATE TABLE extra_input (
    id {{id}},
    source VARCHAR(20) NOT NULL,                      -- SUGGESTION, IMPROVEMENT, IDEA
    competition_id BIGINT,
    field_id BIGINT REFERENCES contribution_field (id),
    input_type VARCHAR(30) NOT NULL,
    is_required BOOLEAN NOT NULL DEFAULT FALSE,
    list_order INTEGER NOT NULL DEFAULT 0,
    min_value BIGINT,
    max_value BIGINT,
    selection_values TEXT NOT NULL DEFAULT '[]',      -- JSON array of strings
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_extra_input_source ON extra_input (source, list_order, id);

CREATE TABLE extra_input_definition (
    extra_input_id BIGINT NOT NULL REFERENCES extra_input (id) ON DELETE CASCADE,
    language VARCHAR(10) NOT NULL,
    label VARCHAR(255) NOT NULL,
    explanation VARCHAR(1000) NOT NULL DEFAULT '',
    PRIMARY KEY (extra_input_id, language)
);

CREATE TABLE extra_input_answer (
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    extra_input_id BIGINT NOT NULL REFERENCES extra_input (id) ON DELETE CASCADE,
    value TEXT NOT NULL,                              -- MULTIPLE_SELECTION: a JSON array
    PRIMARY KEY (contribution_id, extra_input_id)
);
CREATE INDEX ix_extra_input_answer_input ON extra_input_answer (extra_input_id);

CREATE TABLE contribution_file (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    kind VARCHAR(20) NOT NULL,                        -- ATTACHMENT
    storage_key VARCHAR(300) NOT NULL,
    file_name VARCHAR(255) NOT NULL,
    content_type VARCHAR(100) NOT NULL,
    size BIGINT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES app_user (id),
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_contribution_file_contribution ON contribution_file (contribution_id, id);

-- A banner and its generated preview; paths carry a random part, so they
-- can be served publicly with a long cache.
CREATE TABLE contribution_image (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    kind VARCHAR(10) NOT NULL,                        -- BANNER, PREVIEW
    path VARCHAR(300) NOT NULL,
    created_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_contribution_image_path ON contribution_image (path);
CREATE INDEX ix_contribution_image_contribution ON contribution_image (contribution_id);

ALTER TABLE contribution ADD COLUMN banner_id BIGINT;
ALTER TABLE contribution ADD COLUMN banner_preview_id BIGINT;
ALTER TABLE contribution ADD COLUMN banner_path VARCHAR(300);
ALTER TABLE contribution ADD COLUMN banner_preview_path VARCHAR(300);
