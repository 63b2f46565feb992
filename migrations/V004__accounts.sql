-- Accounts: who may sign in when the service asks for it (served beyond loopback, or started with --auth).

-- A person who signs in. The name is unique whatever its case (name_key is its lower-case form);
-- the password is stored only as an Argon2id hash in PHC string form ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
CREATE TABLE account (
    id            TEXT    NOT NULL PRIMARY KEY,
    name          TEXT    NOT NULL,
    name_key      TEXT    NOT NULL,
    role          TEXT    NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
    password_hash TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    CONSTRAINT uk_account_name UNIQUE (name_key)
);

-- A signed-in browser. id_hash is the SHA-256 of the cookie's value: the value itself is never stored,
-- so a copy of the database does not sign anyone in. Times are ISO-8601 instants.
CREATE TABLE account_session (
    id_hash       TEXT    NOT NULL PRIMARY KEY,
    account_id    TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    created_at    TEXT    NOT NULL,
    last_seen_at  TEXT    NOT NULL
);

-- An API token for scripts (Authorization: Bearer). Only its SHA-256 is stored; it is shown once.
CREATE TABLE api_token (
    id            TEXT    NOT NULL PRIMARY KEY,
    name          TEXT    NOT NULL,
    account_id    TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    token_hash    TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    last_used_at  TEXT,
    revoked_at    TEXT,
    CONSTRAINT uk_api_token_hash UNIQUE (token_hash)
);
