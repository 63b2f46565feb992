-- Plan history and read-only share links. Plain TEXT/BIGINT columns and standard SQL only, so that
-- the same script runs on SQLite and PostgreSQL.

-- Every saved version of a plan, written in the same transaction as the plan row itself: the row
-- for (plan_id, version) is the document exactly as that version was stored. saved_by is the
-- account name when sign-in is on (null otherwise); restored_from names the version a restore
-- copied. The plan's current document stays in plan.doc, so reading a plan never needs this table.
CREATE TABLE plan_version (
    plan_id       TEXT    NOT NULL REFERENCES plan (id) ON DELETE CASCADE,
    version       BIGINT  NOT NULL,
    doc           TEXT    NOT NULL,
    saved_at      TEXT    NOT NULL,
    saved_by      TEXT,
    restored_from BIGINT,
    CONSTRAINT pk_plan_version PRIMARY KEY (plan_id, version)
);

-- Plans stored before history existed start their history at the version they are at now.
INSERT INTO plan_version (plan_id, version, doc, saved_at)
SELECT id, version, doc, updated_at FROM plan;

-- A plan's read-only share link: the token is the capability (anyone holding the URL may read the
-- plan), so a plan has at most one, revoking deletes the row, and a new link has a new token. The
-- token is stored as issued because the plan page shows it again to the people who may edit.
CREATE TABLE plan_share (
    plan_id       TEXT    NOT NULL PRIMARY KEY REFERENCES plan (id) ON DELETE CASCADE,
    token         TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    created_by    TEXT,
    CONSTRAINT uk_plan_share_token UNIQUE (token)
);
