// Computer-player knowledge for Counter-Attack (the battles; issue 4), behind the knowledge contract
// (src/ai-kit/knowledge.ts): resample.ts (observe, resample: the sealed bid, 14.1.1), evaluate.ts (the
// value of a position), assault.ts (assault odds, 6.1-6.3), prune.ts (the actions worth considering),
// time.ts (the players' time plan: an impulse within its budget, issue 17).
import type { Knowledge } from '../../../ai-kit/knowledge.ts';
import { forceMetrics } from '../../../families/area-impulse/ai/metrics.ts';
import { OBSERVER } from '../../../kernel/game.ts';
import { view } from '../view.ts';
import type { BattlesState } from '../state.ts';
import { evaluate, features } from './evaluate.ts';
import { prune } from './prune.ts';
import { type BattlesObservation, chance, observe, resample } from './resample.ts';
import { TIME } from './time.ts';

export const caArrasBattlesAI: Knowledge<BattlesState, BattlesObservation> = {
  gameId: 'ca-arras-battles',
  observe,
  resample,
  evaluate,
  prune,
  // The levels, placed by arenas at least 200 Elo apart (docs/games/ca-arras-battles.md, "Levels"; docs/ai/levels.md).
  // Normal plays 70% of its decisions at random among all the legal actions (session 14). A share at random among the
  // prune's candidates (90%, sessions 12-13) left it only +239 [+169, +310] below the heuristic in 144 games, and all of
  // them at random (noise 1) no further (+172): the candidates are sound moves. Screens of 144 games (docs/ai/levels.md,
  // "Session 14"): 70% among the legal actions scored 85.4% / 81.3% against random play and 11.8% / 13.2% against the
  // heuristic (seeds 1 / 2).
  levels: {
    normal: { player: 'heuristic', noise: 0.7, amongLegal: true },
    hard: { player: 'heuristic', noise: 0 },
    expert: { player: 'search', iterations: 1600, ms: 4000 },
  },
  time: TIME,
  chance,
  metrics(s) {
    const v = view(s, OBSERVER);
    const f = features(v);
    return {
      turn: v.turn,
      vp: v.vpNow,
      redRing: f.redRing,
      gortDrm: f.gortDrm,
      ...forceMetrics(f),
    };
  },
};

export * from './assault.ts';
export * from './evaluate.ts';
export * from './prune.ts';
export * from './resample.ts';
export * from './time.ts';
