// Counter-Attack Battles edition, chapter 11 Conditions de victoire: 4.5 the Final Phase, 11.1 automatic
// victory, 11.2 victory points (2.1.4, 5.1.4, 5.1.5.a, 13.2 Rommel), 11.3 the check; 13.5 Gort's
// decision, 14.1 the bid.

import { type CommanderDecides, commanderDecides, gameOver, nextTurn } from '../../../families/area-impulse/victory.ts';
import { GORT_SECTORS, LAST_TURN, RED_RING, SECTOR_BY_ID as SEC, ZONE } from '../data.ts';
import { type BattlesState, type Side, BOARD, ELIMINATED, GRAPH, REMOVED, UNIT_INDEX, isZone } from '../state.ts';
import type { Log } from '../text/names.ts';
import { type VpPart, type Words, en } from '../text/en.ts';
import { fr, told } from '../text/fr.ts';
import { startTurn, roll } from './04-sequence-of-play.ts';
import { mayUseAdvantage, offer } from './09-advantage.ts';
import { battlesStep } from './common.ts';

export function finalPhase(s: BattlesState, log: Log) {
  s.phase = 'final';
  const vp = victoryPoints(s);
  s.vp = vp.vp;
  log?.(told('11.2', (w) => w.log.victoryPoints(vp.vp, vp.parts)));
  const auto = automaticVictory(s);
  if (auto) return finish(s, auto.winner, 'automatic', auto.detail, '11.1', log);
  if (s.turn >= 4 && s.turn < LAST_TURN) return roll(s, 'gort'); // 13.5
  closeTurn(s, log);
}

/** 11.1 automatic victory at the end of a turn. */
export function automaticVictory(s: BattlesState): { winner: Side; detail: (w: Words) => string } | null {
  if (RED_RING.every((a) => s.control[a] === 'allied')) return { winner: 'allied', detail: (w) => w.result.redRing };
  for (const z of [ZONE.A, ZONE.B]) {
    if (s.control[z] === 'allied') return { winner: 'allied', detail: (w) => w.result.zone(z) };
  }
  if (victoryPointCount(s) < 1) return { winner: 'german', detail: (w) => w.result.noVp };
  return null;
}

/** 11.2 an Allied-controlled sector traces a path of Allied-controlled sectors to an Allied (blue) zone. */
export function tracesToBlueZone(s: BattlesState, from: number): boolean {
  return GRAPH.connected(
    from,
    (a) => isZone(a) && SEC[a].ident === 'blue' && s.control[a] === 'allied',
    (a) => s.control[a] === 'allied',
  );
}

const ROMMEL = UNIT_INDEX.Rommel;

/** 11.2 what makes the Allied Victory Points now (13.6: minus one per blue sector under German control). */
function vpParts(s: BattlesState): { held: number[]; rommel: boolean; redRing: boolean; lost: number } {
  const held: number[] = [];
  for (const a of GRAPH.ids) {
    if (SEC[a].start === 'german' && s.control[a] === 'allied' && tracesToBlueZone(s, a)) held.push(a);
  }
  let red = 0;
  for (const a of RED_RING) if (s.control[a] === 'allied') red++;
  // 13.6 only once Rommel has turned north: the paragraph follows the successful roll, and before it
  // German units may not operate in blue sectors (2.1.4); Zone D entered under 13.2's exception costs nothing.
  let lost = 0;
  if (s.rommelNorth) for (const a of GRAPH.ids) if (SEC[a].ident === 'blue' && s.control[a] === 'german') lost++;
  return { held, rommel: s.loc[ROMMEL] === ELIMINATED || s.loc[ROMMEL] === REMOVED, redRing: red >= 2, lost };
}

/** 11.2 the Allied Victory Points now, without their account (`victoryPoints`). */
export function victoryPointCount(s: BattlesState): number {
  const { held, rommel, redRing, lost } = vpParts(s);
  return held.length + (rommel ? 1 : 0) + (redRing ? 1 : 0) - lost;
}

/** 11.2 the Allied Victory Points now and their terms (text/en.ts `vpPart` words them). */
export function victoryPoints(s: BattlesState): { vp: number; parts: VpPart[] } {
  const { held, rommel, redRing, lost } = vpParts(s);
  const parts: VpPart[] = held.length ? [{ k: 'held', sectors: held }] : [];
  if (rommel) parts.push({ k: 'rommel' });
  if (redRing) parts.push({ k: 'redRing' });
  if (lost) parts.push({ k: 'lost', n: lost });
  return { vp: held.length + (rommel ? 1 : 0) + (redRing ? 1 : 0) - lost, parts };
}

/**
 * 13.5 Gort's modifiers for Sectors 3, 5 and 7: +2 per one "les Britanniques contrôlent", +1 per one
 * they contest. "Les Britanniques" is the Allied player (13.5 calls him "le joueur Britannique"), and
 * control and contest are the book's: control is the Allied control marker (5.1.4: it stays until a
 * German unit enters the Vacant sector, whoever is in it now), contest is a sector holding units of
 * both sides (5.1.5.a) that the Allies do not control. The two are not added: a controlled sector
 * gives +2 whether or not it is also Contested.
 */
export function gortModifier(s: BattlesState): number {
  let drm = 0;
  for (const a of GORT_SECTORS) {
    if (s.control[a] === 'allied') drm += 2;
    else if (BOARD.contested(s, a)) drm += 1;
  }
  return drm;
}

/** 13.5 Gort's decision from Turn 4: dr + his modifier; below 7 he ends the offensive (9.4 unless the Advantage changes it). */
const GORT: CommanderDecides<BattlesState> = {
  modifier: gortModifier,
  decided: (_s, dr, drm, total, goesOn, log) => log?.(told('13.5', (w) => (goesOn ? w.log.gortGoesOn : w.log.gortEnds)(dr, drm, total))),
  goOn: (s, log) => closeTurn(s, log),
  offerChange: (s) => {
    if (!mayUseAdvantage(s, 'allied')) return false;
    offer(s, 'allied', 'gort');
    return true;
  },
  end: (s, log) => finalVictory(s, log, '13.5'),
};

export const gortDie = (s: BattlesState, dr: number, log: Log) => commanderDecides(GORT, s, dr, log);

export function closeTurn(s: BattlesState, log: Log) {
  if (s.turn >= LAST_TURN) return finalVictory(s, log, '11.3');
  nextTurn(BOARD, s, log, startTurn); // 4.5
}

/** 11.3 the Allies win with the VP needed (10, or the winning bid, 14.1). */
export function finalVictory(s: BattlesState, log: Log, rule: string) {
  const gort = rule === '13.5';
  const kind = gort ? 'gort' : 'final';
  if (s.vp >= s.vpNeeded) return finish(s, 'allied', kind, (w) => w.result.won(gort, s.vp, s.vpNeeded), '11.3', log);
  finish(s, 'german', kind, (w) => w.result.short(gort, s.vp, s.vpNeeded), '11.3', log);
}

/** The game ends: the result, its detail in both languages (`detail`: a text of text/'s result), and its log entry. */
function finish(s: BattlesState, winner: Side, kind: string, detail: (w: Words) => string, rule: string, log: Log) {
  const result = { winner, kind, detail: detail(en), detailFr: detail(fr) };
  gameOver(s, result, log, () => told(rule, (w) => w.log.victory(winner, kind === 'automatic', detail(w))));
}

const NOBODY: string[] = [];

/** 11.1 / 11.3 the game is over: nobody acts. */
export const overStep = battlesStep('over', { rule: null, actor: () => NOBODY, perform: {} });
