// The coach's tables (issue 32, coach.ts): analyses kept with their match, and the hints asked.
/** SQLite: made at start. */
export const COACH_SCHEMA = `
CREATE TABLE IF NOT EXISTS coach_analyses (match_id TEXT NOT NULL, up_to INTEGER NOT NULL, scope TEXT NOT NULL, budget INTEGER NOT NULL, analysis TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (match_id, up_to, scope, budget));
CREATE TABLE IF NOT EXISTS coach_hints (match_id TEXT NOT NULL, step INTEGER NOT NULL, role TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS coach_hints_match ON coach_hints (match_id);
`;

/** PostgreSQL: a migration of pg-store.ts MIGRATIONS. */
export const PG_COACH_MIGRATION = `
  CREATE TABLE coach_analyses (match_id TEXT NOT NULL REFERENCES matches (id), up_to INTEGER NOT NULL, scope TEXT NOT NULL, budget INTEGER NOT NULL, analysis TEXT NOT NULL, created_at BIGINT NOT NULL, PRIMARY KEY (match_id, up_to, scope, budget));
  CREATE TABLE coach_hints (match_id TEXT NOT NULL REFERENCES matches (id), step INTEGER NOT NULL, role TEXT NOT NULL, at BIGINT NOT NULL);
  CREATE INDEX coach_hints_match ON coach_hints (match_id);`;
