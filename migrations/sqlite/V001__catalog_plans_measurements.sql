-- Wirespeed schema. The only source of the database schema: jOOQ code is generated from it.
-- Types: DOUBLE (not REAL) and BIGINT (not INTEGER) so that jOOQ maps them to Double and Long.

-- Parts loaded from catalog/*.yaml. Wiped and reloaded when the catalog's content hash changes.
CREATE TABLE catalog_part (
    id            TEXT    NOT NULL PRIMARY KEY,
    kind          TEXT    NOT NULL,
    vendor        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    file          TEXT    NOT NULL,
    doc           TEXT    NOT NULL
);

-- Parts a person added. Never touched by a catalog re-import.
CREATE TABLE custom_part (
    id            TEXT    NOT NULL PRIMARY KEY,
    kind          TEXT    NOT NULL,
    vendor        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    doc           TEXT    NOT NULL,
    version       BIGINT  NOT NULL DEFAULT 1,
    created_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- One row per loaded catalog: the content hash decides whether a re-import is needed.
CREATE TABLE catalog_state (
    name          TEXT    NOT NULL PRIMARY KEY,
    content_hash  TEXT    NOT NULL,
    part_count    BIGINT  NOT NULL,
    loaded_at     TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Plans are stored as their versioned JSON document; version is the optimistic-lock counter.
CREATE TABLE plan (
    id            TEXT    NOT NULL PRIMARY KEY,
    name          TEXT    NOT NULL,
    doc           TEXT    NOT NULL,
    version       BIGINT  NOT NULL DEFAULT 1,
    example_of    TEXT,
    created_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Measured runs (imported or measured by the embedded iperf3 engine).
CREATE TABLE measurement (
    id            TEXT    NOT NULL PRIMARY KEY,
    content_hash  TEXT    NOT NULL,
    format        TEXT    NOT NULL,
    origin        TEXT    NOT NULL,
    plan_id       TEXT,
    flow_id       TEXT,
    gbps          DOUBLE,
    run_json      TEXT    NOT NULL,
    raw_text      TEXT    NOT NULL,
    peer          TEXT,
    detached      BIGINT  NOT NULL DEFAULT 0,
    created_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT uk_measurement_hash UNIQUE (content_hash)
);

-- Calibration factors a person reset (value ignored until a newer run arrives) and their history.
CREATE TABLE calibration_reset (
    factor_key    TEXT    NOT NULL PRIMARY KEY,
    reset_at      TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Key/value settings (plan currency defaults, kWh price, iperf3 server toggle ...).
CREATE TABLE setting (
    name          TEXT    NOT NULL PRIMARY KEY,
    value         TEXT    NOT NULL
);

-- Exchange rates: 1 unit of currency = rate units of the base currency, as of rate_date.
CREATE TABLE exchange_rate (
    currency      TEXT    NOT NULL,
    base          TEXT    NOT NULL,
    rate          TEXT    NOT NULL,
    rate_date     TEXT    NOT NULL,
    CONSTRAINT pk_exchange_rate PRIMARY KEY (currency, base)
);
