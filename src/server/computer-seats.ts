// The computer's seats of the matches in play: automatic moves (due dice, and the computer's cheap
// decisions) after each change, and the computer's turns played off the request path - cheap
// decisions in slices of a few milliseconds (each slice one transaction and one broadcast), thinking
// ones (normal, hard) in a worker thread - so a slow player never blocks other matches and people
// see its moves as they happen. With a shared store, only the instance holding the match's lease
// plays its computer seats.
import { type Role, CHANCE } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import type { Level } from '../protocol/types.ts';
import { type ComputerRunner, computerPlayer, decisionSeed } from './computer.ts';
import { decide } from '../players/player.ts';
import { observe } from '../ai-kit/registry.ts';
import type { Live } from './live.ts';
import type { MatchStore } from './storage.ts';

/** A runaway guard for automatic moves (dice and computer seats) after one human action. */
const MAX_AUTOMATIC_STEPS = 20_000;

export function levelOf(live: Live, role: Role): Level {
  const { game, session, record } = live;
  const p = record.players[game.seatOf ? game.seatOf(session.state, role) : role];
  return p?.kind === 'computer' ? p.level : 'easy';
}

/** The roles among `acting` that the computer plays. */
export function computerRoles(live: Live, acting: Role[]): Role[] {
  const { game, session, record } = live;
  return acting.filter((r) => {
    if (r === CHANCE) return false;
    const seat = game.seatOf ? game.seatOf(session.state, r) : r;
    return record.players[seat]?.kind === 'computer';
  });
}

/** A computer seat is to move (for the store: any instance may take it over). */
export function computerDueIn(live: Live): boolean {
  return live.record.status === 'active' && !live.record.resigned && computerRoles(live, live.session.toAct()).length > 0;
}

/**
 * Roll due dice and, with `computer`, play the computer's seats whose players decide on this
 * thread (the random player), until a person must act, a decision is due in a worker, or the time
 * budget is spent (checked between decisions). Returns the steps taken.
 */
export function runAutomatic(live: Live, runner: ComputerRunner, computer: boolean, budgetMs = Infinity): number {
  const { game, session, record } = live;
  const start = session.seq;
  const t0 = performance.now();
  if (record.resigned) return 0;
  for (let i = 0; i < MAX_AUTOMATIC_STEPS; i++) {
    const acting = session.toAct();
    if (acting.length === 0) break;
    if (acting.length === 1 && acting[0] === CHANCE) {
      if (!session.rollIfDue()) break;
      continue;
    }
    if (!computer || performance.now() - t0 > budgetMs) break;
    const computers = computerRoles(live, acting);
    if (computers.length === 0) break;
    const role = computers[0];
    const level = levelOf(live, role);
    if (runner.inWorker(game, level)) break;
    const seat = game.seatOf ? game.seatOf(session.state, role) : role;
    let player = live.players.get(seat);
    if (!player) {
      player = computerPlayer(level);
      live.players.set(seat, player);
    }
    const legal = game.legalActions(session.state, role);
    if (legal.length === 0) throw new Error(`${game.id}: ${role} must act but has no legal action`);
    // The computer gets only what its own seat knows (its observation), as a person would.
    // Seeded by the step count this role may know (Session.seqFor): not by the other side's secret actions.
    const action = decide(player, game, session.state, role, legal, new Rng(decisionSeed(live.secret, session.seqFor(role), role)));
    session.act(role, action);
  }
  return session.seq - start;
}

/** What the computer's seats need of the service. */
export interface SeatHost {
  readonly store: MatchStore;
  /** The match is still the one in memory, active and the service not closed. */
  current(live: Live): boolean;
  closed(): boolean;
  /** Run `fn` on the match once the requests before it are done (LiveMatches.withMatch). */
  withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T>;
  /** Change the match, commit and broadcast (MatchService.commitChange). */
  commitChange(live: Live, fromSeq: number, undo: number, mutate: () => number | void): Promise<void>;
}

export class ComputerSeats {
  private readonly idleWaiters = new Map<string, (() => void)[]>();

  constructor(
    private readonly host: SeatHost,
    readonly runner: ComputerRunner,
    /** How long the computer may play in one go before the event loop serves others (ms). */
    private readonly sliceMs: number,
  ) {}

  /** Play the computer's seats of `live` if one is to move (off the request path). */
  schedule(live: Live): void {
    const { host } = this;
    if (live.computerPending || host.closed() || live.record.status !== 'active') return;
    if (computerRoles(live, live.session.toAct()).length === 0) return;
    live.computerPending = true;
    const id = live.record.id;
    setImmediate(() => {
      void (async () => {
        // With a shared store, only the instance holding the match's lease plays its computer seats.
        if (host.store.tryLease && !(await host.store.tryLease(id).catch(() => false))) return;
        try {
          await this.loop(live);
        } finally {
          await host.store.releaseLease?.(id);
        }
      })()
        .catch((e) => {
          if (!host.closed()) console.error(`match ${id}: computer move failed:`, e);
        })
        .finally(() => {
          live.computerPending = false;
          if (host.current(live) && computerRoles(live, live.session.toAct()).length === 0) this.notifyIdle(live);
        });
    });
  }

  private async loop(live: Live): Promise<void> {
    const { host, runner } = this;
    const { game } = live;
    const id = live.record.id;
    for (;;) {
      if (!host.current(live)) return;
      // One slice of cheap decisions (and the dice they bring), as one transaction.
      const next = await host.withMatch(id, async (l) => {
        if (l !== live || !host.current(live)) return null;
        await host.commitChange(live, live.session.seq, 0, () => runAutomatic(live, runner, true, this.sliceMs));
        const roles = computerRoles(live, live.session.toAct());
        if (roles.length === 0) return null;
        const role = roles[0];
        const level = levelOf(live, role);
        if (!runner.inWorker(game, level)) return 'again';
        const session = live.session;
        const legal = game.legalActions(session.state, role);
        if (legal.length === 0) throw new Error(`${game.id}: ${role} must act but has no legal action`);
        // Seeded by the step count this role may know (Session.seqFor), as in runAutomatic.
        return {
          role,
          level,
          legal,
          seq: session.seq,
          seed: decisionSeed(live.secret, session.seqFor(role), role),
          observation: observe(game, session.state, role),
        };
      });
      if (next === null || !host.current(live)) return;
      if (next === 'again') {
        // The slice's time is up: let the event loop serve others, then go on.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const { role, level, legal, seq, seed, observation } = next;
      const index = await runner.choose(game, { level, role, observation, legal, seed });
      await host.withMatch(id, async (l) => {
        // Meanwhile a person may have acted, undone or resigned: a stale choice is dropped.
        if (l !== live || !host.current(live) || live.session.seq !== seq || !live.session.toAct().includes(role)) return;
        await host.commitChange(live, seq, 0, () => {
          live.session.act(role, legal[index], seq);
          runAutomatic(live, runner, false);
        });
      });
    }
  }

  private notifyIdle(live: Live): void {
    const waiters = this.idleWaiters.get(live.record.id);
    if (!waiters) return;
    this.idleWaiters.delete(live.record.id);
    for (const w of waiters) w();
  }

  /** Resolves when no computer move is due in `live` (for tests and tools). */
  async whenIdle(live: Live): Promise<void> {
    if (!live.computerPending && computerRoles(live, live.session.toAct()).length === 0) return;
    await new Promise<void>((resolve) => {
      const list = this.idleWaiters.get(live.record.id) ?? [];
      list.push(resolve);
      this.idleWaiters.set(live.record.id, list);
    });
  }
}
