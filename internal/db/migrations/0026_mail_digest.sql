-- Mail digests (docs/architecture.md, "Background work"): items of a
-- notification (a new comment, a chat item) wait here, keyed by recipient
-- and topic, until the first one's window ends; the mail worker then sends
-- all the items of a key as one message and deletes them in the same
-- transaction.
CREATE TABLE mail_digest_item (
    id {{id}},
    recipient VARCHAR(254) NOT NULL,
    topic VARCHAR(200) NOT NULL,
    kind VARCHAR(50) NOT NULL,
    lang VARCHAR(10) NOT NULL,
    data TEXT NOT NULL,                               -- JSON object: the template's data for this item
    created_at {{ts}} NOT NULL,
    due_at {{ts}} NOT NULL
);
CREATE INDEX ix_mail_digest_item_key ON mail_digest_item (recipient, topic, id);
CREATE INDEX ix_mail_digest_item_due ON mail_digest_item (due_at);
