// Computer-player knowledge for The Cruellest Month, behind the knowledge contract (src/ai-kit/knowledge.ts):
// resample.ts (observe, resample: the other side's Airbase Display, mission and air battle markers, 6.1, 8.1.6
// note, 8.7.3), evaluate.ts with ground.ts and air.ts (the value of a position), prune.ts (the actions worth
// considering, and the time plan), air-battle.ts (an air battle's hidden markers sampled).
import type { Knowledge } from '../../../ai-kit/knowledge.ts';
import { OBSERVER } from '../../../kernel/game.ts';
import type { State } from '../state.ts';
import { view } from '../view.ts';
import { chance, evaluateState, projectedMargin } from './evaluate.ts';
import { prune, TIME } from './prune.ts';
import { type CmObservation, observe, resample } from './resample.ts';

export const cruellestMonthAI: Knowledge<State, CmObservation> = {
  gameId: 'cruellest-month',
  observe,
  resample,
  evaluate: evaluateState,
  prune,
  time: TIME,
  // The levels, placed by arenas at least 200 Elo apart (docs/games/cruellest-month.md, "Levels"; docs/ai/levels.md).
  // Normal's random decisions are among all the legal actions: the prune's candidates here are all sound moves
  // (90% of decisions at random among them scored within 44 points of the heuristic, 16 games). A fifth at random
  // places it about halfway between random play and the heuristic, each side a little under 200 points; no share
  // screened, nor the heuristic without its prune, placed it 200 points from both (docs/ai/levels.md, "Session 12").
  levels: {
    normal: { player: 'heuristic', noise: 0.2, amongLegal: true },
    hard: { player: 'heuristic', noise: 0 },
    expert: { player: 'search', iterations: 1600, ms: 4000 },
  },
  chance,
  metrics(s) {
    // What every seat sees (the observer's view).
    const v = view(s, OBSERVER);
    return { turn: v.turn, alliedVp: v.vp.allied, germanVp: v.vp.german, margin: projectedMargin(v) };
  },
};

export type { CmView } from '../view.ts';
export * from './air.ts';
export * from './air-battle.ts';
export * from './evaluate.ts';
export * from './ground.ts';
export * from './prune.ts';
export * from './resample.ts';
