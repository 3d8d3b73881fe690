-- Accounts: registration details, activation and reset keys, two-factor
-- sign-in, the mail outbox, e-mail unsubscriptions and contact messages.

ALTER TABLE app_user ADD COLUMN phone VARCHAR(20);
ALTER TABLE app_user ADD COLUMN education_level VARCHAR(20);
ALTER TABLE app_user ADD COLUMN company VARCHAR(50);
ALTER TABLE app_user ADD COLUMN department VARCHAR(50);
ALTER TABLE app_user ADD COLUMN position VARCHAR(50);
-- Keys are stored as SHA-256 hashes: a leaked database does not leak working links.
ALTER TABLE app_user ADD COLUMN activation_key_hash VARCHAR(64);
ALTER TABLE app_user ADD COLUMN activation_key_date {{ts}};
ALTER TABLE app_user ADD COLUMN reset_key_hash VARCHAR(64);
ALTER TABLE app_user ADD COLUMN reset_date {{ts}};
ALTER TABLE app_user ADD COLUMN totp_secret VARCHAR(64);
ALTER TABLE app_user ADD COLUMN totp_enabled BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX ix_app_user_activation_key ON app_user (activation_key_hash);
CREATE INDEX ix_app_user_reset_key ON app_user (reset_key_hash);

-- Every e-mail goes through the outbox: a failed send is retried, never lost.
CREATE TABLE mail_outbox (
    id {{id}},
    recipient VARCHAR(254) NOT NULL,
    subject VARCHAR(300) NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    category VARCHAR(20) NOT NULL,
    status VARCHAR(20) NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at {{ts}} NOT NULL,
    last_error TEXT NOT NULL DEFAULT '',
    created_at {{ts}} NOT NULL,
    sent_at {{ts}}
);
CREATE INDEX ix_mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- One row per address that ever received mail: its unsubscribe token and choice.
CREATE TABLE mail_recipient (
    email VARCHAR(254) PRIMARY KEY,
    unsubscribe_token VARCHAR(64) NOT NULL,
    unsubscribed_at {{ts}}
);
CREATE UNIQUE INDEX ux_mail_recipient_token ON mail_recipient (unsubscribe_token);

CREATE TABLE contact_message (
    id {{id}},
    name VARCHAR(50) NOT NULL,
    email VARCHAR(254) NOT NULL,
    phone VARCHAR(50) NOT NULL DEFAULT '',
    company VARCHAR(100) NOT NULL DEFAULT '',
    subject VARCHAR(200) NOT NULL DEFAULT '',
    message TEXT NOT NULL,
    lang_key VARCHAR(10) NOT NULL,
    remote_addr VARCHAR(64) NOT NULL DEFAULT '',
    created_at {{ts}} NOT NULL
);
