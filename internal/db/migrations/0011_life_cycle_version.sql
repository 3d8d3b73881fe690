-- A life cycle's version, bumped by every administration write (Admin.lock),
-- so a node's cached copy (lifecycle.Store) is checked with one cheap query.
ALTER TABLE life_cycle ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
