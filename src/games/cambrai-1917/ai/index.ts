// Computer-player knowledge for Cambrai 1917, behind the knowledge contract (src/ai-kit/knowledge.ts):
// evaluate.ts (the value of a position, by the victory conditions of the player aid), prune.ts (what a
// computer player should not consider). Nothing is hidden in this game (no bids, no secret setup, dice
// are public chance actions): a seat observes the whole state and a model is a copy of it, exact.
import type { Knowledge } from '../../../ai-kit/knowledge.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { cambrai1917 } from '../game.ts';
import type { CambraiState } from '../state.ts';
import { evaluationChance, features } from './evaluate.ts';
import { prune } from './prune.ts';

export const cambrai1917AI: Knowledge<CambraiState, CambraiState> = {
  gameId: 'cambrai-1917',
  observe: (s) => copyData(s),
  resample: (o) => copyData(o),
  evaluate(s, role) {
    const r = cambrai1917.result(s);
    if (r) return r.winner === role ? 1 : 0;
    const p = evaluationChance(s);
    return role === 'british' ? p : 1 - p;
  },
  prune,
  // The levels, placed by arenas at least 200 Elo apart (docs/games/cambrai-1917.md, "Levels"; docs/ai/levels.md).
  // Normal plays 80% of its decisions at random among the prune's candidates (session 14; 90% in sessions 12-13 stood
  // +232 [+163, +301] above random play in 144 games). Screens of 144 games (seed 1; docs/ai/levels.md, "Session 14"):
  // 91.7% against random play, 16.0% against the heuristic.
  levels: {
    normal: { player: 'heuristic', noise: 0.8 },
    hard: { player: 'heuristic', noise: 0 },
    expert: { player: 'search', iterations: 1600, ms: 4000 },
  },
  metrics(s) {
    const f = features(s);
    return { turn: s.day - 19, vp: f.vp, britishPower: Math.round(f.britishPower), germanPower: Math.round(f.germanPower), haig: f.haig };
  },
};

export * from './evaluate.ts';
export * from './prune.ts';
