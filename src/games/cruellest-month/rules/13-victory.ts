// 13.0 Victory Points: 13.1 awards, 13.2 end of the game and the final score.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { State } from '../state.ts';
import { type Log, say, atAirbase, AIRBASE_UNITS_IX, type Chapter } from './common.ts';
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
    if (log)
      say(
        log,
        '13.1',
        `${s.cityHits.arras} hits on Arras: +${s.cityHits.arras} VP German`,
        `${s.cityHits.arras} coups au but sur Arras : +${s.cityHits.arras} PV allemands`,
      );
  }
  const lensHits = s.captured?.lens ? 0 : s.cityHits.lens;
  const a = lensHits + s.boxHits.douai + s.boxHits.cambrai;
  if (a) {
    s.vp.allied += a;
    if (log) say(log, '13.1', `${a} hits on Lens, Douai and Cambrai: +${a} VP Allied`, `${a} coups au but sur Lens, Douai et Cambrai : +${a} PV alliés`);
  }
  if (!s.poorWeather && !s.ops.alliedBombed) {
    s.vp.german += 4;
    if (log) say(log, '13.1', 'A clear turn without Allied bombing: +4 VP German', 'Un tour de beau temps sans bombardement allié : +4 PV allemands');
  }
  const deadIX = AIRBASE_UNITS_IX().filter((u) => air[u].base === 'dead').length;
  if (deadIX) {
    s.vp.german += deadIX;
    if (log)
      say(log, '13.1', `${deadIX} destroyed IX Brigade units: +${deadIX} VP German`, `${deadIX} unités de la IX Brigade détruites : +${deadIX} PV allemands`);
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

export function finalScore(s: State): { allied: number; german: number; detail: string[]; detailFr: string[] } {
  let allied = s.vp.allied;
  let german = s.vp.german;
  const d: string[] = [];
  const fr: string[] = [];
  const hl = HL_SCORING_HEXES.filter((h) => s.control[h] === 'allied').length; // 13.2: a Vimy Ridge hex scores as such only
  const ridgeA = RIDGE_HEXES.filter((h) => s.control[h] === 'allied').length;
  const towns = Math.floor(townsEastAllied(s) / 2);
  allied += 2 * hl + 3 * ridgeA + towns;
  d.push(`Allied: ${hl} Hindenburg Line hexes (+${2 * hl}), ${ridgeA} Vimy Ridge hexes (+${3 * ridgeA}), towns east of the line (+${towns})`);
  fr.push(
    `Alliés : ${hl} hexagones de la ligne Hindenburg (+${2 * hl}), ${ridgeA} hexagones de la crête de Vimy (+${3 * ridgeA}), villes à l'est de la ` +
      `ligne (+${towns})`,
  );
  const arras = s.control[ARRAS] === 'german' ? 5 : 0;
  const ridgeG = RIDGE_HEXES.length - ridgeA;
  german += arras + 3 * ridgeG;
  d.push(`German: Arras (+${arras}), ${ridgeG} Vimy Ridge hexes (+${3 * ridgeG})`);
  fr.push(`Allemands : Arras (+${arras}), ${ridgeG} hexagones de la crête de Vimy (+${3 * ridgeG})`);
  return { allied, german, detail: d, detailFr: fr };
}

function endGame(s: State, log: Log): void {
  const f = finalScore(s);
  s.finalMargin = f.allied - f.german;
  s.over = true;
  s.phase = 'over';
  s.step = 'over';
  const level = s.finalMargin <= VICTORY.germanMax ? 'German victory' : s.finalMargin <= VICTORY.drawMax ? 'Draw' : 'Allied victory';
  const LEVEL_FR: Record<string, string> = { 'German victory': 'victoire allemande', Draw: 'match nul', 'Allied victory': 'victoire alliée' };
  if (log) say(log, '13.2', `${f.detail.join('; ')}`, f.detailFr.join(' ; '));
  if (log)
    say(
      log,
      '13.3',
      `Final: Allied ${f.allied} - German ${f.german} = ${s.finalMargin}: ${level}`,
      `Final : Alliés ${f.allied} - Allemands ${f.german} = ${s.finalMargin} : ${LEVEL_FR[level]}`,
    );
}

export const VICTORY_POINTS: Chapter = { auto: { vp: victoryPhase } };
