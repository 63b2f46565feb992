-- PostgreSQL twin of sqlite/V001: the same tables, columns and constraints. Two differences only:
-- PostgreSQL has no type DOUBLE (it is DOUBLE PRECISION), and CURRENT_TIMESTAMP would store its
-- own text form in a TEXT column, so the defaults write SQLite's ('2026-12-01 19:46:31', UTC).
-- Every repository writes these columns itself; the defaults only serve rows written by hand.

CREATE TABLE catalog_part (
    id            TEXT    NOT NULL PRIMARY KEY,
    kind          TEXT    NOT NULL,
    vendor        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    file          TEXT    NOT NULL,
    doc           TEXT    NOT NULL
);

CREATE TABLE custom_part (
    id            TEXT    NOT NULL PRIMARY KEY,
    kind          TEXT    NOT NULL,
    vendor        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    doc           TEXT    NOT NULL,
    version       BIGINT  NOT NULL DEFAULT 1,
    created_at    TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
    updated_at    TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')
);

CREATE TABLE catalog_state (
    name          TEXT    NOT NULL PRIMARY KEY,
    content_hash  TEXT    NOT NULL,
    part_count    BIGINT  NOT NULL,
    loaded_at     TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')
);

CREATE TABLE plan (
    id            TEXT    NOT NULL PRIMARY KEY,
    name          TEXT    NOT NULL,
    doc           TEXT    NOT NULL,
    version       BIGINT  NOT NULL DEFAULT 1,
    example_of    TEXT,
    created_at    TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
    updated_at    TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')
);

CREATE TABLE measurement (
    id            TEXT    NOT NULL PRIMARY KEY,
    content_hash  TEXT    NOT NULL,
    format        TEXT    NOT NULL,
    origin        TEXT    NOT NULL,
    plan_id       TEXT,
    flow_id       TEXT,
    gbps          DOUBLE PRECISION,
    run_json      TEXT    NOT NULL,
    raw_text      TEXT    NOT NULL,
    peer          TEXT,
    detached      BIGINT  NOT NULL DEFAULT 0,
    created_at    TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
    CONSTRAINT uk_measurement_hash UNIQUE (content_hash)
);

CREATE TABLE calibration_reset (
    factor_key    TEXT    NOT NULL PRIMARY KEY,
    reset_at      TEXT    NOT NULL DEFAULT to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')
);

CREATE TABLE setting (
    name          TEXT    NOT NULL PRIMARY KEY,
    value         TEXT    NOT NULL
);

CREATE TABLE exchange_rate (
    currency      TEXT    NOT NULL,
    base          TEXT    NOT NULL,
    rate          TEXT    NOT NULL,
    rate_date     TEXT    NOT NULL,
    CONSTRAINT pk_exchange_rate PRIMARY KEY (currency, base)
);
