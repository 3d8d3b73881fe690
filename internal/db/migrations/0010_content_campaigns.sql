-- News and announcements (content) and campaigns, who they are for, and
-- their banner images (issue 6).

CREATE TABLE content (
    id {{id}},
    code VARCHAR(30) NOT NULL,
    title VARCHAR(100) NOT NULL,
    summary VARCHAR(500) NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    category_id INTEGER NOT NULL,
    language VARCHAR(10) NOT NULL DEFAULT '',
    access_level VARCHAR(20) NOT NULL,
    publish_state VARCHAR(20) NOT NULL,
    publish_date {{ts}},
    last_date {{ts}} NOT NULL,
    banner_id BIGINT,
    banner_preview_id BIGINT,
    banner_path VARCHAR(300),
    banner_preview_path VARCHAR(300),
    created_by BIGINT NOT NULL REFERENCES app_user (id),
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_content_code ON content (code);
CREATE INDEX ix_content_published ON content (publish_state, publish_date);

CREATE TABLE campaign (
    id {{id}},
    code VARCHAR(16) NOT NULL,
    title VARCHAR(100) NOT NULL,
    summary VARCHAR(500) NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    campaign_type VARCHAR(20) NOT NULL,               -- SUGGESTION, IMPROVEMENT
    access_level VARCHAR(20) NOT NULL,
    publish_state VARCHAR(20) NOT NULL,               -- DRAFT, PUBLISHED, TERMINATED, COMPLETED, ARCHIVED
    announce_date {{ts}},
    publish_date {{ts}},
    date_submission_start {{ts}},
    date_submission_end {{ts}} NOT NULL,
    date_submission_terminated {{ts}},
    banner_id BIGINT,
    banner_preview_id BIGINT,
    banner_path VARCHAR(300),
    banner_preview_path VARCHAR(300),
    created_by BIGINT NOT NULL REFERENCES app_user (id),
    created_date {{ts}} NOT NULL,
    updated_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_campaign_code ON campaign (code);
CREATE INDEX ix_campaign_state ON campaign (publish_state, date_submission_end);

-- The organization-tree nodes an item is for (content, campaign; later competitions).
CREATE TABLE audience_target (
    owner_kind VARCHAR(20) NOT NULL,
    owner_id BIGINT NOT NULL,
    organization_id BIGINT NOT NULL REFERENCES organization (id),
    PRIMARY KEY (owner_kind, owner_id, organization_id)
);
CREATE INDEX ix_audience_target_org ON audience_target (organization_id);

-- Banner images and previews of content and campaigns; paths carry a random part.
CREATE TABLE banner_image (
    id {{id}},
    owner_kind VARCHAR(20) NOT NULL,
    owner_id BIGINT NOT NULL,
    kind VARCHAR(10) NOT NULL,                        -- BANNER, PREVIEW
    path VARCHAR(300) NOT NULL,
    created_date {{ts}} NOT NULL
);
CREATE UNIQUE INDEX ux_banner_image_path ON banner_image (path);
CREATE INDEX ix_banner_image_owner ON banner_image (owner_kind, owner_id);
