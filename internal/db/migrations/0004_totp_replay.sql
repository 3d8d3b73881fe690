-- The last accepted two-factor time step: a code is accepted once.
ALTER TABLE app_user ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0;
