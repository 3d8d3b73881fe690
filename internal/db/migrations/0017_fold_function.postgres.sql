-- inno_fold(text) folds text as db.Fold does in Go: lower case, with the
-- dotted and dotless i of Turkish taken as one letter. SQLite gets the same
-- function from Go (internal/db/fold.go), so searches are one SQL text on both
-- engines. lower() follows the database's LC_CTYPE: a UTF-8 locale (C.UTF-8,
-- en_US.UTF-8, tr_TR.UTF-8) folds every letter, the plain "C" locale only ASCII.
CREATE OR REPLACE FUNCTION inno_fold(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT lower(translate(t, 'İı', 'ii')) $$;
