-- A trigram index of the folded titles (FTS5, kept in step by triggers), so
-- a title search of three letters or more reads the matching rows instead of
-- scanning the type (bench/README.md, finding 6). PostgreSQL gets a pg_trgm
-- index when the extension is installed (db.ensureOptionalIndexes).
CREATE VIRTUAL TABLE contribution_title_search USING fts5(
    search_title, content = 'contribution', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO contribution_title_search (contribution_title_search) VALUES ('rebuild');

CREATE TRIGGER contribution_title_search_insert AFTER INSERT ON contribution BEGIN
    INSERT INTO contribution_title_search (rowid, search_title) VALUES (new.id, new.search_title);
END;
CREATE TRIGGER contribution_title_search_delete AFTER DELETE ON contribution BEGIN
    INSERT INTO contribution_title_search (contribution_title_search, rowid, search_title)
        VALUES ('delete', old.id, old.search_title);
END;
CREATE TRIGGER contribution_title_search_update AFTER UPDATE OF search_title ON contribution BEGIN
    INSERT INTO contribution_title_search (contribution_title_search, rowid, search_title)
        VALUES ('delete', old.id, old.search_title);
    INSERT INTO contribution_title_search (rowid, search_title) VALUES (new.id, new.search_title);
END;
