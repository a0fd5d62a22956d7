-- migrate:up
-- The engine that produced a completed result (the requested one lives in `engine`; they differ after a fallback).
ALTER TABLE extractions ADD COLUMN engine_used text;

-- migrate:down
ALTER TABLE extractions DROP COLUMN engine_used;
