-- list_change keeps a counter per contribution type besides seq: the list
-- index of a type (internal/contribution, listindex.go) is current while
-- its type's counter has not moved, so a write to an idea (a competition
-- taking submissions) no longer sends the suggestions' and improvements'
-- lists back to SQL while their index is rebuilt (docs/decisions.md, "The
-- list index"). seq still moves with every such write.
--
-- The counters live in list_change's one row, so a transaction that writes
-- contributions of two types takes one row lock, as before, at commit: two
-- such transactions cannot deadlock on rows of their own.
ALTER TABLE list_change ADD COLUMN seq_suggestion BIGINT NOT NULL DEFAULT 0;
ALTER TABLE list_change ADD COLUMN seq_improvement BIGINT NOT NULL DEFAULT 0;
ALTER TABLE list_change ADD COLUMN seq_idea BIGINT NOT NULL DEFAULT 0;

-- Runs at commit (deferred), once per transaction and type: the types of
-- the written contribution rows, or of a tag link's contribution (none
-- when that contribution is gone: its own deletion moved its type's, or it
-- was a draft, in no list).
CREATE OR REPLACE FUNCTION inno_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    types TEXT[];
    t TEXT;
BEGIN
    IF TG_TABLE_NAME = 'contribution' THEN
        IF TG_OP = 'INSERT' THEN
            types := ARRAY[NEW.contribution_type];
        ELSIF TG_OP = 'DELETE' THEN
            types := ARRAY[OLD.contribution_type];
        ELSE
            types := ARRAY[OLD.contribution_type, NEW.contribution_type];
        END IF;
    ELSE
        IF TG_OP = 'INSERT' THEN
            SELECT array_agg(c.contribution_type) INTO types FROM contribution c WHERE c.id = NEW.contribution_id;
        ELSIF TG_OP = 'DELETE' THEN
            SELECT array_agg(c.contribution_type) INTO types FROM contribution c WHERE c.id = OLD.contribution_id;
        ELSE
            SELECT array_agg(DISTINCT c.contribution_type) INTO types FROM contribution c
                WHERE c.id IN (OLD.contribution_id, NEW.contribution_id);
        END IF;
        IF types IS NULL THEN -- its contribution is gone: its deletion moved its type's, or it was a draft
            RETURN NULL;
        END IF;
    END IF;
    FOREACH t IN ARRAY types LOOP
        IF current_setting('inno.list_changed_' || lower(t), true) IS DISTINCT FROM 'yes' THEN
            PERFORM set_config('inno.list_changed_' || lower(t), 'yes', true);
            UPDATE list_change SET seq = seq + 1,
                seq_suggestion = seq_suggestion + CASE WHEN t = 'SUGGESTION' THEN 1 ELSE 0 END,
                seq_improvement = seq_improvement + CASE WHEN t = 'IMPROVEMENT' THEN 1 ELSE 0 END,
                seq_idea = seq_idea + CASE WHEN t = 'IDEA' THEN 1 ELSE 0 END
                WHERE id = 1;
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;
