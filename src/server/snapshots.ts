// What a link sees and hears (the broadcast side of the service): the snapshot of a match for one
// link (its view, legal actions with their texts and previews, log, prompt), cached per perspective
// and language at each step; the WebSocket message for a subscriber, whose view is a patch on what
// that socket was sent (src/protocol/view-delta.ts); and why a thing of the map can do nothing now.
import { type Action, type GameDefinition, type LogEntry, type Role, CHANCE, OBSERVER, actionKey, logText } from '../kernel/game.ts';
import type { Session } from '../kernel/session.ts';
import type { TokenRecord } from './storage.ts';
import { type ViewParts, viewParts } from '../protocol/view-delta.ts';
import type { LegalItem, LogItem, Snapshot } from '../protocol/types.ts';
import type { ClockView } from '../protocol/clock.ts';
import { asLang, roleName, translate } from '../i18n/index.ts';
import { type Live, type Subscriber, rolesOf } from './live.ts';

export const LOG_LIMIT = 300;

/** The language of a game's own texts for a reader of `lang`: `lang` when the game lists it, else English. */
export function textLang(game: GameDefinition, lang: string): string {
  return (game.languages ?? ['en']).includes(lang) ? lang : 'en';
}

function logItem(e: LogEntry, lang: string, by?: Role): LogItem {
  const text = logText(e, lang);
  const item: LogItem = e.rule ? { rule: e.rule, text } : { text };
  if (by && by !== CHANCE) item.by = by;
  return item;
}

/**
 * The log `role` may see of the first `steps` journal entries (all by default), each entry with the side
 * whose action produced it, and the hints asked (issue 32, coach.ts) after the step they were asked at.
 */
export function visibleLogItems(session: Session, role: Role, lang: string, steps = session.logs.length, hints?: Live['hints'], uiLang = lang): LogItem[] {
  const lists = session.logs.slice(0, steps).map((entries, i) => {
    const by = session.journal[i]?.role;
    return entries.filter((e) => !e.to || e.to.includes(role)).map((e) => logItem(e, lang, by));
  });
  return withHints(lists, hints, uiLang, steps < session.logs.length);
}

/** Lists of log items by step, one after the other, each hint after the step it was asked at (in the reader's language `lang`). */
function withHints(lists: LogItem[][], hints: Live['hints'], lang: string, cut: boolean): LogItem[] {
  const hs = hints ?? [];
  const out: LogItem[] = [];
  let h = 0;
  const upTo = (step: number) => {
    for (; h < hs.length && hs[h].step <= step; h++) out.push(hintLogItem(hs[h], lang));
  };
  upTo(0);
  lists.forEach((list, i) => {
    for (const item of list) out.push(item);
    upTo(i + 1);
  });
  // A hint of a step undone since stays in the log (it was asked); a replay cut before it does not show it.
  if (!cut) upTo(Infinity);
  return out;
}

/** The log line of a hint asked (coach.ts), for every reader in their language: "Allied asked for a hint". */
function hintLogItem(note: { role: Role }, lang: string): LogItem {
  const l = asLang(lang) ?? 'en';
  return { text: translate(l, 'coach.askedHint', { role: roleName(l, note.role) }), by: note.role };
}

/** One reader's log items by journal entry, kept from step to step (Live.logs). */
export interface LogItemsCache {
  /** The session's log entries each item list was made from (compared by identity). */
  sources: LogEntry[][];
  items: LogItem[][];
}

/**
 * visibleLogItems, describing only the journal entries added since the last call for this reader:
 * at step 1,300 of ca-arras-1940 the whole log rebuilt cost 0.85-3.2 ms a perspective (three an
 * action), kept 0.14-0.67 ms (loaded machine, load average 23). An undo or a reloaded session gives
 * new entry lists, so the cache is cut where its sources stop matching.
 */
export function cachedLogItems(live: Live, role: Role, lang: string, uiLang = lang): LogItem[] {
  const { session } = live;
  live.logs ??= new Map();
  const key = `${role}|${lang}`;
  let c = live.logs.get(key);
  if (!c) live.logs.set(key, (c = { sources: [], items: [] }));
  const logs = session.logs;
  let i = 0;
  const n = Math.min(c.sources.length, logs.length);
  while (i < n && c.sources[i] === logs[i]) i++;
  c.sources.length = i;
  c.items.length = i;
  for (; i < logs.length; i++) {
    const by = session.journal[i]?.role;
    const list: LogItem[] = [];
    for (const e of logs[i]) if (!e.to || e.to.includes(role)) list.push(logItem(e, lang, by));
    c.sources.push(logs[i]);
    c.items.push(list);
  }
  return withHints(c.items, live.hints, uiLang, false);
}

export type SharedSnapshot = Omit<Snapshot, 'access' | 'seats' | 'rematchLink' | 'clock'>;
export interface CacheEntry {
  part: SharedSnapshot;
  /** The part without its view, as JSON, and the view serialized part by part (for subscribers). */
  rest?: string;
  view?: ViewParts;
}

export function snapshotPart(access: TokenRecord, live: Live, requested: string): CacheEntry {
  const { game, session, record } = live;
  // The game's texts in the reader's language when the game has it, else in English.
  const lang = textLang(game, requested);
  // The interface's language for the prompt: one of LANGS, so that the cache has a bounded set of
  // keys whatever `?lang=` a link holder sends (issue 33.7: 4,000 codes grew the heap by 154 MB).
  const uiLang = asLang(requested) ?? 'en';
  const mine = access.kind === 'seat' ? rolesOf(live, access.seats) : [];
  const acting = session.toAct();
  const perspective: Role = access.kind === 'observer' ? OBSERVER : (mine.find((r) => acting.includes(r)) ?? mine[0] ?? access.seats[0]);
  const key = `${access.kind}|${perspective}|${mine.join(',')}|${lang}|${uiLang}`;
  let entry = live.cache.get(key);
  if (!entry) {
    const open = record.status === 'active';
    const previews: { text: string; rule?: string }[][] = [];
    const previewIndex = new Map<string, number>();
    const legal: LegalItem[] =
      open && access.kind === 'seat' && acting.includes(perspective)
        ? game.legalActions(session.state, perspective).map((action: Action) => {
            const item: LegalItem = { role: perspective, action, text: game.describeAction(session.state, perspective, action, lang) };
            const preview = game.preview?.(session.state, perspective, action, lang);
            if (preview) {
              const key = JSON.stringify(preview.lines);
              if (!previewIndex.has(key)) previewIndex.set(key, previews.push(preview.lines) - 1);
              item.preview = previewIndex.get(key);
            }
            return item;
          })
        : [];
    const log = cachedLogItems(live, perspective, lang, uiLang);
    // The prompt in the reader's language when the game has its sentences in it (even if not its other texts).
    const prompt = legal.length > 0 && game.prompt ? game.prompt(session.state, perspective, uiLang) : null;
    const part: SharedSnapshot = {
      matchId: record.id,
      game: { id: game.id, title: game.title, roles: [...game.roles] },
      config: record.config,
      players: record.players,
      // The step count this perspective may know: the other roles' secret actions left out (Session.seqFor);
      // once the game is over every step (the replay opens them all).
      seq: open ? session.seqFor(perspective) : session.seq,
      lang,
      perspective,
      myRoles: mine,
      toAct: open ? acting : [],
      chance: null,
      view: game.view(session.state, perspective),
      legal,
      ...(previews.length ? { previews } : {}),
      prompt,
      log: log.slice(-LOG_LIMIT),
      logTotal: log.length,
      canUndo: open && access.kind === 'seat' && mine.some((r) => session.canUndo(r)),
      status: record.status,
      result: record.result,
      resigned: record.resigned,
      rematch: record.rematch,
      diceCommitment: live.commitment,
      // Revealed with the result, never before: the seed foretells every die (issue 33).
      diceSeed: record.status === 'over' ? record.seed : null,
    };
    entry = { part };
    live.cache.set(key, entry);
  }
  return entry;
}

/**
 * An update for a subscriber: the snapshot with its view as a patch on what it was sent before. Null
 * when nothing it would receive changed since its last update (another role's secret action): a
 * message then would tell that something happened (hidden information, GameDefinition.secret).
 */
export function message(sub: Subscriber, live: Live, rematchLink: string | null, clock: ClockView | null = null): string | null {
  const entry = snapshotPart(sub.access, live, sub.lang);
  entry.rest ??= JSON.stringify({ ...entry.part, view: undefined });
  entry.view ??= viewParts(entry.part.view);
  const patch = sub.delta.next(entry.view);
  const own = JSON.stringify({ access: sub.access.kind, seats: sub.access.seats, rematchLink, clock });
  // A clock's time left and reading time change with the clock alone, not with the game: compared
  // without them, so that another role's secret action (which passes no turn) sends no frame.
  const kept = JSON.stringify({ own: { ...JSON.parse(own), clock: clock && { ...clock, remaining: null, at: null } } });
  const same = sub.sent === entry.rest + kept;
  sub.sent = entry.rest + kept;
  if (same && patch.view === '{}' && patch.items === '{}') return null;
  const snapshot = `${entry.rest.slice(0, -1)},"view":${patch.view},${own.slice(1)}`;
  return `{"type":"snapshot","snapshot":${snapshot},"kept":${patch.kept},"items":${patch.items}}`;
}

export function whyIn(live: Live, access: TokenRecord, ref: string, fields?: string[]): { message: string; rule: string | null } | null {
  const { game, session } = live;
  if (access.kind !== 'seat' || live.record.status !== 'active' || !game.explainIllegal) return null;
  const acting = session.toAct();
  const role = rolesOf(live, access.seats).find((r) => acting.includes(r));
  if (!role) return null;
  const legal = game.legalActions(session.state, role);
  const keys = new Set(legal.map((a) => actionKey(a)));
  const tried = new Set<string>();
  for (const a of legal) {
    for (const [field, value] of Object.entries(a)) {
      if (field === 'type' || (typeof value !== 'string' && typeof value !== 'number')) continue;
      const v = typeof value === 'number' ? Number(ref) : ref;
      if (typeof value === 'number' && !Number.isFinite(v)) continue;
      // Only fields that name things of the map (as the page says), else those whose values differ.
      if (fields ? !fields.includes(`${a.type}.${field}`) : !legal.some((b) => b.type === a.type && b[field] !== value)) continue;
      const probe = { ...a, [field]: v };
      const key = actionKey(probe);
      if (keys.has(key) || tried.has(key)) continue;
      tried.add(key);
      try {
        const info = game.explainIllegal(session.state, role, probe);
        // A refusal that only repeats the action (the game has no finer reason) says nothing.
        if (info.rule && !info.message.includes(key) && !info.message.startsWith('{')) return { message: info.message, rule: info.rule };
      } catch {
        // a probe the game cannot read: try the next
      }
    }
  }
  return null;
}
