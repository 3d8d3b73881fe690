-- list_change keeps a counter per contribution type besides seq: the list
-- index of a type (internal/contribution, listindex.go) is current while
-- its type's counter has not moved, so a write to an idea (a competition
-- taking submissions) no longer sends the suggestions' and improvements'
-- lists back to SQL while their index is rebuilt (docs/decisions.md, "The
-- list index"). seq still moves with every such write. The triggers of
-- migration 33 are made anew to move the written rows' types' counters (a
-- tag link's contribution's; none when it is gone: its own deletion moved
-- its type's, or it was a draft, in no list).
ALTER TABLE list_change ADD COLUMN seq_suggestion BIGINT NOT NULL DEFAULT 0;
ALTER TABLE list_change ADD COLUMN seq_improvement BIGINT NOT NULL DEFAULT 0;
ALTER TABLE list_change ADD COLUMN seq_idea BIGINT NOT NULL DEFAULT 0;

DROP TRIGGER tr_contribution_list_insert;
DROP TRIGGER tr_contribution_list_delete;
DROP TRIGGER tr_contribution_list_update;
DROP TRIGGER tr_tag_link_list_insert;
DROP TRIGGER tr_tag_link_list_delete;
DROP TRIGGER tr_tag_link_list_update;

CREATE TRIGGER tr_contribution_list_insert AFTER INSERT ON contribution
WHEN NEW.publish_state <> 'DRAFT'
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + (NEW.contribution_type = 'SUGGESTION'),
        seq_improvement = seq_improvement + (NEW.contribution_type = 'IMPROVEMENT'),
        seq_idea = seq_idea + (NEW.contribution_type = 'IDEA')
        WHERE id = 1;
END;

CREATE TRIGGER tr_contribution_list_delete AFTER DELETE ON contribution
WHEN OLD.publish_state <> 'DRAFT'
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + (OLD.contribution_type = 'SUGGESTION'),
        seq_improvement = seq_improvement + (OLD.contribution_type = 'IMPROVEMENT'),
        seq_idea = seq_idea + (OLD.contribution_type = 'IDEA')
        WHERE id = 1;
END;

CREATE TRIGGER tr_contribution_list_update AFTER UPDATE OF contribution_type, publish_state, visible, state_id, field_id,
    campaign_id, competition_id, code, title, search_title, submitted_date, updated_date, created_date ON contribution
WHEN OLD.publish_state <> 'DRAFT' OR NEW.publish_state <> 'DRAFT'
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + (OLD.contribution_type = 'SUGGESTION' OR NEW.contribution_type = 'SUGGESTION'),
        seq_improvement = seq_improvement + (OLD.contribution_type = 'IMPROVEMENT' OR NEW.contribution_type = 'IMPROVEMENT'),
        seq_idea = seq_idea + (OLD.contribution_type = 'IDEA' OR NEW.contribution_type = 'IDEA')
        WHERE id = 1;
END;

CREATE TRIGGER tr_tag_link_list_insert AFTER INSERT ON contribution_tag_link
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + COALESCE((SELECT c.contribution_type = 'SUGGESTION' FROM contribution c WHERE c.id = NEW.contribution_id), 0),
        seq_improvement = seq_improvement + COALESCE((SELECT c.contribution_type = 'IMPROVEMENT' FROM contribution c WHERE c.id = NEW.contribution_id), 0),
        seq_idea = seq_idea + COALESCE((SELECT c.contribution_type = 'IDEA' FROM contribution c WHERE c.id = NEW.contribution_id), 0)
        WHERE id = 1;
END;

CREATE TRIGGER tr_tag_link_list_delete AFTER DELETE ON contribution_tag_link
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + COALESCE((SELECT c.contribution_type = 'SUGGESTION' FROM contribution c WHERE c.id = OLD.contribution_id), 0),
        seq_improvement = seq_improvement + COALESCE((SELECT c.contribution_type = 'IMPROVEMENT' FROM contribution c WHERE c.id = OLD.contribution_id), 0),
        seq_idea = seq_idea + COALESCE((SELECT c.contribution_type = 'IDEA' FROM contribution c WHERE c.id = OLD.contribution_id), 0)
        WHERE id = 1;
END;

-- An updated link moves its old and its new contribution's types.
CREATE TRIGGER tr_tag_link_list_update AFTER UPDATE ON contribution_tag_link
BEGIN
    UPDATE list_change SET seq = seq + 1,
        seq_suggestion = seq_suggestion + EXISTS (SELECT 1 FROM contribution c
            WHERE c.id IN (OLD.contribution_id, NEW.contribution_id) AND c.contribution_type = 'SUGGESTION'),
        seq_improvement = seq_improvement + EXISTS (SELECT 1 FROM contribution c
            WHERE c.id IN (OLD.contribution_id, NEW.contribution_id) AND c.contribution_type = 'IMPROVEMENT'),
        seq_idea = seq_idea + EXISTS (SELECT 1 FROM contribution c
            WHERE c.id IN (OLD.contribution_id, NEW.contribution_id) AND c.contribution_type = 'IDEA')
        WHERE id = 1;
END;
