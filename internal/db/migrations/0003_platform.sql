-- Platform administration: organizations and units, users' units,
-- registration history, static content, translation overrides.

CREATE TABLE organization (
    id {{id}},
    parent_id BIGINT REFERENCES organization (id),
    name VARCHAR(200) NOT NULL,
    code VARCHAR(50) NOT NULL DEFAULT '',
    kind VARCHAR(20) NOT NULL,              -- ORGANIZATION or UNIT
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    locked BOOLEAN NOT NULL DEFAULT FALSE,  -- managed elsewhere (e.g. an HR sync): not editable here
    sort_order INTEGER NOT NULL DEFAULT 0,
    created_date {{ts}} NOT NULL,
    last_modified_date {{ts}}
);
CREATE INDEX ix_organization_parent ON organization (parent_id);

ALTER TABLE app_user ADD COLUMN organization_unit_id BIGINT REFERENCES organization (id);
CREATE INDEX ix_app_user_unit ON app_user (organization_unit_id);

CREATE TABLE user_registration_history (
    id {{id}},
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    status VARCHAR(30) NOT NULL,
    changed_by VARCHAR(100) NOT NULL,
    changed_date {{ts}} NOT NULL,
    note VARCHAR(500) NOT NULL DEFAULT ''
);
CREATE INDEX ix_user_registration_history_user ON user_registration_history (user_id, changed_date);

CREATE TABLE static_content (
    id {{id}},
    content_key VARCHAR(100) NOT NULL,
    locale VARCHAR(10) NOT NULL,
    title VARCHAR(200) NOT NULL DEFAULT '',
    content TEXT NOT NULL,
    last_modified_by VARCHAR(100) NOT NULL DEFAULT '',
    last_modified_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_static_content_key_locale ON static_content (content_key, locale);

-- Administrators' changes to the translations, over the built-in files.
-- scope is 'web' (the web app) or 'server' (the server's own messages).
CREATE TABLE translation_override (
    scope VARCHAR(10) NOT NULL,
    locale VARCHAR(10) NOT NULL,
    msg_key VARCHAR(300) NOT NULL,
    msg_value TEXT NOT NULL,
    PRIMARY KEY (scope, locale, msg_key)
);
