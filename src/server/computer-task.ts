// One computer decision, run in a worker thread (see computer.ts): the player of a level chooses
// from the observation of its seat (computed by the server from the state) and the legal actions, with a seeded generator, exactly as it would on
// the main thread. The worker knows the games of the registry, plus those exported by `modules`
// (test fixtures), which may also register players.
import type { Action, GameDefinition } from '../kernel/game.ts';
import { games as registry } from '../games/index.ts';
import { chooseIndex } from './computer.ts';
import type { Level } from '../protocol/types.ts';
import type { Observation } from '../ai-kit/knowledge.ts';
import type { CoachTask } from './coach-task.ts';
import type { DecisionAnalysis } from '../sim/analyse.ts';
import type { Hint } from '../sim/hint.ts';

export interface DecisionRequest {
  game: string;
  level: Level;
  role: string;
  /** What the seat knows (observe, src/ai-kit/registry.ts; undefined for a game without knowledge). */
  observation: Observation | undefined;
  legal: Action[];
  /** decisionSeed (computer.ts): 128 bits as 32 hex digits. */
  seed: string;
  /** Module URLs to import first (extra games and players). */
  modules?: string[];
}

export type DecisionReply = { index: number } | { unknownGame: true };

const extra = new Map<string, GameDefinition>();
const imported = new Map<string, Promise<void>>();

function isGame(x: unknown): x is GameDefinition {
  const g = x as GameDefinition;
  return !!g && typeof g === 'object' && typeof g.id === 'string' && typeof g.legalActions === 'function' && typeof g.view === 'function';
}

function importModule(url: string): Promise<void> {
  let p = imported.get(url);
  if (!p) {
    p = import(url).then((mod: Record<string, unknown>) => {
      for (const value of Object.values(mod)) if (isGame(value)) extra.set(value.id, value);
    });
    imported.set(url, p);
  }
  return p;
}

/** The index in `legal` of the action the level's player chooses; or a coach task's result. */
export async function decide(req: DecisionRequest | CoachTask): Promise<DecisionReply | DecisionAnalysis | Hint> {
  // The coach's code is loaded by the first coach task only: a worker that plays starts as fast as before.
  if ('kind' in req) return (await import('./coach-task.ts')).runCoachTask(req);
  for (const m of req.modules ?? []) await importModule(m);
  const game = extra.get(req.game) ?? registry[req.game];
  if (!game) return { unknownGame: true };
  return { index: chooseIndex(game, req) };
}
