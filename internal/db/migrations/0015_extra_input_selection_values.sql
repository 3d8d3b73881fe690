-- Extra inputs as the spec's entity (spec 001 §3, 002 §3):
-- definitionList entries get an id of their own (and name their input),
-- blank min/max are stored as the type's defaults, and selection values
-- become options {language, label, rank}. The Go step of this migration
-- (db.convertSelectionValues) rewrites the old JSON arrays of strings, one
-- option per configured language, and the answers that named an option by
-- its text to name it by its rank.

-- Labels and explanations with an id: a new table in the old one's place
-- (neither engine adds an identity column to a filled table the same way).
CREATE TABLE extra_input_label (
    id {{id}},
    extra_input_id BIGINT NOT NULL REFERENCES extra_input (id) ON DELETE CASCADE,
    language VARCHAR(10) NOT NULL,
    label VARCHAR(255) NOT NULL,
    explanation VARCHAR(1000) NOT NULL DEFAULT ''
);
INSERT INTO extra_input_label (extra_input_id, language, label, explanation)
    SELECT extra_input_id, language, label, explanation FROM extra_input_definition ORDER BY extra_input_id, language;
DROP TABLE extra_input_definition;
ALTER TABLE extra_input_label RENAME TO extra_input_definition;
CREATE UNIQUE INDEX ux_extra_input_definition ON extra_input_definition (extra_input_id, language);

-- Defaults when min/max are blank: TEXT 0–255, TEXT_AREA 0–1024,
-- RICH_TEXT 0–10000, NUMERIC 0–1000000.
UPDATE extra_input SET min_value = 0
    WHERE min_value IS NULL AND input_type IN ('TEXT', 'TEXT_AREA', 'RICH_TEXT', 'NUMERIC');
UPDATE extra_input SET max_value = CASE input_type WHEN 'TEXT' THEN 255 WHEN 'TEXT_AREA' THEN 1024 WHEN 'RICH_TEXT' THEN 10000 ELSE 1000000 END
    WHERE max_value IS NULL AND input_type IN ('TEXT', 'TEXT_AREA', 'RICH_TEXT', 'NUMERIC');
