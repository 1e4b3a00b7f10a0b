// 13.0 Victory Points: 13.1 awards, 13.2 end of the game and the final score.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { State } from '../state.ts';
import type { FinalScore } from '../text/log.en.ts';
import { type Log, tell, atAirbase, AIRBASE_UNITS_IX, type Chapter } from './common.ts';
const { AIR_BY_ID, HL_SCORING_HEXES, PLACES, VICTORY, eastOfHindenburg } = D;
const { ARRAS, RIDGE_HEXES } = S;

/** 13.2: the towns east of the Hindenburg Line held by the Allied player. */
function townsEastAllied(s: State): number {
  let n = 0;
  for (const h in PLACES) if (PLACES[h].terrain === 'town' && eastOfHindenburg(h) && s.control[h] === 'allied') n++;
  return n;
}

export function victoryPhase(s: State, log: Log): void {
  const air = s.air;
  s.phase = 'victory';
  // 13.1 per-turn awards. Ruling: "this VP award is ended" by the capture of Arras (Lens) for good, even if it is
  // retaken later (the capture is remembered in s.captured, set when the Ground Combat Unit enters, 3.0).
  if (!s.captured?.arras && s.cityHits.arras) {
    s.vp.german += s.cityHits.arras;
    if (log) tell(log, '13.1', (w) => w.arrasHits(s.cityHits.arras));
  }
  const lensHits = s.captured?.lens ? 0 : s.cityHits.lens;
  const a = lensHits + s.boxHits.douai + s.boxHits.cambrai;
  if (a) {
    s.vp.allied += a;
    if (log) tell(log, '13.1', (w) => w.alliedHits(a));
  }
  if (!s.poorWeather && !s.ops.alliedBombed) {
    s.vp.german += 4;
    if (log) tell(log, '13.1', (w) => w.clearTurn);
  }
  const deadIX = AIRBASE_UNITS_IX().filter((u) => air[u].base === 'dead').length;
  if (deadIX) {
    s.vp.german += deadIX;
    if (log) tell(log, '13.1', (w) => w.deadIX(deadIX));
  }
  // 8.7.9: "Disrupted for the remainder of the game turn": a Disruption that came only with a step loss ends with the
  // turn (option stepLossLasting: it stays until a regroup, like any Disruption).
  for (const id in air) {
    const u = air[id];
    if (!u.lossDisrupted) continue;
    if (!s.options.stepLossLasting && u.base !== 'dead') u.disrupted = false;
    u.lossDisrupted = false;
  }
  // 12.2.1, 12.2.2: German reserve aircraft go back to the Holding Area at turn end.
  for (const id in air)
    if (AIR_BY_ID[id].side === 'german' && AIR_BY_ID[id].reserve && atAirbase(air[id].base)) {
      air[id].base = 'reserve';
      air[id].disrupted = false;
    }
  if (s.turn >= s.lastTurn) return endGame(s, log);
  s.turn++;
  s.step = 'turn-start';
}

/** 13.2: the final Victory Points and their terms. */
export function finalScore(s: State): FinalScore {
  let allied = s.vp.allied;
  let german = s.vp.german;
  const hl = HL_SCORING_HEXES.filter((h) => s.control[h] === 'allied').length; // 13.2: a Vimy Ridge hex scores as such only
  const ridgeA = RIDGE_HEXES.filter((h) => s.control[h] === 'allied').length;
  const towns = Math.floor(townsEastAllied(s) / 2);
  allied += 2 * hl + 3 * ridgeA + towns;
  const arras = s.control[ARRAS] === 'german' ? 5 : 0;
  const ridgeG = RIDGE_HEXES.length - ridgeA;
  german += arras + 3 * ridgeG;
  return { allied, german, hl, ridgeA, towns, arras, ridgeG };
}

function endGame(s: State, log: Log): void {
  const f = finalScore(s);
  s.finalMargin = f.allied - f.german;
  s.over = true;
  s.phase = 'over';
  s.step = 'over';
  const level = s.finalMargin <= VICTORY.germanMax ? 'german' : s.finalMargin <= VICTORY.drawMax ? 'draw' : 'allied';
  if (log) tell(log, '13.2', (w) => w.finalTerms(f));
  if (log) tell(log, '13.3', (w) => w.final(f, s.finalMargin!, level));
}

export const VICTORY_POINTS: Chapter = { auto: { vp: victoryPhase } };
