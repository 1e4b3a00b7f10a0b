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
  levels: {
    normal: { player: 'heuristic', noise: 0.9 },
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
