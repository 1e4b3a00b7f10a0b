// Optional accounts (issue 30.1): sign-in by a one-time e-mail code or link, or by a passkey; sessions
// in the database, only their SHA-256 kept (like the links' tokens); the seats an account claimed.
// Play by link stays possible without an account.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlDb } from '../sql.ts';

export const SESSION_DAYS = 30;
export const CODE_MINUTES = 15;
/** Wrong codes allowed on one sign-in before the code is void. */
export const CODE_TRIES = 5;
/** Codes one address may have pending at once: nobody can fill someone's mailbox with them. */
export const LIVE_CODES = 3;
const DAY_MS = 86_400_000;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const secret = () => randomBytes(24).toString('base64url');
/** An account's public player id: 16 hex digits that do not give the account's id away. */
export const playerIdOf = (accountId: string) => sha(`arras-player:account:${accountId}`).slice(0, 16);

export interface Account {
  id: string;
  email: string | null;
  lang: string;
  createdAt: number;
}
export interface Session {
  account: Account;
  csrf: string;
}

export interface SignInCode {
  /** Six digits, typed on the page. */
  code: string;
  /** The one-time link's secret (`/account?link=...`). */
  link: string;
}

export class Accounts {
  constructor(
    readonly db: SqlDb,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new one-time code and link for `email` (the caller mails them; only their hashes are kept), or
   * null when LIVE_CODES are pending for that address already.
   */
  async newCode(email: string): Promise<SignInCode | null> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const link = secret();
    const now = this.now();
    await this.db.run('DELETE FROM sign_in_codes WHERE expires_at < ?', [now]);
    const [live] = await this.db.all<{ n: number | string }>('SELECT count(*) AS n FROM sign_in_codes WHERE email = ?', [email]);
    if (Number(live.n) >= LIVE_CODES) return null;
    await this.db.run('INSERT INTO sign_in_codes (id, email, code_hash, link_hash, tries, expires_at) VALUES (?, ?, ?, ?, 0, ?)', [
      randomUUID(),
      email,
      sha(`${email}|${code}`),
      sha(link),
      now + CODE_MINUTES * 60_000,
    ]);
    return { code, link };
  }

  /**
   * The e-mail address a code proves, once (the code is used up), or null: wrong, expired or used.
   * Each wrong code counts against every live code of that address; after CODE_TRIES they are void.
   */
  async useCode(email: string, code: string): Promise<string | null> {
    return this.db.tx(async (db) => {
      const rows = await db.all<{ id: string; code_hash: string; tries: number }>(
        'SELECT id, code_hash, tries FROM sign_in_codes WHERE email = ? AND expires_at >= ?',
        [email, this.now()],
      );
      const wanted = Buffer.from(sha(`${email}|${code}`));
      const hit = rows.find((r) => r.tries < CODE_TRIES && timingSafeEqual(Buffer.from(r.code_hash), wanted));
      if (hit) {
        await db.run('DELETE FROM sign_in_codes WHERE id = ?', [hit.id]);
        return email;
      }
      await db.run('UPDATE sign_in_codes SET tries = tries + 1 WHERE email = ?', [email]);
      await db.run('DELETE FROM sign_in_codes WHERE email = ? AND tries >= ?', [email, CODE_TRIES]);
      return null;
    });
  }

  /** The e-mail address a one-time link proves, once, or null. */
  async useLink(link: string): Promise<string | null> {
    return this.db.tx(async (db) => {
      const rows = await db.all<{ id: string; email: string }>('SELECT id, email FROM sign_in_codes WHERE link_hash = ? AND expires_at >= ? AND tries < ?', [
        sha(link),
        this.now(),
        CODE_TRIES,
      ]);
      if (rows.length === 0) return null;
      await db.run('DELETE FROM sign_in_codes WHERE id = ?', [rows[0].id]);
      return rows[0].email;
    });
  }

  /** The account of `email`, made on first sign-in (sign-up and sign-in are one step). */
  async accountForEmail(email: string, lang: string): Promise<Account> {
    await this.db.run('INSERT INTO accounts (id, email, lang, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING', [
      randomUUID(),
      email,
      lang,
      this.now(),
    ]);
    const [row] = await this.db.all<AccountRow>('SELECT id, email, lang, created_at FROM accounts WHERE email = ?', [email]);
    return toAccount(row);
  }

  /** A new account with no e-mail address (signed up by passkey). */
  async newAccount(lang: string): Promise<Account> {
    const account = { id: randomUUID(), email: null, lang, createdAt: this.now() };
    await this.db.run('INSERT INTO accounts (id, email, lang, created_at) VALUES (?, NULL, ?, ?)', [account.id, lang, account.createdAt]);
    return account;
  }

  async account(id: string): Promise<Account | null> {
    const [row] = await this.db.all<AccountRow>('SELECT id, email, lang, created_at FROM accounts WHERE id = ?', [id]);
    return row ? toAccount(row) : null;
  }

  async setLang(id: string, lang: string): Promise<void> {
    await this.db.run('UPDATE accounts SET lang = ? WHERE id = ?', [lang, id]);
  }

  /** A new session: its secret goes into the cookie, its hash into the database. */
  async startSession(accountId: string): Promise<{ token: string; csrf: string; maxAgeS: number }> {
    const token = secret();
    const csrf = secret();
    await this.db.run('INSERT INTO sessions (hash, account_id, csrf, expires_at) VALUES (?, ?, ?, ?)', [
      sha(token),
      accountId,
      csrf,
      this.now() + SESSION_DAYS * DAY_MS,
    ]);
    return { token, csrf, maxAgeS: SESSION_DAYS * 86_400 };
  }

  /** The session of a cookie's secret; null when forged, expired or ended. */
  async session(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 64) return null;
    const [row] = await this.db.all<{ account_id: string; csrf: string }>('SELECT account_id, csrf FROM sessions WHERE hash = ? AND expires_at >= ?', [
      sha(token),
      this.now(),
    ]);
    if (!row) return null;
    const account = await this.account(row.account_id);
    return account ? { account, csrf: row.csrf } : null;
  }

  async endSession(token: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE hash = ?', [sha(token)]);
  }

  // ---- the account as a player (issue 30.5) ---------------------------------------------------

  /** The account's public player id and name (made on first use: the name `#` and the id's first 6 digits until one is chosen). */
  async player(accountId: string): Promise<Player> {
    const id = playerIdOf(accountId);
    const name = `#${id.slice(0, 6)}`;
    await this.db.run('INSERT INTO players (id, account_id, name, name_key) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [id, accountId, name, name]);
    const [row] = await this.db.all<Player>('SELECT id, name FROM players WHERE account_id = ?', [accountId]);
    return row;
  }

  /** Name the account's player; false when another player has that name (letter case aside). */
  async setName(accountId: string, name: string): Promise<boolean> {
    const key = name.toLowerCase();
    const [taken] = await this.db.all<{ account_id: string }>('SELECT account_id FROM players WHERE name_key = ?', [key]);
    if (taken && taken.account_id !== accountId) return false;
    await this.player(accountId);
    try {
      await this.db.run('UPDATE players SET name = ?, name_key = ? WHERE account_id = ?', [name, key, accountId]);
    } catch {
      return false; // taken meanwhile (the unique key)
    }
    return true;
  }

  // ---- seats claimed into an account ----------------------------------------------------------

  /** The seats follow the account; its player plays them (a rated game is between two accounts' players). */
  async claim(accountId: string, matchId: string, seats: string[]): Promise<void> {
    await this.player(accountId);
    for (const seat of seats) {
      await this.db.run('INSERT INTO account_seats (account_id, match_id, seat, claimed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
        accountId,
        matchId,
        seat,
        this.now(),
      ]);
    }
  }

  /** The account's seats by match. */
  async seats(accountId: string): Promise<Map<string, string[]>> {
    const rows = await this.db.all<{ match_id: string; seat: string }>(
      'SELECT match_id, seat FROM account_seats WHERE account_id = ? ORDER BY claimed_at DESC',
      [accountId],
    );
    const byMatch = new Map<string, string[]>();
    for (const r of rows) byMatch.set(r.match_id, [...(byMatch.get(r.match_id) ?? []), r.seat]);
    return byMatch;
  }

  /** A rematch: each account holding a seat of match `from` holds that player's seat of match `to` (`seatOf`: sides swapped). */
  async carry(from: string, to: string, seatOf: (seat: string) => string): Promise<void> {
    const rows = await this.db.all<{ account_id: string; seat: string }>('SELECT account_id, seat FROM account_seats WHERE match_id = ?', [from]);
    for (const r of rows) await this.claim(r.account_id, to, [seatOf(r.seat)]);
  }

  /** The accounts that hold a seat (for turn notices). */
  async holders(matchId: string, seat: string): Promise<string[]> {
    return (await this.db.all<{ account_id: string }>('SELECT account_id FROM account_seats WHERE match_id = ? AND seat = ?', [matchId, seat])).map(
      (r) => r.account_id,
    );
  }

  // ---- passkeys -------------------------------------------------------------------------------

  async saveChallenge(challenge: string, accountId: string | null): Promise<string> {
    const id = secret();
    const now = this.now();
    await this.db.run('DELETE FROM webauthn_challenges WHERE expires_at < ?', [now]);
    await this.db.run('INSERT INTO webauthn_challenges (id, challenge, account_id, expires_at) VALUES (?, ?, ?, ?)', [
      sha(id),
      challenge,
      accountId,
      now + 5 * 60_000,
    ]);
    return id;
  }

  /** A challenge, once. */
  async takeChallenge(id: string): Promise<{ challenge: string; accountId: string | null } | null> {
    return this.db.tx(async (db) => {
      const [row] = await db.all<{ challenge: string; account_id: string | null }>(
        'SELECT challenge, account_id FROM webauthn_challenges WHERE id = ? AND expires_at >= ?',
        [sha(id), this.now()],
      );
      if (!row) return null;
      await db.run('DELETE FROM webauthn_challenges WHERE id = ?', [sha(id)]);
      return { challenge: row.challenge, accountId: row.account_id };
    });
  }

  async addPasskey(accountId: string, key: StoredPasskey): Promise<void> {
    await this.db.run('INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      key.id,
      accountId,
      key.publicKey,
      key.counter,
      JSON.stringify(key.transports),
      this.now(),
    ]);
  }

  async passkeys(accountId: string): Promise<StoredPasskey[]> {
    const rows = await this.db.all<PasskeyRow>('SELECT id, account_id, public_key, counter, transports FROM passkeys WHERE account_id = ?', [accountId]);
    return rows.map(toPasskey);
  }

  async passkey(id: string): Promise<(StoredPasskey & { accountId: string }) | null> {
    const [row] = await this.db.all<PasskeyRow>('SELECT id, account_id, public_key, counter, transports FROM passkeys WHERE id = ?', [id]);
    return row ? { ...toPasskey(row), accountId: row.account_id } : null;
  }

  async setCounter(id: string, counter: number): Promise<void> {
    await this.db.run('UPDATE passkeys SET counter = ? WHERE id = ?', [counter, id]);
  }

  /**
   * Delete an account and its data: sessions, passkeys, claimed seats, its player's name (its
   * ratings go by the caller: routes.ts), notice settings and pending notices, its sign-in codes.
   * The matches stay (the other player's too); the account's hold on them goes, and links already
   * given out keep working for whoever holds them.
   */
  async deleteAccount(id: string): Promise<void> {
    await this.db.tx(async (db) => {
      const [row] = await db.all<{ email: string | null }>('SELECT email FROM accounts WHERE id = ?', [id]);
      const owner = `a:${id}`;
      await db.run('DELETE FROM notices WHERE target_id IN (SELECT id FROM notice_targets WHERE owner = ?)', [owner]);
      await db.run('DELETE FROM notice_targets WHERE owner = ?', [owner]);
      await db.run('DELETE FROM sessions WHERE account_id = ?', [id]);
      await db.run('DELETE FROM passkeys WHERE account_id = ?', [id]);
      await db.run('DELETE FROM webauthn_challenges WHERE account_id = ?', [id]);
      await db.run('DELETE FROM account_seats WHERE account_id = ?', [id]);
      await db.run('DELETE FROM players WHERE account_id = ?', [id]);
      if (row?.email) await db.run('DELETE FROM sign_in_codes WHERE email = ?', [row.email]);
      await db.run('DELETE FROM accounts WHERE id = ?', [id]);
    });
  }
}

export interface Player {
  /** Public: 16 hex digits (not the account's id). */
  id: string;
  name: string;
}

export interface StoredPasskey {
  id: string;
  /** base64url */
  publicKey: string;
  counter: number;
  transports: string[];
}

interface AccountRow {
  id: string;
  email: string | null;
  lang: string;
  created_at: number;
}
interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
}
const toAccount = (r: AccountRow): Account => ({ id: r.id, email: r.email, lang: r.lang, createdAt: Number(r.created_at) });
const toPasskey = (r: PasskeyRow): StoredPasskey => ({
  id: r.id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
});
