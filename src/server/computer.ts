// The computer opponent seen from the server: a level (easy / normal / hard) maps to a player of
// src/ai (random, heuristic, search). A level whose player does not exist yet plays as the best one
// that does, so the levels of issue 4 plug in by registering their players, with no server change.
//
// Decisions of the levels that think (normal, hard: up to about a second of search) run in worker
// threads (piscina), so that one match's computer never blocks the event loop that serves the
// others. The worker gets the computer seat's observation (never the state: the game's `observe`,
// computed here from the state for that seat), the legal actions and a seed,
// and answers with the index of the chosen action: the same choice as on the main thread.
import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Observation } from '../ai-kit/knowledge.ts';
import { type Action, actionKey, type GameDefinition } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { createPlayer, type Player, playerNames } from '../players/player.ts';
import type { Level } from '../protocol/types.ts';
import type { DecisionAnalysis } from '../sim/analyse.ts';
import type { Hint } from '../sim/hint.ts';
import type { CoachTask } from './coach-task.ts';
import type { DecisionReply, DecisionRequest } from './computer-task.ts';

const PREFERENCE: Record<Level, string[]> = {
  easy: ['easy', 'random'],
  normal: ['normal', 'heuristic', 'random'],
  hard: ['hard', 'search', 'heuristic', 'random'],
  expert: ['expert', 'search', 'heuristic', 'random'],
};

/** A new player for `level` (the server keeps one per computer seat of each match). */
export function computerPlayer(level: Level): Player {
  const known = playerNames();
  return createPlayer(PREFERENCE[level].find((n) => known.includes(n)) ?? 'random');
}

/** Which player each level uses now, for the game list shown to the client. */
export function levelNames(): Record<Level, string> {
  const known = playerNames();
  const out = {} as Record<Level, string>;
  for (const level of Object.keys(PREFERENCE) as Level[]) out[level] = PREFERENCE[level].find((n) => known.includes(n)) ?? 'random';
  return out;
}

/** The index in `legal` of the action `level`'s player chooses from `observation` with a generator seeded by `seed`. */
export function chooseIndex(
  game: GameDefinition,
  req: { level: Level; role: string; observation: Observation | undefined; legal: Action[]; seed: string },
): number {
  const player = computerPlayer(req.level);
  const action = player.choose(game, req.observation, req.role, req.legal, new Rng(req.seed));
  const i = req.legal.indexOf(action);
  if (i >= 0) return i;
  const key = actionKey(action);
  const j = req.legal.findIndex((a) => actionKey(a) === key);
  if (j < 0) throw new Error(`${game.id}: the ${player.name} player chose an action that is not legal: ${key}`);
  return j;
}

/**
 * A seed for one decision (128 bits, as Rng takes them) from the match's private key (Live.secret),
 * the step and the role: the same situation, the same choice, and nobody without the key (a player
 * knows the match id, step and role) can foresee it (issue 33).
 */
export function decisionSeed(secret: string, seq: number, role: string): string {
  return createHmac('sha256', secret).update(`arras-decision:v1:${seq}:${role}`).digest('hex').slice(0, 32);
}

export interface ComputerOptions {
  /** Run the thinking levels in worker threads (default true); false decides on the main thread. */
  workers?: boolean;
  /** Most worker threads (default: cores - 1, at least 1 and 2 on two cores or more, at most 4). */
  maxThreads?: number;
  /** Module URLs each worker imports first: games not in the registry (tests) and extra players. */
  modules?: string[];
}

/** Where the server's computer decisions are made: on the main thread (easy) or in a worker pool. */
export class ComputerRunner {
  private pool: Piscina | null = null;
  /** Games the workers do not know (not in the registry): decided on the main thread. */
  private readonly mainOnly = new Set<string>();
  private closed = false;

  constructor(private readonly opts: ComputerOptions = {}) {}

  /** True when `level`'s decisions go to a worker (the random player of `easy` costs nothing). */
  inWorker(game: GameDefinition, level: Level): boolean {
    return this.opts.workers !== false && level !== 'easy' && !this.mainOnly.has(game.id) && !this.closed;
  }

  /** Decide on the main thread (blocking: for cheap players, or as the fallback). */
  chooseHere(game: GameDefinition, req: Omit<DecisionRequest, 'game' | 'modules'>): number {
    return chooseIndex(game, req);
  }

  /** Decide in a worker; falls back to the main thread for a game the workers do not know. */
  async choose(game: GameDefinition, req: Omit<DecisionRequest, 'game' | 'modules'>): Promise<number> {
    if (!this.inWorker(game, req.level)) return this.chooseHere(game, req);
    const reply = (await this.workers().run({ ...req, game: game.id, modules: this.opts.modules ?? [] } satisfies DecisionRequest)) as DecisionReply;
    if ('unknownGame' in reply) {
      this.mainOnly.add(game.id);
      return this.chooseHere(game, req);
    }
    if (!Number.isInteger(reply.index) || reply.index < 0 || reply.index >= req.legal.length) {
      throw new Error(`${game.id}: the computer worker answered a bad index ${reply.index}`);
    }
    return reply.index;
  }

  /** Run a coach task (a decision to analyse, a hint) in a worker, or here when workers are off. */
  async coach<T extends CoachTask>(task: T): Promise<T extends { kind: 'hint' } ? Hint : DecisionAnalysis> {
    type R = T extends { kind: 'hint' } ? Hint : DecisionAnalysis;
    if (this.opts.workers === false || this.closed) return (await import('./coach-task.ts')).runCoachTask(task) as R;
    return (await this.workers().run(task)) as R;
  }

  /** The tasks the workers run at once (1 when they are off): a game's analysis keeps them all busy. */
  get threads(): number {
    if (this.opts.workers === false || this.closed) return 1;
    // Every core but the one serving requests, and two on a two-core machine (a whole game's analysis
    // within 2 minutes needs both, issue 32 item 6; the serving thread mostly waits on the network); at most 4.
    const cores = typeof availableParallelism === 'function' ? availableParallelism() : 2;
    return this.opts.maxThreads ?? Math.min(4, Math.max(1, cores - 1, Math.min(2, cores)));
  }

  private workers(): Piscina {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: new URL('./computer-worker.mjs', import.meta.url).href,
        minThreads: 0,
        maxThreads: this.threads,
        idleTimeout: 30_000,
      });
    }
    return this.pool;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
