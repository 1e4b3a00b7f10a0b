// Counter-Attack Battles edition, chapter 7 Bombardement: 7.0 the impulse, 7.1 range (2.1.4 operational
// sectors), 7.2 resolution, 7.3 losses; 13.6, 14.2.

import type { BattlesAction } from '../actions.ts';
import { SECTOR_BY_ID as SEC, UNITS } from '../data.ts';
import { type BattlesState, type Side, BOARD, GRAPH, SIDE_OF, canAct, isZone, other } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { ONLY, U, battlesStep, uid } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { roll, endImpulse } from './04-sequence-of-play.ts';
import { newCombat, combatTotals, startAbsorb } from './06-assault.ts';
import { ARTILLERY } from './08-combat-support.ts';

/** Sectors out of play until their units are released (14.2.3a / 14.2.3b, see the rulings). */
export function sealedOff(s: BattlesState, area: number): boolean {
  return s.options.historicalSetup && ((area === 21 && !s.released.french) || (area === 19 && !s.released.panzer));
}

/** 7.1 range: German artillery, sectors south of the Scarpe; Allied artillery, sectors north of or along it, any sector once south of it. */
export function inRange(s: BattlesState, u: number, target: number): boolean {
  const at = s.loc[u];
  if (at <= 0 || isZone(target)) return false; // zones cannot be bombarded
  const t = SEC[target];
  // 2.1.4 German units operate only in black or half-black sectors: no bombardment of a blue one (Arras) until 13.6.
  if (SIDE_OF[u] === 'german') return t.scarpe === 'S' && (t.ident !== 'blue' || s.rommelNorth);
  if (SEC[at].scarpe === 'S') return true;
  return t.scarpe === 'N' || t.alongScarpe;
}

export function bombardOptions(s: BattlesState, side: Side, from: number | null, out: BattlesAction[]) {
  let targets: number[] | null = null; // the sectors with enemy units not yet bombarded, found once
  for (const u of ARTILLERY[side]) {
    if (s.loc[u] <= 0 || !canAct(s, u)) continue;
    if (from !== null && (s.loc[u] !== from || s.bombarded.includes(u))) continue;
    targets ??= GRAPH.ids.filter((t) => !s.bombardTargets.includes(t) && BOARD.hasUnits(s, t, other(side)) && !sealedOff(s, t));
    for (const t of targets) if (inRange(s, u, t)) out.push({ type: 'bombard', artillery: uid(u), target: t });
  }
}

export function bombard(s: BattlesState, art: number, target: number, log: Log) {
  if (!s.bombarded.length) s.bombardFailed = false;
  s.bombarded.push(art);
  s.bombardTargets.push(target);
  const c = newCombat(s, 'bombard', target, false);
  c.spearhead = art;
  c.av = UNITS[art].attack ?? 0;
  const defenders = BOARD.unitsIn(s, target, other(s.momentum));
  c.dv = SEC[target].tem + Math.max(...defenders.map((u) => UNITS[u].defense));
  s.combat = c;
  BOARD.setSpent(s, art, 1); // 7.2 the bombarding artillery is Fatiguée
  log?.(told('7.2', (w) => w.log.bombards(s.momentum, s.impulse, art, target, c.av, c.dv)));
  roll(s, 'bombard', 4);
}

export function resolveBombard(s: BattlesState, log: Log) {
  const c = s.combat!;
  const { ta, td } = combatTotals(c);
  if (ta > td) {
    c.result = 'success';
    c.pp = ta - td;
    log?.(told('7.3', (w) => w.log.bombardSucceeds(ta, td, c.pp)));
    return startAbsorb(s, log);
  }
  c.result = 'failure';
  s.bombardFailed = true;
  log?.(told('7.2', (w) => w.log.bombardFails(ta, td)));
  afterBombard(s, log);
}

/** 7.0 a second artillery unit of the same sector may bombard another sector in the same impulse. */
export function afterBombard(s: BattlesState, log: Log) {
  s.combat = null;
  const out: BattlesAction[] = [];
  if (s.bombarded.length < 2) bombardOptions(s, s.momentum, s.loc[s.bombarded[0]], out);
  if (out.length) {
    s.step = { k: 'bombard-second' };
    return;
  }
  endBombardment(s, log);
}

export function endBombardment(s: BattlesState, log: Log) {
  const failed = s.bombardFailed;
  s.bombarded = [];
  s.bombardTargets = [];
  s.bombardFailed = false;
  endImpulse(s, failed, log);
}

/** 7.0 a second artillery unit of the same sector may bombard the same target, or not. */
export const bombardSecondStep = battlesStep('bombard-second', {
  rule: '7.0',
  actor: (s) => ONLY[s.momentum],
  legal: (s, side, out) => {
    bombardOptions(s, side, s.loc[s.bombarded[0]], out);
    out.push({ type: 'done' });
  },
  perform: {
    bombard: (s, a, log) => bombard(s, U(a.artillery), a.target, log),
    done: (s, _a, log) => endBombardment(s, log),
  },
  prompt: PROMPTS['bombard-second'],
});
