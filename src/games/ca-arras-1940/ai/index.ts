// Computer-player knowledge for Counter-Attack: The Battle of Arras, 1940 (issue 4), behind the knowledge
// contract (src/ai-kit/knowledge.ts): resample.ts (observe, resample: the sealed bid, 17.1), evaluate.ts
// (the value of a position, from what every seat sees), prune.ts (the actions worth considering).
import type { Knowledge } from '../../../ai-kit/knowledge.ts';
import { forceMetrics } from '../../../families/area-impulse/ai/metrics.ts';
import { OBSERVER, type Role } from '../../../kernel/game.ts';
import { type ArrasView, caArras1940 } from '../game.ts';
import type { ArrasState } from '../state.ts';
import { evaluateView, features } from './evaluate.ts';
import { prune } from './prune.ts';
import { type ArrasObservation, observe, resample } from './resample.ts';

/** What `role` sees of a position (game.ts view): the evaluation reads only what every seat sees. */
const viewOf = (s: ArrasState, role: Role) => caArras1940.view(s, role) as ArrasView;

export const caArras1940AI: Knowledge<ArrasState, ArrasObservation> = {
  gameId: 'ca-arras-1940',
  observe,
  resample,
  prune,
  // The levels, placed by arenas at least 200 Elo apart (docs/games/ca-arras-1940.md, "Levels"; docs/ai/levels.md).
  // Hard is the heuristic with half its decisions at random among the candidates (session 13): expert's search
  // stood only 120-190 points above the plain heuristic here (6-0-3 of 9 games), and half at random is 136 below
  // it (48 games); normal plays 90% at random, 371 below hard and 280 above random play (48 games each).
  levels: {
    normal: { player: 'heuristic', noise: 0.9 },
    hard: { player: 'heuristic', noise: 0.5 },
    expert: { player: 'search', iterations: 1600, ms: 4000 },
  },
  evaluate: (s, role) => evaluateView(viewOf(s, role), role),
  metrics(s) {
    const v = viewOf(s, OBSERVER);
    const f = features(v);
    return {
      turn: v.turn,
      vp: v.vp,
      vpThisTurn: v.vpThisTurn,
      ...forceMetrics(f),
      arrasGerman: f.arrasGerman ? 1 : 0,
    };
  },
};

export * from './evaluate.ts';
export * from './prune.ts';
export * from './resample.ts';
