-- competition_idea_change.seq counts, per competition, the committed writes
-- that change what its ideas-manage page (get-ideas) shows of its ideas: an
-- idea inserted, deleted, or its code, title, state, dates or competition
-- updated; an owner (any role row) written; a tag linked or unlinked, or a
-- linked tag renamed; an owner renamed; a score kept in eval_score moved; a
-- reward given. Each node keeps a copy of a competition's ideas built at one
-- seq (internal/competition, ideaindex.go) and answers a page from it only
-- while the seq its moderator check reads is still that one
-- (docs/decisions.md, "The ideas-manage page from a per-node copy").
--
-- The bump runs at the transaction's first such write, once per transaction
-- and competition (a transaction-local setting remembers it ran), so the
-- counter's row lock comes before list_change's, which a deferred trigger
-- takes at commit: the two are always taken in that order.
CREATE TABLE competition_idea_change (
    competition_id BIGINT PRIMARY KEY REFERENCES competition (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL
);
INSERT INTO competition_idea_change (competition_id, seq) SELECT id, 0 FROM competition;

CREATE FUNCTION inno_competition_idea_change_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO competition_idea_change (competition_id, seq) VALUES (NEW.id, 0);
    RETURN NULL;
END
$$;
CREATE TRIGGER tr_competition_idea_change_row AFTER INSERT ON competition
    FOR EACH ROW EXECUTE FUNCTION inno_competition_idea_change_row();

-- inno_ideas_changed moves one competition's counter once per transaction
-- (NULL: none, the contribution is no idea or is gone).
CREATE FUNCTION inno_ideas_changed(cid BIGINT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF cid IS NOT NULL AND current_setting('inno.ideas_changed_' || cid, true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('inno.ideas_changed_' || cid, 'yes', true);
        UPDATE competition_idea_change SET seq = seq + 1 WHERE competition_id = cid;
    END IF;
END
$$;

-- The written rows' competitions: a contribution's own; the contribution's
-- of a role, tag link or kept score; a reward's.
CREATE FUNCTION inno_idea_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME IN ('contribution', 'competition_idea_reward') THEN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
            PERFORM inno_ideas_changed(OLD.competition_id);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            PERFORM inno_ideas_changed(NEW.competition_id);
        END IF;
    ELSE
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
            PERFORM inno_ideas_changed((SELECT c.competition_id FROM contribution c WHERE c.id = OLD.contribution_id));
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            PERFORM inno_ideas_changed((SELECT c.competition_id FROM contribution c WHERE c.id = NEW.contribution_id));
        END IF;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER tr_contribution_ideas_insert AFTER INSERT ON contribution
    FOR EACH ROW WHEN (NEW.competition_id IS NOT NULL) EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_contribution_ideas_delete AFTER DELETE ON contribution
    FOR EACH ROW WHEN (OLD.competition_id IS NOT NULL) EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_contribution_ideas_update AFTER UPDATE OF code, title, state_id, submitted_date, updated_date, competition_id ON contribution
    FOR EACH ROW WHEN (OLD.competition_id IS NOT NULL OR NEW.competition_id IS NOT NULL) EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_contribution_user_ideas AFTER INSERT OR UPDATE OR DELETE ON contribution_user
    FOR EACH ROW EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_tag_link_ideas AFTER INSERT OR UPDATE OR DELETE ON contribution_tag_link
    FOR EACH ROW EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_eval_score_ideas AFTER INSERT OR UPDATE OR DELETE ON eval_score
    FOR EACH ROW EXECUTE FUNCTION inno_idea_changed();
CREATE TRIGGER tr_idea_reward_ideas AFTER INSERT OR UPDATE OR DELETE ON competition_idea_reward
    FOR EACH ROW EXECUTE FUNCTION inno_idea_changed();

-- A renamed user or tag: the competitions of the ideas they own or mark.
CREATE FUNCTION inno_idea_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'app_user' THEN
        PERFORM inno_ideas_changed(x.competition_id) FROM (SELECT DISTINCT c.competition_id FROM contribution_user cu
            JOIN contribution c ON c.id = cu.contribution_id
            WHERE cu.user_id = NEW.id AND cu.user_role = 'OWNER' AND c.competition_id IS NOT NULL ORDER BY 1) x;
    ELSE
        PERFORM inno_ideas_changed(x.competition_id) FROM (SELECT DISTINCT c.competition_id FROM contribution_tag_link l
            JOIN contribution c ON c.id = l.contribution_id
            WHERE l.tag_id = NEW.id AND c.competition_id IS NOT NULL ORDER BY 1) x;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER tr_app_user_ideas AFTER UPDATE OF first_name, last_name ON app_user
    FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
    EXECUTE FUNCTION inno_idea_names_changed();
CREATE TRIGGER tr_tag_ideas AFTER UPDATE OF name ON contribution_tag
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION inno_idea_names_changed();
