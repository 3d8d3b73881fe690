-- Comments, comment likes and ratings of a contribution (issue 17,
-- docs/api-collaboration.md).

-- A comment: plain text (body, 1-2,000 characters) and its HTML (escaped,
-- line breaks and links made clickable) written once at save. Authors edit
-- (edited_date) and delete their own; a moderator hides one with a reason.
CREATE TABLE contribution_comment (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    body_html TEXT NOT NULL,
    like_count INTEGER NOT NULL DEFAULT 0,
    created_date {{ts}} NOT NULL,
    edited_date {{ts}},
    hidden BOOLEAN NOT NULL DEFAULT FALSE,
    hidden_reason VARCHAR(500) NOT NULL DEFAULT '',
    hidden_by BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    hidden_date {{ts}}
);
-- A contribution's thread in order (oldest first), paged by offset.
CREATE INDEX ix_contribution_comment ON contribution_comment (contribution_id, id);
-- The per-user count.
CREATE INDEX ix_contribution_comment_user ON contribution_comment (user_id, hidden);

-- One like per person per comment: the unique key makes a toggle safe
-- against concurrent clicks.
CREATE TABLE contribution_comment_like (
    comment_id BIGINT NOT NULL REFERENCES contribution_comment (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    created_date {{ts}} NOT NULL,
    PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX ix_contribution_comment_like_user ON contribution_comment_like (user_id);

-- One rating per person per contribution: 1-5 for STAR5, 1 for LIKE.
CREATE TABLE contribution_rating (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    rating INTEGER NOT NULL,
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_contribution_rating ON contribution_rating (contribution_id, user_id);
CREATE INDEX ix_contribution_rating_user ON contribution_rating (user_id);

-- Counters the lists show without a query per row, kept in the same
-- transaction as the comment or rating that changes them: visible
-- comments, ratings and their sum (the average is sum / count).
ALTER TABLE contribution ADD COLUMN comment_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contribution ADD COLUMN rating_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contribution ADD COLUMN rating_sum INTEGER NOT NULL DEFAULT 0;

-- How a life cycle's contributions are rated: STAR5 (1-5) or LIKE.
ALTER TABLE life_cycle ADD COLUMN rating_type VARCHAR(10) NOT NULL DEFAULT 'STAR5';
