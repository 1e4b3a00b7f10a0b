// The tables of accounts and turn notices (issue 30), alike on SQLite and PostgreSQL (no imports:
// pg-store.ts takes them as its migrations 5 and 6).

/** Accounts: e-mail sign-in codes, sessions, passkeys, the seats claimed into an account. */
export const ACCOUNT_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  lang TEXT NOT NULL DEFAULT 'en',
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  csrf TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS sign_in_codes (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  tries INTEGER NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_codes_email ON sign_in_codes (email);
CREATE TABLE IF NOT EXISTS passkeys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter BIGINT NOT NULL,
  transports TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS webauthn_challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  account_id TEXT,
  expires_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS account_seats (
  account_id TEXT NOT NULL,
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  claimed_at BIGINT NOT NULL,
  PRIMARY KEY (account_id, match_id, seat)
);
CREATE INDEX IF NOT EXISTS account_seats_match ON account_seats (match_id, seat);
`;

/**
 * Turn notices: where each owner (an account "a:<id>", or a link-only seat "t:<token hash>") wants
 * them, one row per (target, match, seat, turn) claimed by the instance that sends it, and the
 * server's own keys (VAPID), made once.
 */
export const NOTICE_SCHEMA = `
CREATE TABLE IF NOT EXISTS notice_targets (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  channel TEXT NOT NULL,
  address TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'en',
  created_at BIGINT NOT NULL,
  UNIQUE (owner, channel, address)
);
CREATE TABLE IF NOT EXISTS notices (
  target_id TEXT NOT NULL,
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  turn_seq INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at BIGINT NOT NULL,
  claimed_until BIGINT,
  sent_at BIGINT,
  failed TEXT,
  PRIMARY KEY (target_id, match_id, seat, turn_seq)
);
CREATE INDEX IF NOT EXISTS notices_due ON notices (next_at);
CREATE TABLE IF NOT EXISTS server_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * A rated player (issue 30.5) is an account: its public id (16 hex digits, not the account's id) and
 * the name shown to others in the lobby and on the player page, unique regardless of case.
 */
export const PLAYER_SCHEMA = `
CREATE TABLE IF NOT EXISTS players (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE
);
`;
