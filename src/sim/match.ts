// One complete game between computer players, with what arenas and balance reports need: the
// result, its length, per-seat decision times, and the game's metrics (src/games/<id>/ai.ts
// `metrics`, from the observer's view) at the start of each turn and at the end. Players get only
// their own view (Player.choose); the referee loop here holds the state.
import { type Action, type GameDefinition, type Role, type SetupConfig, CHANCE, applyAction } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { getGame } from '../games/index.ts';
import { createPlayer } from '../players/index.ts';
import { type Player, decide } from '../players/player.ts';
import { knowledgeOf } from '../ai-kit/registry.ts';

export interface MatchTask {
  gameId: string;
  config: SetupConfig;
  seed: number;
  index: number;
  /** Player spec per seat (createPlayer names: random, heuristic, search:200, ...). */
  players: Record<Role, string>;
  maxSteps?: number;
  /** Sample the metrics every this many steps (default 20). */
  metricsEvery?: number;
}

export interface MatchOutcome {
  index: number;
  seed: number;
  players: Record<Role, string>;
  /** The winning role, and the seat that played it (they differ after a side bid). */
  winner: Role | null;
  winnerSeat: Role | null;
  /** Which seat played each role at the end. */
  roleOfSeat: Record<Role, Role>;
  kind: string | null;
  detail: string | null;
  actions: number;
  rolls: number;
  /** Turn reached (from the metrics' `turn`, when the game reports it). */
  turns: number | null;
  /** Metrics at the start of each turn (key: turn) and at the end. */
  metricsByTurn: Record<number, Record<string, number>>;
  final: Record<string, number> | null;
  /** Per seat: decisions taken, total and longest time per decision (ms). */
  decisions: Record<Role, { count: number; totalMs: number; maxMs: number }>;
  ms: number;
  error: string | null;
}

export const MATCH_MAX_STEPS = 20_000;

export function playMatch(task: MatchTask, players?: Record<Role, Player>): MatchOutcome {
  const game: GameDefinition = getGame(task.gameId);
  const metrics = knowledgeOf(game)?.metrics;
  const seats: Record<Role, Player> = players ?? Object.fromEntries(game.roles.map((r) => [r, createPlayer(task.players[r] ?? 'random')]));
  const dice = new Rng(task.seed);
  const choices = new Rng((task.seed ^ 0x5eed5eed) >>> 0);
  const maxSteps = task.maxSteps ?? MATCH_MAX_STEPS;
  const every = task.metricsEvery ?? 20;
  const decisions: MatchOutcome['decisions'] = Object.fromEntries(game.roles.map((r) => [r, { count: 0, totalMs: 0, maxMs: 0 }]));
  const metricsByTurn: Record<number, Record<string, number>> = {};
  let actions = 0;
  let rolls = 0;
  let lastTurn: number | null = null;
  const t0 = performance.now();
  const sample = (s: unknown) => {
    if (!metrics) return null;
    const m = metrics(s);
    if (typeof m.turn === 'number') {
      lastTurn = m.turn;
      if (!metricsByTurn[m.turn]) metricsByTurn[m.turn] = m;
    }
    return m;
  };
  const out = (s: unknown, error: string | null): MatchOutcome => {
    const r = error ? null : game.result(s);
    const roleOfSeat: Record<Role, Role> = {};
    for (const role of game.roles) roleOfSeat[game.seatOf ? game.seatOf(s, role) : role] = role;
    const final = error ? null : sample(s);
    return {
      index: task.index,
      seed: task.seed,
      players: task.players,
      winner: r?.winner ?? null,
      winnerSeat: r?.winner ? (game.seatOf ? game.seatOf(s, r.winner) : r.winner) : null,
      roleOfSeat,
      kind: r?.kind ?? null,
      detail: r?.detail ?? null,
      actions,
      rolls,
      turns: lastTurn,
      metricsByTurn,
      final,
      decisions,
      ms: performance.now() - t0,
      error,
    };
  };
  let s: unknown = null;
  try {
    s = game.setup(task.config);
    for (let step = 0; ; step++) {
      if (step % every === 0) sample(s);
      const acting = game.toAct(s);
      if (acting.length === 0) break;
      if (step >= maxSteps) return out(s, `step-cap: no end after ${step} actions`);
      const role = acting[0];
      let action: Action;
      if (role === CHANCE) {
        const spec = game.chance(s);
        action = { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) };
        rolls++;
        game.perform(s, role, action);
        continue;
      }
      const legal = game.legalActions(s, role);
      if (legal.length === 0) return out(s, `dead-end: ${role} must act but has no legal action`);
      const seat = game.seatOf ? game.seatOf(s, role) : role;
      const player = seats[seat];
      const d0 = performance.now();
      action = decide(player, game, s, role, legal, choices);
      const dt = performance.now() - d0;
      const d = decisions[seat];
      d.count++;
      d.totalMs += dt;
      if (dt > d.maxMs) d.maxMs = dt;
      actions++;
      // Players are checked: an illegal choice is an error of the player.
      applyAction(game, s, role, action);
    }
    if (!game.result(s)) return out(s, 'no-result: no role to act but no result');
    return out(s, null);
  } catch (e) {
    return out(s, `exception: ${(e as Error)?.stack ?? String(e)}`);
  }
}
