// Counter-Attack Battles edition, chapter 8 Soutien du combat: 8.0.1 who chooses first, 8.1 artillery
// support, 8.3 air support (8.3.4 its use); the third die.

import { areaDistances } from '../../../families/area-impulse/artillery.ts';
import { ARTILLERY_RANGE, UNITS, ZONE } from '../data.ts';
import { type BattlesState, type CombatState, type Side, BOARD, GRAPH, isReleased, other, sideOf, stepOf } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { ONLY, U, battlesStep, uid } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { rollCombat } from './06-assault.ts';
import { sealedOff } from './07-bombardment.ts';

/** 8.1 the sectors between any two (artillery supports within ARTILLERY_RANGE). */
const DIST = areaDistances(GRAPH, ZONE.F + 1);

export const distance = (a: number, b: number) => DIST[a][b];

/** Each side's artillery units, in unit order. */
export const ARTILLERY: Record<Side, readonly number[]> = {
  allied: UNITS.flatMap((d, u) => (d.side === 'allied' && d.type === 'artillery' ? [u] : [])),
  german: UNITS.flatMap((d, u) => (d.side === 'german' && d.type === 'artillery' ? [u] : [])),
};

/** The units of `side` engaged in the current assault. */
function engaged(s: BattlesState, side: Side): number[] {
  const c = s.combat!;
  return side === c.attacker ? c.participants : BOARD.unitsIn(s, c.area, side);
}

/** 8.1 / 8.3 the combat support `side` may give now: -2 = an air support counter, else artillery. */
export function supportOptions(s: BattlesState, side: Side): number[] {
  const c = s.combat!;
  const nations = new Set(engaged(s, side).map((u) => UNITS[u].nation));
  const out: number[] = [];
  // 8.3 air support: no range; Allied air only for assaults with British units.
  if (s.air[side] > 0 && (side === 'german' || nations.has('british'))) out.push(-2);
  for (const u of ARTILLERY[side]) {
    if (s.loc[u] <= 0 || s.spent[u] || !isReleased(s, u)) continue;
    const at = s.loc[u];
    // 8.1 artillery in a Contested sector supports only in its own sector; in a Libre one, within two sectors.
    if (BOARD.contested(s, at) ? at !== c.area : distance(at, c.area) > ARTILLERY_RANGE) continue;
    if (sealedOff(s, at)) continue;
    if (!nations.has(UNITS[u].nation)) continue; // 8.1 Wehrmacht / SS / British artillery
    out.push(u);
  }
  return out;
}

/** 8.0.1 the player without the Advantage chooses first. */
export function nextSupport(s: BattlesState, log: Log) {
  const c = s.combat!;
  for (const side of [other(s.advantage), s.advantage]) {
    if (c.supportAsked.includes(side)) continue;
    c.supportAsked.push(side);
    if (supportOptions(s, side).length) {
      s.step = { k: 'support', side };
      return;
    }
  }
  rollCombat(s, log);
}

export function giveSupport(s: BattlesState, side: Side, u: number, log: Log) {
  const c = s.combat!;
  c.support[side] = u;
  if (u === -2) {
    s.air[side] -= 1; // 8.3.4 the counter is discarded
    log?.(told('8.3', (w) => w.log.airSupport(side)));
  } else if (u >= 0) {
    // 8.1 "est ensuite Fatiguée": the artillery flips once the assault is resolved (endCombat), so that
    // in its own sector it absorbs Points de Pertes as the Fraîche unit it still is.
    log?.(told('8.1', (w) => w.log.artillerySupport(u)));
  }
  nextSupport(s, log);
}

export const diceOf = (c: CombatState, side: Side) => (c.support[side] === -1 ? 2 : 3);

/** 8.0 each side in turn may add a third die: an artillery unit in range (8.1) or air support (8.3). */
export const supportStep = battlesStep('support', {
  rule: '8.0',
  actor: (s) => ONLY[stepOf(s, 'support').side],
  legal: (s, side, out) => {
    for (const u of supportOptions(s, side)) out.push(u === -2 ? { type: 'support', air: true } : { type: 'support', unit: uid(u) });
    out.push({ type: 'no-support' });
  },
  perform: {
    support: (s, a, log, role) => giveSupport(s, sideOf(role), a.air ? -2 : U(a.unit), log),
    'no-support': (s, _a, log) => nextSupport(s, log),
  },
  prompt: PROMPTS.support,
});
