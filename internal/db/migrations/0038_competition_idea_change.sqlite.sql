-- competition_idea_change.seq counts, per competition, the committed writes
-- that change what its ideas-manage page (get-ideas) shows of its ideas: an
-- idea inserted, deleted, or its code, title, state, dates or competition
-- updated; an owner (any role row) written; a tag linked or unlinked, or a
-- linked tag renamed; an owner renamed; a score kept in eval_score moved; a
-- reward given. Each node keeps a copy of a competition's ideas built at one
-- seq (internal/competition, ideaindex.go) and answers a page from it only
-- while the seq its moderator check reads is still that one
-- (docs/decisions.md, "The ideas-manage page from a per-node copy").
-- SQLite has one writer: row triggers, no lock order to keep.
CREATE TABLE competition_idea_change (
    competition_id BIGINT PRIMARY KEY REFERENCES competition (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL
);
INSERT INTO competition_idea_change (competition_id, seq) SELECT id, 0 FROM competition;

CREATE TRIGGER tr_competition_idea_change_row AFTER INSERT ON competition
BEGIN
    INSERT INTO competition_idea_change (competition_id, seq) VALUES (NEW.id, 0);
END;

CREATE TRIGGER tr_contribution_ideas_insert AFTER INSERT ON contribution
WHEN NEW.competition_id IS NOT NULL
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id = NEW.competition_id;
END;

CREATE TRIGGER tr_contribution_ideas_delete AFTER DELETE ON contribution
WHEN OLD.competition_id IS NOT NULL
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id = OLD.competition_id;
END;

CREATE TRIGGER tr_contribution_ideas_update AFTER UPDATE OF code, title, state_id, submitted_date, updated_date, competition_id ON contribution
WHEN OLD.competition_id IS NOT NULL OR NEW.competition_id IS NOT NULL
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id IN (OLD.competition_id, NEW.competition_id);
END;

CREATE TRIGGER tr_contribution_user_ideas_insert AFTER INSERT ON contribution_user
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = NEW.contribution_id);
END;

CREATE TRIGGER tr_contribution_user_ideas_delete AFTER DELETE ON contribution_user
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = OLD.contribution_id);
END;

CREATE TRIGGER tr_contribution_user_ideas_update AFTER UPDATE ON contribution_user
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id IN (SELECT c.competition_id FROM contribution c WHERE c.id IN (OLD.contribution_id, NEW.contribution_id));
END;

CREATE TRIGGER tr_tag_link_ideas_insert AFTER INSERT ON contribution_tag_link
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = NEW.contribution_id);
END;

CREATE TRIGGER tr_tag_link_ideas_delete AFTER DELETE ON contribution_tag_link
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = OLD.contribution_id);
END;

CREATE TRIGGER tr_tag_link_ideas_update AFTER UPDATE ON contribution_tag_link
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id IN (SELECT c.competition_id FROM contribution c WHERE c.id IN (OLD.contribution_id, NEW.contribution_id));
END;

CREATE TRIGGER tr_eval_score_ideas_insert AFTER INSERT ON eval_score
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = NEW.contribution_id);
END;

CREATE TRIGGER tr_eval_score_ideas_delete AFTER DELETE ON eval_score
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id = (SELECT c.competition_id FROM contribution c WHERE c.id = OLD.contribution_id);
END;

CREATE TRIGGER tr_eval_score_ideas_update AFTER UPDATE ON eval_score
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1
        WHERE competition_id IN (SELECT c.competition_id FROM contribution c WHERE c.id IN (OLD.contribution_id, NEW.contribution_id));
END;

CREATE TRIGGER tr_idea_reward_ideas_insert AFTER INSERT ON competition_idea_reward
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id = NEW.competition_id;
END;

CREATE TRIGGER tr_idea_reward_ideas_delete AFTER DELETE ON competition_idea_reward
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id = OLD.competition_id;
END;

CREATE TRIGGER tr_idea_reward_ideas_update AFTER UPDATE ON competition_idea_reward
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id IN (OLD.competition_id, NEW.competition_id);
END;

-- A renamed user or tag: the competitions of the ideas they own or mark.
CREATE TRIGGER tr_app_user_ideas AFTER UPDATE OF first_name, last_name ON app_user
WHEN OLD.first_name IS NOT NEW.first_name OR OLD.last_name IS NOT NEW.last_name
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id IN (SELECT c.competition_id
        FROM contribution_user cu JOIN contribution c ON c.id = cu.contribution_id
        WHERE cu.user_id = NEW.id AND cu.user_role = 'OWNER' AND c.competition_id IS NOT NULL);
END;

CREATE TRIGGER tr_tag_ideas AFTER UPDATE OF name ON contribution_tag
WHEN OLD.name IS NOT NEW.name
BEGIN
    UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id IN (SELECT c.competition_id
        FROM contribution_tag_link l JOIN contribution c ON c.id = l.contribution_id
        WHERE l.tag_id = NEW.id AND c.competition_id IS NOT NULL);
END;
