// Computer-player knowledge for Counterattack at Arras (postcard game), issue 4, behind the knowledge
// contract (src/ai-kit/knowledge.ts): resample.ts (observe, resample: nothing is hidden), evaluate.ts
// (the value of a position: breakthrough.ts, threat.ts), prune.ts (the actions worth considering).
import type { Knowledge } from '../../../ai-kit/knowledge.ts';
import { type State, unitData } from '../state.ts';
import { turnsMemo } from './breakthrough.ts';
import { evaluate, horizon } from './evaluate.ts';
import { attacksKept, prune } from './prune.ts';
import { chance, observe, resample } from './resample.ts';
import { reachMemo } from './threat.ts';

export const arrasPostcardAI: Knowledge<State, State> = {
  gameId: 'arras-postcard',
  observe,
  resample,
  evaluate,
  prune,
  // The levels, placed by arenas at least 200 Elo apart (docs/games/arras-postcard.md, "Levels"; docs/ai/levels.md).
  // Session 14: the ladder moved down a notch, as ca-arras-1940's did in session 13. At 64 games expert (search
  // 1,600) stood +206 [+107, +305] above the plain heuristic (docs/games/arras-postcard.md, "Levels"), so hard is the
  // heuristic with half its decisions at random among its candidates (94 below the heuristic, 144 games), and normal
  // plays 80% of its decisions at random among all the legal actions (492 below hard, 327 above random play; 144
  // games each, seed 1; docs/ai/levels.md, "Session 14").
  levels: {
    normal: { player: 'heuristic', noise: 0.8, amongLegal: true },
    hard: { player: 'heuristic', noise: 0.5 },
    expert: { player: 'search', iterations: 1600, ms: 4000 },
  },
  horizon,
  chance,
  metrics(s) {
    let german = 0;
    let allied = 0;
    for (const id of Object.keys(s.units)) {
      if (s.units[id].hex) unitData[id].side === 'german' ? (german += unitData[id].strength) : (allied += unitData[id].strength);
    }
    return { turn: s.turn, germanStrength: german, alliedStrength: allied };
  },
};

/** Empty the evaluation's memos (turnsToBreakThrough and the German reach by screen, pruneAttacks by position): for tests. */
export function clearMemos(): void {
  turnsMemo.clear();
  attacksKept.clear();
  reachMemo.clear();
}

export * from './breakthrough.ts';
export * from './evaluate.ts';
export * from './prune.ts';
export * from './resample.ts';
export * from './threat.ts';
