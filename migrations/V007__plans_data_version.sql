-- A counter for the plans: a plan stored, changed or deleted increments it in the same transaction,
-- so an instance whose list of plans was read at the counter it reads now may keep that list, and one
-- that sees it moved reads the plans' versions again (the home page lists every plan on each view).
-- Standard SQL only, so that the same script runs on SQLite and PostgreSQL.
INSERT INTO data_version (kind, version) VALUES ('plans', 1);
