-- A scorecard keeps its answers beside it, as the JSON array of
-- [item id, stars] pairs by item id that every read of scorecards gave
-- back (Store.Cards built it with a subquery over eval_answer per card).
-- That subquery was a quarter to a third of PostgreSQL's work for the
-- evaluation report and the evaluated detail (bench/README.md, 8 December).
-- eval_answer stays the record each answer's item is checked against
-- (foreign keys); Store.Save writes both in one transaction.
ALTER TABLE eval_scorecard ADD COLUMN answers TEXT;

-- json_group_array gives '[]' over no rows (PostgreSQL's json_agg NULL): a
-- card without answers keeps NULL here too, as Store.Save writes it.
UPDATE eval_scorecard SET answers = (SELECT json_group_array(json_array(a.eval_item_definition_id, a.stars)
    ORDER BY a.eval_item_definition_id) FROM eval_answer a WHERE a.scorecard_id = eval_scorecard.id)
    WHERE EXISTS (SELECT 1 FROM eval_answer a WHERE a.scorecard_id = eval_scorecard.id);
