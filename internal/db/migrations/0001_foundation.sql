-- Foundation: users and authorities, sign-in audit trail, captchas, settings.

CREATE TABLE authority (
    name VARCHAR(50) PRIMARY KEY
);

INSERT INTO authority (name) VALUES
    ('ROLE_ADMIN'), ('ROLE_APP_ADMIN'), ('ROLE_USER'), ('ROLE_INTERNAL'), ('ROLE_EXTERNAL'),
    ('ROLE_CONTENT_AUTHOR'), ('ROLE_CONTENT_EDITOR'), ('ROLE_CAMPAIGN_AUTHOR'), ('ROLE_CAMPAIGN_EDITOR'),
    ('ROLE_SUGGESTION_ADMIN'), ('ROLE_IMPROVEMENT_ADMIN'), ('ROLE_COMPETITION_EDITOR'), ('ROLE_COMPETITION_ADMIN');

CREATE TABLE app_user (
    id {{id}},
    login VARCHAR(100) NOT NULL,
    password_hash VARCHAR(100) NOT NULL,
    first_name VARCHAR(50),
    last_name VARCHAR(50),
    email VARCHAR(254),
    activated BOOLEAN NOT NULL DEFAULT TRUE,
    lang_key VARCHAR(10) NOT NULL DEFAULT 'en',
    registration_status VARCHAR(30),
    created_by VARCHAR(100) NOT NULL,
    created_date {{ts}} NOT NULL,
    last_modified_by VARCHAR(100),
    last_modified_date {{ts}}
);
CREATE UNIQUE INDEX ux_app_user_login ON app_user (login);
CREATE UNIQUE INDEX ux_app_user_email ON app_user (email);

CREATE TABLE user_authority (
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    authority_name VARCHAR(50) NOT NULL REFERENCES authority (name),
    PRIMARY KEY (user_id, authority_name)
);

-- Security events (sign-in successes and failures). The brute-force check
-- counts recent failures here, and management/audits lists them.
CREATE TABLE audit_event (
    id {{id}},
    principal VARCHAR(100) NOT NULL,
    event_type VARCHAR(50) NOT NULL,
    remote_addr VARCHAR(64) NOT NULL DEFAULT '',
    event_date {{ts}} NOT NULL,
    data TEXT NOT NULL DEFAULT ''
);
CREATE INDEX ix_audit_event_principal ON audit_event (principal, event_date);
CREATE INDEX ix_audit_event_addr ON audit_event (remote_addr, event_date);
CREATE INDEX ix_audit_event_date ON audit_event (event_date);

-- Captcha answers live in the database so any node can check them.
CREATE TABLE captcha (
    token VARCHAR(64) PRIMARY KEY,
    answer VARCHAR(32) NOT NULL,
    purpose VARCHAR(20) NOT NULL,
    expires_at {{ts}} NOT NULL
);
CREATE INDEX ix_captcha_expires ON captcha (expires_at);

-- Application settings, one JSON value per name.
CREATE TABLE app_setting (
    name VARCHAR(100) PRIMARY KEY,
    value TEXT NOT NULL
);
