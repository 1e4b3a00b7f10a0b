// Issue 14 point 8: computer players do not move a unit back to a sector it already was in during the
// same impulse (a return pads the log and looks broken). This counts such returns over games between
// computer players, from the true states (the players themselves see only their views).
import { decide } from '../../src/players/player.ts';
import { type Action, type Role, CHANCE, applyAction } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { createPlayer } from '../../src/players/index.ts';
import { UNIT_INDEX as BATTLES_UNITS } from '../../src/games/ca-arras-battles/state.ts';
import { UNIT_INDEX as ARRAS_UNITS } from '../../src/games/ca-arras-1940/state.ts';

/** What the count reads of an area-impulse game's state (ca-arras-battles, ca-arras-1940). */
interface ImpulseState {
  turn: number;
  phase: string;
  impulse: number;
  momentum: string;
  loc: number[];
  assault: { area: number } | null;
}
const UNIT_INDEX: Record<string, Record<string, number>> = { 'ca-arras-battles': BATTLES_UNITS, 'ca-arras-1940': ARRAS_UNITS };

export interface ReturnCount {
  impulses: number;
  moves: number;
  returns: { unit: string; path: number[]; to: number; turn: number; impulse: number }[];
  /** Per impulse: the thinking time of the side whose impulse it is (ms; a measure, never asserted). */
  impulseMs: number[];
}

/** Play `games` games of `gameId` between `spec` players; count moves back to a visited sector. */
export function countReturns(spec: string, games: number, seed: number, maxSteps = 4000, gameId = 'ca-arras-battles'): ReturnCount {
  const game = getGame(gameId);
  const index = UNIT_INDEX[gameId];
  const out: ReturnCount = { impulses: 0, moves: 0, returns: [], impulseMs: [] };
  for (let g = 0; g < games; g++) {
    const players = Object.fromEntries(game.roles.map((r) => [r, createPlayer(spec)]));
    const s = game.setup({}) as ImpulseState;
    const dice = new Rng(seed + g);
    const choices = new Rng(seed + 1000 + g);
    let impulseKey = '';
    let paths = new Map<number, number[]>();
    let pending = 0;
    for (let step = 0; step < maxSteps; step++) {
      const acting = game.toAct(s);
      if (!acting.length) break;
      const role: Role = acting[0];
      if (role === CHANCE) {
        const c = game.chance(s);
        applyAction(game, s, role, { type: 'dice', dice: Array.from({ length: c.dice }, () => dice.die(c.sides)) });
        continue;
      }
      // A new impulse (or phase) starts new paths.
      const key = s.assault ? `${s.turn}/${s.phase}/${s.impulse}/${s.assault.area}` : '';
      if (key !== impulseKey) {
        impulseKey = key;
        paths = new Map();
        if (key) {
          out.impulses++;
          out.impulseMs.push(0);
        }
      }
      const legal = game.legalActions(s, role);
      const t0 = performance.now();
      const a: Action = decide(players[role], game, s, role, legal, choices);
      // The impulse's time counts from the activation (the decision before the assault state exists).
      if (role === s.momentum) {
        if (key) out.impulseMs[out.impulseMs.length - 1] += performance.now() - t0;
        else if (a.type === 'activate' || a.type === 'enter') pending = performance.now() - t0;
      }
      if (key && pending) {
        out.impulseMs[out.impulseMs.length - 1] += pending;
        pending = 0;
      }
      if (a.type === 'move') {
        const u = index[a.unit as string];
        const path = paths.get(u) ?? [s.loc[u]];
        out.moves++;
        if (path.includes(a.to as number)) out.returns.push({ unit: a.unit as string, path: [...path], to: a.to as number, turn: s.turn, impulse: s.impulse });
        path.push(a.to as number);
        paths.set(u, path);
      }
      applyAction(game, s, role, a);
    }
  }
  return out;
}
