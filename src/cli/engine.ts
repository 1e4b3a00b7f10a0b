// `arras engine`: a JSON-lines protocol on stdin/stdout so that programs outside the project can
// play (in the spirit of UCI for chess engines). One JSON object per line in, one per line out; a
// request's "id" (any JSON value) is echoed in its reply. The protocol is documented in README.md
// ("Engine protocol").
import { type Action, CHANCE, OBSERVER, RuleError, type Role, type SetupConfig } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { Session, checkSaveFile, manualDice, seededDice } from '../kernel/session.ts';
import { games, getGame } from '../games/index.ts';
import { createPlayer, decide, knownPlayers, parseSearchBudget } from '../players/index.ts';
import { SearchPlayer } from '../players/search.ts';
import { type ParsedArgs, checkFlags } from './args.ts';
import type { CliIo } from './io.ts';

export const ENGINE_PROTOCOL = 'arras-engine';
export const ENGINE_VERSION = 1;

type Reply = Record<string, unknown>;

/** The longest request line read (bytes); a longer line is refused unread. */
export const MAX_LINE_BYTES = 1024 * 1024;
/** The deepest nesting of arrays and objects in a request, checked before parsing. */
export const MAX_REQUEST_DEPTH = 32;
/** Caps on the search budget of `go` (a search without a cap could run for hours and cannot be stopped). */
export const MAX_GO_MS = 60_000;
export const MAX_GO_ITERATIONS = 1_000_000;

/** A refused request, with its code (the state of the engine is unchanged). */
class Refused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The deepest nesting of `[` and `{` in a JSON text (strings skipped), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) max = depth;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

const own = (req: Record<string, unknown>, key: string): unknown => (Object.hasOwn(req, key) ? req[key] : undefined);

/** Field readers: a field of the wrong type is refused, never taken as absent. */
function optional<T>(req: Record<string, unknown>, key: string, what: string, ok: (v: unknown) => v is T): T | undefined {
  const v = own(req, key);
  if (v === undefined) return undefined;
  if (!ok(v)) throw new Refused(`"${key}" must be ${what}, not ${JSON.stringify(v)?.slice(0, 80)}`, 'malformed');
  return v;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isSeed = (v: unknown): v is number => Number.isSafeInteger(v);
const isDiceMode = (v: unknown): v is 'auto' | 'manual' => v === 'auto' || v === 'manual';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function gameNamed(id: unknown) {
  if (typeof id !== 'string') throw new Refused(`"game" must be a game id (a string); games: ${Object.keys(games).join(', ')}`, 'malformed');
  // Own keys only: "constructor" or "__proto__" name no game.
  if (!Object.hasOwn(games, id)) throw new Refused(`unknown game ${JSON.stringify(id)}; games: ${Object.keys(games).join(', ')}`, 'bad-setup');
  return getGame(id);
}

/**
 * A player name for `go`, its budget within the caps. Every player kind that takes a budget (search
 * and its alias hard, uct) is capped here, in one place, the same way: at most MAX_GO_MS of time, and
 * at most MAX_GO_ITERATIONS iterations when no time bounds it. A name with no budget keeps its
 * player's own (bounded) default; random and heuristic refuse a budget in createPlayer.
 */
function playerSpec(spec: string): string {
  if (!spec.includes(':')) return spec;
  let budget: ReturnType<typeof parseSearchBudget>;
  try {
    budget = parseSearchBudget(spec);
  } catch (e) {
    throw new Refused((e as Error).message, 'malformed');
  }
  const kind = spec.split(':')[0];
  if ((budget.ms ?? 0) > MAX_GO_MS) throw new Refused(`a ${kind} budget is at most ${MAX_GO_MS}ms, not ${budget.ms}ms`, 'malformed');
  if (budget.ms === undefined && (budget.iterations ?? 0) > MAX_GO_ITERATIONS) {
    throw new Refused(`a ${kind} budget is at most ${MAX_GO_ITERATIONS} iterations (or a time such as 5000ms), not ${budget.iterations}`, 'malformed');
  }
  return spec;
}

export class EngineState {
  session: Session | null = null;
  autoDice = true;
  aiRng = new Rng(1);

  handle(line: string): { reply: Reply; quit: boolean } {
    if (Buffer.byteLength(line) > MAX_LINE_BYTES) {
      return { reply: { ok: false, error: `request longer than ${MAX_LINE_BYTES} bytes`, code: 'too-large' }, quit: false };
    }
    if (jsonDepth(line) > MAX_REQUEST_DEPTH) {
      return { reply: { ok: false, error: `request nested deeper than ${MAX_REQUEST_DEPTH} levels`, code: 'malformed' }, quit: false };
    }
    let req: Record<string, unknown>;
    try {
      req = JSON.parse(line);
    } catch (e) {
      return { reply: { ok: false, error: `not JSON: ${(e as Error).message}`, code: 'malformed' }, quit: false };
    }
    if (!isObject(req) || typeof own(req, 'cmd') !== 'string') {
      return { reply: { ok: false, error: 'a request is a JSON object with a string "cmd"', code: 'malformed' }, quit: false };
    }
    const id = own(req, 'id');
    const withId = (r: Reply): Reply => (id === undefined ? r : { id, ...r });
    try {
      if (req.cmd === 'quit') return { reply: withId({ ok: true, bye: true }), quit: true };
      return { reply: withId({ ok: true, ...this.command(req) }), quit: false };
    } catch (e) {
      const err = e as Error;
      if (e instanceof RuleError) return { reply: withId({ ok: false, error: err.message, rule: e.rule, code: e.code }), quit: false };
      if (e instanceof Refused) return { reply: withId({ ok: false, error: err.message, code: e.code }), quit: false };
      return { reply: withId({ ok: false, error: err.message, code: 'internal' }), quit: false };
    }
  }

  private need(): Session {
    if (!this.session) throw new Refused('no game: send {"cmd":"new","game":"..."} first', 'no-game');
    return this.session;
  }

  /** Where the game stands; for `role`, its step count (Session.seqFor: the other roles' secret actions left out). */
  private status(role?: Role): Reply {
    const s = this.need();
    const toAct = s.toAct();
    const reply: Reply = { seq: role === undefined ? s.seq : s.seqFor(role), toAct, over: toAct.length === 0 };
    if (toAct.length === 1 && toAct[0] === CHANCE) reply.chance = s.game.chance(s.state);
    const r = s.game.result(s.state);
    if (r) reply.result = r;
    return reply;
  }

  private role(req: Record<string, unknown>, fallback?: Role): Role {
    const s = this.need();
    const role = optional(req, 'role', 'a role (a string)', isString) ?? fallback;
    if (role === undefined) throw new Refused('this command needs "role"', 'malformed');
    if (role !== OBSERVER && role !== CHANCE && !s.game.roles.includes(role)) {
      throw new Refused(`unknown role "${role}"; roles: ${s.game.roles.join(', ')}`, 'wrong-role');
    }
    return role;
  }

  private command(req: Record<string, unknown>): Reply {
    switch (req.cmd) {
      case 'hello':
        return { protocol: ENGINE_PROTOCOL, version: ENGINE_VERSION, games: Object.keys(games), players: knownPlayers() };
      case 'games':
        return {
          games: Object.values(games).map((g) => ({ id: g.id, title: g.title, roles: g.roles, scenarios: g.scenarios, options: g.options })),
        };
      case 'new': {
        // Everything is checked and built before anything changes: a refused `new` leaves the game running.
        const game = gameNamed(own(req, 'game'));
        const config: SetupConfig = {};
        const scenario = optional(req, 'scenario', 'a scenario id (a string)', isString);
        const options = optional(req, 'options', 'an object {"option-id": value}', isObject);
        if (scenario !== undefined) config.scenario = scenario;
        if (options !== undefined) config.options = options as SetupConfig['options'];
        const seed = optional(req, 'seed', 'an integer', isSeed) ?? 1;
        const auto = (optional(req, 'dice', '"auto" or "manual"', isDiceMode) ?? 'auto') === 'auto';
        const session = new Session(game, config, auto ? seededDice(seed) : manualDice());
        if (auto) session.settle();
        this.session = session;
        this.autoDice = auto;
        this.aiRng = new Rng((seed ^ 0x5eed5eed) >>> 0);
        return { game: game.id, roles: game.roles, dice: auto ? 'auto' : 'manual', ...this.status() };
      }
      case 'status': {
        const role = own(req, 'role') === undefined ? undefined : this.role(req);
        return role === undefined ? this.status() : { role, ...this.status(role) };
      }
      case 'view': {
        const s = this.need();
        const role = this.role(req);
        return { role, view: s.game.view(s.state, role) };
      }
      case 'legal': {
        const s = this.need();
        const role = this.role(
          req,
          s.toAct().find((r) => r !== CHANCE),
        );
        const actions = s.game.legalActions(s.state, role);
        return { role, actions, descriptions: actions.map((a) => s.game.describeAction(s.state, role, a)) };
      }
      case 'apply': {
        const s = this.need();
        const role = this.role(req, s.toAct().length === 1 ? s.toAct()[0] : undefined);
        const seq = optional(req, 'seq', 'a step number (an integer >= 0)', isCount);
        if (!isObject(own(req, 'action'))) throw new RuleError('"action" must be a JSON object with a string "type"', null, 'malformed');
        const before = s.seq;
        // `seq` is the step count of `status` (the journal's length) or of `status` for this role.
        s.act(role, own(req, 'action'), seq === s.seqFor(role) ? s.seq : seq);
        if (this.autoDice) s.settle();
        return { applied: s.journal.slice(before), log: this.logSince(before, role), ...this.status() };
      }
      case 'roll': {
        const s = this.need();
        const before = s.seq;
        s.act(CHANCE, { type: 'dice', dice: own(req, 'dice') });
        return { applied: s.journal.slice(before), log: this.logSince(before, OBSERVER), ...this.status() };
      }
      case 'go': {
        // The engine's own move for `role`, chosen from what that role's seat knows only (its observation).
        const s = this.need();
        const role = this.role(
          req,
          s.toAct().find((r) => r !== CHANCE),
        );
        const spec = playerSpec(optional(req, 'player', 'a player name (a string)', isString) ?? 'search');
        const apply = optional(req, 'apply', 'true or false', isBool) ?? false;
        const legal = s.game.legalActions(s.state, role);
        if (legal.length === 0)
          throw new RuleError(`${role} has nothing to do now; waiting for ${s.toAct().join(', ') || 'nobody (game over)'}`, null, 'wrong-role');
        let player: ReturnType<typeof createPlayer>;
        try {
          player = createPlayer(spec);
        } catch (e) {
          throw new Refused((e as Error).message, 'malformed');
        }
        const t0 = performance.now();
        const action: Action = decide(player, s.game, s.state, role, legal, this.aiRng);
        const reply: Reply = { role, action, description: s.game.describeAction(s.state, role, action), ms: Math.round(performance.now() - t0) };
        if (player instanceof SearchPlayer && player.lastStats) reply.iterations = player.lastStats.iterations;
        if (apply) {
          const before = s.seq;
          s.act(role, action);
          if (this.autoDice) s.settle();
          Object.assign(reply, { applied: s.journal.slice(before), log: this.logSince(before, role), ...this.status() });
        }
        return reply;
      }
      case 'result': {
        const s = this.need();
        return { result: s.game.result(s.state) };
      }
      case 'save':
        return { save: this.need().save() };
      case 'load': {
        // `dice`: "auto" rolls on from the save's generator state (seed 1 when it has none), "manual"
        // waits for `roll`; by default, auto when the save carries a generator state, else manual.
        const file = checkSaveFile(own(req, 'save'));
        const game = gameNamed(file.game);
        const mode = optional(req, 'dice', '"auto" or "manual"', isDiceMode) ?? (file.rng ? 'auto' : 'manual');
        const auto = mode === 'auto';
        const seed = optional(req, 'seed', 'an integer', isSeed);
        if (seed !== undefined && file.rng) throw new Refused('this save carries its dice generator state: "seed" cannot replace it', 'malformed');
        const session = Session.load(game, file, auto ? seededDice(file.rng ?? seed ?? 1) : manualDice());
        this.session = session;
        this.autoDice = auto;
        this.aiRng = new Rng(((seed ?? 1) ^ 0x5eed5eed) >>> 0);
        return { game: game.id, roles: game.roles, dice: mode, ...this.status() };
      }
      case 'log': {
        const s = this.need();
        return { log: s.visibleLog(this.role(req, OBSERVER)) };
      }
      default:
        throw new Refused(
          `unknown command "${String(req.cmd)}"; commands: hello, games, new, status, view, legal, apply, roll, go, result, log, save, load, quit`,
          'unknown-command',
        );
    }
  }

  private logSince(seq: number, role: Role) {
    const s = this.need();
    return s.logs
      .slice(seq)
      .flat()
      .filter((e) => !e.to || e.to.includes(role))
      .map((e) => (e.rule ? { rule: e.rule, text: e.text } : { text: e.text }));
  }
}

/**
 * Lines of a stream, each at most `max` bytes: a longer line is not kept whole (its first `max + 1`
 * bytes are returned, so the reader can refuse it) and the rest of it is skipped.
 */
export async function* boundedLines(input: NodeJS.ReadableStream, max = MAX_LINE_BYTES): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (;;) {
      const nl = buf.indexOf(10);
      const piece = nl < 0 ? buf : buf.subarray(0, nl);
      if (!skipping) {
        const room = max + 1 - size;
        if (piece.length > room) {
          parts.push(piece.subarray(0, room));
          size += room;
          skipping = true;
        } else {
          parts.push(piece);
          size += piece.length;
        }
      }
      if (nl < 0) break;
      yield Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
      parts = [];
      size = 0;
      skipping = false;
      buf = buf.subarray(nl + 1);
    }
  }
  if (size > 0) yield Buffer.concat(parts).toString('utf8');
}

export async function engineCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, []);
  const engine = new EngineState();
  const write = (r: Reply) => io.stdout.write(JSON.stringify(r) + '\n');
  write({ ok: true, protocol: ENGINE_PROTOCOL, version: ENGINE_VERSION, ready: true });
  for await (const line of boundedLines(io.stdin)) {
    if (line.trim() === '') continue;
    const { reply, quit } = engine.handle(line);
    write(reply);
    if (quit) return 0;
  }
  return 0;
}
