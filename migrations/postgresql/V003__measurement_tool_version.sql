-- PostgreSQL twin of sqlite/V003: the column, and the version copied out of the stored parsed form
-- with jsonb in place of SQLite's json_extract.
ALTER TABLE measurement ADD COLUMN tool_version TEXT;

UPDATE measurement
SET tool_version = run_json::jsonb ->> 'toolVersion'
WHERE jsonb_typeof(run_json::jsonb -> 'toolVersion') = 'string';
