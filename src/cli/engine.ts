// `arras engine`: a JSON-lines protocol on stdin/stdout so that programs outside the project can
// play (in the spirit of UCI for chess engines). One JSON object per line in, one per line out; a
// request's "id" (any JSON value) is echoed in its reply. The protocol is documented in README.md
// ("Engine protocol").
import { createInterface } from 'node:readline';
import { type Action, CHANCE, OBSERVER, RuleError, type Role, type SetupConfig } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { Session, manualDice, seededDice } from '../kernel/session.ts';
import { games, getGame } from '../games/index.ts';
import { createPlayer, knownPlayers } from '../ai/index.ts';
import { SearchPlayer } from '../ai/search.ts';
import { type ParsedArgs, checkFlags } from './args.ts';
import type { CliIo } from './io.ts';

export const ENGINE_PROTOCOL = 'arras-engine';
export const ENGINE_VERSION = 1;

type Reply = Record<string, unknown>;

export class EngineState {
  session: Session | null = null;
  autoDice = true;
  aiRng = new Rng(1);

  handle(line: string): { reply: Reply; quit: boolean } {
    let req: Record<string, unknown>;
    try {
      req = JSON.parse(line);
    } catch (e) {
      return { reply: { ok: false, error: `not JSON: ${(e as Error).message}`, code: 'malformed' }, quit: false };
    }
    if (!req || typeof req !== 'object' || Array.isArray(req) || typeof req.cmd !== 'string') {
      return { reply: { ok: false, error: 'a request is a JSON object with a string "cmd"', code: 'malformed' }, quit: false };
    }
    const id = req.id;
    const withId = (r: Reply): Reply => (id === undefined ? r : { id, ...r });
    try {
      if (req.cmd === 'quit') return { reply: withId({ ok: true, bye: true }), quit: true };
      return { reply: withId({ ok: true, ...this.command(req) }), quit: false };
    } catch (e) {
      const err = e as Error;
      if (e instanceof RuleError) return { reply: withId({ ok: false, error: err.message, rule: e.rule, code: e.code }), quit: false };
      return { reply: withId({ ok: false, error: err.message }), quit: false };
    }
  }

  private need(): Session {
    if (!this.session) throw new Error('no game: send {"cmd":"new","game":"..."} first');
    return this.session;
  }

  private status(): Reply {
    const s = this.need();
    const toAct = s.toAct();
    const reply: Reply = { seq: s.seq, toAct, over: toAct.length === 0 };
    if (toAct.length === 1 && toAct[0] === CHANCE) reply.chance = s.game.chance(s.state);
    const r = s.game.result(s.state);
    if (r) reply.result = r;
    return reply;
  }

  private role(req: Record<string, unknown>, fallback?: Role): Role {
    const s = this.need();
    const role = (req.role as Role | undefined) ?? fallback;
    if (typeof role !== 'string') throw new Error('this command needs "role"');
    if (role !== OBSERVER && role !== CHANCE && !s.game.roles.includes(role)) throw new Error(`unknown role "${role}"; roles: ${s.game.roles.join(', ')}`);
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
        const game = getGame(String(req.game));
        const config: SetupConfig = {};
        if (req.scenario !== undefined) config.scenario = String(req.scenario);
        if (req.options !== undefined) config.options = req.options as SetupConfig['options'];
        const seed = req.seed === undefined ? 1 : Number(req.seed);
        this.autoDice = req.dice !== 'manual';
        this.aiRng = new Rng((seed ^ 0x5eed5eed) >>> 0);
        this.session = new Session(game, config, this.autoDice ? seededDice(seed) : manualDice());
        if (this.autoDice) this.session.settle();
        return { game: game.id, roles: game.roles, dice: this.autoDice ? 'auto' : 'manual', ...this.status() };
      }
      case 'status':
        return this.status();
      case 'view': {
        const s = this.need();
        return { role: this.role(req), view: s.game.view(s.state, this.role(req)) };
      }
      case 'legal': {
        const s = this.need();
        const role = this.role(req, s.toAct().find((r) => r !== CHANCE));
        const actions = s.game.legalActions(s.state, role);
        return { role, actions, descriptions: actions.map((a) => s.game.describeAction(s.state, role, a)) };
      }
      case 'apply': {
        const s = this.need();
        const role = this.role(req, s.toAct().length === 1 ? s.toAct()[0] : undefined);
        const before = s.seq;
        s.act(role, req.action, typeof req.seq === 'number' ? req.seq : undefined);
        if (this.autoDice) s.settle();
        return { applied: s.journal.slice(before), log: this.logSince(before, role), ...this.status() };
      }
      case 'roll': {
        const s = this.need();
        const before = s.seq;
        s.act(CHANCE, { type: 'dice', dice: req.dice });
        return { applied: s.journal.slice(before), log: this.logSince(before, OBSERVER), ...this.status() };
      }
      case 'go': {
        // The engine's own move for `role`, chosen from that role's view only.
        const s = this.need();
        const role = this.role(req, s.toAct().find((r) => r !== CHANCE));
        const legal = s.game.legalActions(s.state, role);
        if (legal.length === 0) throw new Error(`${role} has nothing to do now; waiting for ${s.toAct().join(', ') || 'nobody (game over)'}`);
        const player = createPlayer(String(req.player ?? 'search'), s.game);
        const t0 = performance.now();
        const action: Action = player.choose(s.game, s.game.view(s.state, role), role, legal, this.aiRng);
        const reply: Reply = { role, action, description: s.game.describeAction(s.state, role, action), ms: Math.round(performance.now() - t0) };
        if (player instanceof SearchPlayer && player.lastStats) reply.iterations = player.lastStats.iterations;
        if (req.apply === true) {
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
        const file = req.save as { game?: string };
        const game = getGame(String(file?.game));
        this.session = Session.load(game, file);
        return { game: game.id, ...this.status() };
      }
      case 'log': {
        const s = this.need();
        return { log: s.visibleLog(this.role(req, OBSERVER)) };
      }
      default:
        throw new Error(`unknown command "${String(req.cmd)}"; commands: hello, games, new, status, view, legal, apply, roll, go, result, log, save, load, quit`);
    }
  }

  private logSince(seq: number, role: Role) {
    const s = this.need();
    return s.logs.slice(seq).flat().filter((e) => !e.to || e.to.includes(role)).map((e) => (e.rule ? { rule: e.rule, text: e.text } : { text: e.text }));
  }
}

export async function engineCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, []);
  const engine = new EngineState();
  const write = (r: Reply) => io.stdout.write(JSON.stringify(r) + '\n');
  write({ ok: true, protocol: ENGINE_PROTOCOL, version: ENGINE_VERSION, ready: true });
  const rl = createInterface({ input: io.stdin, terminal: false });
  try {
    for await (const line of rl) {
      if (line.trim() === '') continue;
      const { reply, quit } = engine.handle(line);
      write(reply);
      if (quit) return 0;
    }
    return 0;
  } finally {
    rl.close();
  }
}
