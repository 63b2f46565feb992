-- What the in-memory caches of every instance depend on, one counter per kind of data. A change to
-- the catalog (an import, a custom part), to what calibration learns from (runs, resets, plans with
-- runs) or to the settings and exchange rates increments its counter in the same transaction as the
-- change; each instance reads the counters once per request and rebuilds a cache whose counter moved.
-- Plain TEXT/BIGINT and standard SQL only, so that the same script runs on SQLite and PostgreSQL.
CREATE TABLE data_version (
    kind          TEXT    NOT NULL PRIMARY KEY,
    version       BIGINT  NOT NULL
);

INSERT INTO data_version (kind, version) VALUES ('catalog', 1);
INSERT INTO data_version (kind, version) VALUES ('calibration', 1);
INSERT INTO data_version (kind, version) VALUES ('settings', 1);

-- Each seed example is made once, even when two instances start at once on an empty database: the
-- second insert of a seed conflicts and is skipped. A database that already holds two plans made
-- from one seed keeps the earliest as the example and the later ones as ordinary plans.
UPDATE plan SET example_of = NULL
WHERE example_of IS NOT NULL
  AND EXISTS (
      SELECT 1 FROM plan earlier
      WHERE earlier.example_of = plan.example_of
        AND (earlier.created_at < plan.created_at
             OR (earlier.created_at = plan.created_at AND earlier.id < plan.id)));

CREATE UNIQUE INDEX uk_plan_example_of ON plan (example_of);
