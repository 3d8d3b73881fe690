-- Chat sessions on a contribution and the live events that carry new items
-- to open streams (issue 17, docs/api-collaboration.md "Chat", docs/architecture.md
-- "Live events").

-- One session per contribution and session type (OWNERS, OWNERS_MENTOR,
-- OWNERS_ADVISORS, MENTOR_EXPERT), made when first needed; OPEN or CLOSED.
CREATE TABLE chat_session (
    id {{id}},
    contribution_id BIGINT NOT NULL REFERENCES contribution (id) ON DELETE CASCADE,
    session_type VARCHAR(20) NOT NULL,
    status VARCHAR(10) NOT NULL DEFAULT 'OPEN',
    created_date {{ts}} NOT NULL,
    status_date {{ts}} NOT NULL,
    UNIQUE (contribution_id, session_type)
);

CREATE TABLE chat_item (
    id {{id}},
    session_id BIGINT NOT NULL REFERENCES chat_session (id) ON DELETE CASCADE,
    author_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    author_role VARCHAR(30) NOT NULL,
    body VARCHAR(2000) NOT NULL,
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_chat_item_session ON chat_item (session_id, id);

-- Each member's read marker: the newest item they have seen in a session.
CREATE TABLE chat_read (
    session_id BIGINT NOT NULL REFERENCES chat_session (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    last_item_id BIGINT NOT NULL,
    PRIMARY KEY (session_id, user_id)
);

-- Events for the live streams (internal/live): written in the transaction of
-- the change they announce, kept an hour so a reconnecting stream resumes
-- after its Last-Event-ID.
CREATE TABLE live_event (
    id {{id}},
    topic VARCHAR(100) NOT NULL,
    event VARCHAR(40) NOT NULL,
    data TEXT NOT NULL,
    created_date {{ts}} NOT NULL
);
CREATE INDEX ix_live_event_topic ON live_event (topic, id);
CREATE INDEX ix_live_event_created ON live_event (created_date);
