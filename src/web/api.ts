// The browser's side of the server API: fetch with JSON errors, and a WebSocket that reconnects.
import type { CreatedMatch, GameInfo, LobbyEntry, LogItem, MatchSummary, ReplayFrame, Snapshot } from '../protocol/types.ts';
import { lang, t } from './i18n.ts';
import { mergeView } from '../protocol/view-delta.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule: string | null = null,
    /** The message in other languages, with the rule (a game's refusal), by language code. */
    readonly texts: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A refusal in the reader's language: the server's known error codes are translated; a rule's own message (illegal move) comes from the game. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) {
    const key = `error.${e.code}` as Parameters<typeof t>[0];
    return KNOWN_ERRORS.has(e.code) ? t(key) : (e.texts[lang()] ?? e.message);
  }
  return t('error.network', { message: String((e as Error)?.message ?? e) });
}
const KNOWN_ERRORS = new Set([
  'stale',
  'wrong-role',
  'game-over',
  'unknown-link',
  'forbidden',
  'conflict',
  'not-over',
  'too-large',
  'rate-limited',
  'unavailable',
  'storage-full',
  'out-of-time',
  'untimed',
  'paused',
  'not-paused',
  'no-request',
  'unknown-line',
  'in-play',
  'rated',
  'no-computer',
  'not-your-turn',
]);

/** `path` with the reader's language for the game's texts. */
const withLang = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang()}`;

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, 'network', t('error.network', { message: (e as Error).message }));
  }
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(res.status, 'bad-response', `the server answered ${res.status} with something that is not JSON`);
  }
  if (!res.ok) {
    const e = data?.error ?? {};
    throw new ApiError(res.status, e.code ?? 'error', e.message ?? `HTTP ${res.status}`, e.rule ?? null, e.texts ?? {});
  }
  return data as T;
}

export const api = {
  games: () => call<{ games: GameInfo[]; levels: Record<string, string> }>('GET', '/api/games'),
  create: (body: Record<string, unknown>) => call<CreatedMatch>('POST', '/api/matches', body),
  snapshot: (token: string) => call<Snapshot>('GET', withLang(`/api/play/${token}`)),
  act: (token: string, seq: number, action: unknown, role?: string) =>
    call<Snapshot>('POST', withLang(`/api/play/${token}/action`), { seq, action, ...(role ? { role } : {}) }),
  undo: (token: string, seq: number) => call<Snapshot>('POST', withLang(`/api/play/${token}/undo`), { seq }),
  resign: (token: string) => call<Snapshot>('POST', withLang(`/api/play/${token}/resign`), {}),
  rematch: (token: string) => call<CreatedMatch>('POST', `/api/play/${token}/rematch`, {}),
  log: (token: string) => call<{ log: LogItem[] }>('GET', withLang(`/api/play/${token}/log`)),
  why: (token: string, ref: string, fields: string[]) =>
    call<{ why: { message: string; rule: string | null } | null }>(
      'GET',
      `/api/play/${token}/why?ref=${encodeURIComponent(ref)}&fields=${encodeURIComponent(fields.join(','))}`,
    ),
  summary: (token: string) => call<MatchSummary>('GET', `/api/play/${token}/summary`),
  lobby: (query = '') => call<{ open: LobbyEntry[] }>('GET', `/api/lobby${query}`),
  join: (matchId: string, seat: string) =>
    call<{ url: string; token: string; seat: string }>('POST', `/api/lobby/${encodeURIComponent(matchId)}/${encodeURIComponent(seat)}`, {}),
  replay: (token: string, step: number, role: string) =>
    call<ReplayFrame>('GET', withLang(`/api/play/${token}/replay?step=${step}&role=${encodeURIComponent(role)}`)),
};

/** Live snapshots for a link; reconnects with backoff until closed. */
export function subscribe(
  token: string,
  onSnapshot: (s: Snapshot) => void,
  onStatus: (connected: boolean, error?: string) => void,
  onOther?: (msg: { type: string }) => void,
): () => void {
  let ws: WebSocket | null = null;
  let lastView: unknown = null;
  let closed = false;
  let delay = 500;
  const open = () => {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    ws = new WebSocket(`${proto}//${location.host}${withLang(`/api/play/${token}/ws`)}`);
    ws.onopen = () => {
      delay = 500;
      onStatus(true);
    };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(String(ev.data));
      if (msg.type === 'snapshot') {
        // The server leaves out the view's parts that did not change on this socket (view-delta.ts).
        msg.snapshot.view = mergeView(lastView, { view: msg.snapshot.view, kept: msg.kept, items: msg.items });
        lastView = msg.snapshot.view;
        onSnapshot(msg.snapshot);
      } else if (msg.type !== 'error') {
        onOther?.(msg);
      } else {
        // The database is away (issue 33.4): the page shows "reconnecting" and the socket tries again.
        if (msg.error.code === 'unavailable') return;
        closed = true;
        onStatus(false, errorText(new ApiError(0, msg.error.code, msg.error.message, null, msg.error.texts)));
      }
    };
    ws.onclose = () => {
      if (closed) return;
      onStatus(false);
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 8000);
    };
  };
  open();
  return () => {
    closed = true;
    ws?.close();
  };
}

/** Links the creator of a match was given, kept in this browser only (the server keeps hashes). */
export interface KeptMatch {
  matchId: string;
  game: string;
  title: string;
  created: number;
  links: CreatedMatch['links'];
  observer: CreatedMatch['observer'];
  /** Seats listed in the public lobby (no link: the lobby makes one for the taker). */
  listed?: string[];
}

const KEY = 'arras.matches';
export function keptMatches(): KeptMatch[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
}
export function keepMatch(m: KeptMatch): void {
  const all = keptMatches().filter((x) => x.matchId !== m.matchId);
  all.unshift(m);
  localStorage.setItem(KEY, JSON.stringify(all.slice(0, 50)));
}
export function keptFor(matchId: string): KeptMatch | undefined {
  return keptMatches().find((m) => m.matchId === matchId);
}
