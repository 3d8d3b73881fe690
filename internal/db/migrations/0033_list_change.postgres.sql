-- list_change.seq counts the committed writes that change what the
-- contribution lists filter and sort on: a contribution outside drafts
-- inserted or deleted, one of those columns updated on a contribution that
-- is or was outside drafts, a tag linked or unlinked. Drafts are in no "all"
-- list: saving one (a form opened, a draft edited) leaves the index as it
-- is. Each
-- node keeps an in-memory index of the lists (internal/contribution,
-- listindex.go) built at one seq, and answers from it only while the seq
-- it reads is still that one (docs/decisions.md, "The list index").
-- role_seq counts the committed writes of contribution roles: what a caller
-- sees of the hidden contributions, and the role filter, are remembered per
-- caller as of one role_seq.
--
-- The bump is a deferred constraint trigger: it runs at commit, once per
-- transaction (a transaction-local setting remembers it ran), so the row
-- lock on list_change is the last lock a transaction takes and is held only
-- while it commits. Taken at the first write instead, two transactions
-- that write contributions in different orders could deadlock on it.
CREATE TABLE list_change (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq BIGINT NOT NULL,
    role_seq BIGINT NOT NULL
);
INSERT INTO list_change (id, seq, role_seq) VALUES (1, 0, 0);

CREATE FUNCTION inno_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('inno.list_changed', true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('inno.list_changed', 'yes', true);
        UPDATE list_change SET seq = seq + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE FUNCTION inno_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('inno.roles_changed', true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('inno.roles_changed', 'yes', true);
        UPDATE list_change SET role_seq = role_seq + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER tr_contribution_list_insert AFTER INSERT ON contribution DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.publish_state <> 'DRAFT') EXECUTE FUNCTION inno_list_changed();

CREATE CONSTRAINT TRIGGER tr_contribution_list_delete AFTER DELETE ON contribution DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (OLD.publish_state <> 'DRAFT') EXECUTE FUNCTION inno_list_changed();

CREATE CONSTRAINT TRIGGER tr_contribution_list_update AFTER UPDATE OF contribution_type, publish_state, visible,
    state_id, field_id, campaign_id, competition_id, code, title, search_title, submitted_date, updated_date, created_date
    ON contribution DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (OLD.publish_state <> 'DRAFT' OR NEW.publish_state <> 'DRAFT') EXECUTE FUNCTION inno_list_changed();

CREATE CONSTRAINT TRIGGER tr_tag_link_list AFTER INSERT OR DELETE OR UPDATE ON contribution_tag_link
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inno_list_changed();

CREATE CONSTRAINT TRIGGER tr_contribution_user_list AFTER INSERT OR DELETE OR UPDATE OF contribution_id, user_id, user_role, is_active
    ON contribution_user DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inno_roles_changed();
