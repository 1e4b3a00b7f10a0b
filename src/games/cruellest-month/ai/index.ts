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
  // Normal is the heuristic playing 40% of its Air Battle Board manoeuvres (ab-forward, over half of a game's
  // decisions) at random among the legal ones, its best move elsewhere. Screens of 24 games (session 13, seed 501;
  // docs/ai/levels.md, "Session 13"): noise in the strategic decisions alone costs nothing against the heuristic;
  // noise in the manoeuvres costs against both, the heuristic more: 15/30/50/100% of them at random scored
  // 97.9/87.5/72.9/54.2% against random play and 37.5/31.3/16.7/8.3% against the heuristic. A share of every
  // decision (20%) placed it a little under 200 points from each.
  levels: {
    normal: { player: 'heuristic', noise: 0.4, amongLegal: true, noiseOn: ['ab-forward'] },
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
