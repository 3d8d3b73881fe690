-- A new contribution is in a state of type NEW (spec 002 §3). Releases before
-- this one gave a life cycle's initial state the type DRAFT, which the engine
-- treats alike (publish state DRAFT, editable by the owners).
UPDATE life_cycle_state SET state_type = 'NEW' WHERE is_initial = TRUE AND state_type = 'DRAFT';
