-- Sessions that end when they should (issue 13). Every token carries the
-- user's session version from when it was issued; a password change, an
-- administrator's password, role or activation change and "sign out of all
-- devices" move it on, which ends every older token. Signing out ends one
-- token: its id is kept here until the token would have expired anyway.
ALTER TABLE app_user ADD COLUMN session_version BIGINT NOT NULL DEFAULT 0;

CREATE TABLE revoked_token (
    token_id VARCHAR(64) PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    expires_at {{ts}} NOT NULL
);
CREATE INDEX ix_revoked_token_expires ON revoked_token (expires_at);
