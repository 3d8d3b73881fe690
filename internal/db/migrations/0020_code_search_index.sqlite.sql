-- A trigram index of the contribution codes (FTS5, kept in step by
-- triggers), so the list's code filter ("code contains", eiId) of three
-- letters or more reads the matching rows instead of every code of the type
-- (issue 14: 40-130 ms at 100,000 contributions). PostgreSQL gets a pg_trgm
-- index of lower(code) when the extension is installed
-- (db.ensureOptionalIndexes). The rebuild fills it from the existing rows.
CREATE VIRTUAL TABLE contribution_code_search USING fts5(
    code, content = 'contribution', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO contribution_code_search (contribution_code_search) VALUES ('rebuild');

CREATE TRIGGER contribution_code_search_insert AFTER INSERT ON contribution BEGIN
    INSERT INTO contribution_code_search (rowid, code) VALUES (new.id, new.code);
END;
CREATE TRIGGER contribution_code_search_delete AFTER DELETE ON contribution BEGIN
    INSERT INTO contribution_code_search (contribution_code_search, rowid, code) VALUES ('delete', old.id, old.code);
END;
CREATE TRIGGER contribution_code_search_update AFTER UPDATE OF code ON contribution BEGIN
    INSERT INTO contribution_code_search (contribution_code_search, rowid, code) VALUES ('delete', old.id, old.code);
    INSERT INTO contribution_code_search (rowid, code) VALUES (new.id, new.code);
END;
