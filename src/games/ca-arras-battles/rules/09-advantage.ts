// Counter-Attack Battles edition, chapter 9 L'Avantage: 9.0, 9.1 combat rerolls, 9.2 extending the turn,
// 9.3 refreshing units, 9.4 other uses (13.5 Gort), 9.5 limits.

import { type AdvantageUse as FamilyUse, allFreshAgain, decideAdvantage, passAdvantage } from '../../../families/area-impulse/advantage.ts';
import { type AdvantageUse, type BattlesState, type Side, BOARD, N_UNITS, SIDE_OF, other, stepOf } from '../state.ts';
import type { Log } from '../text/names.ts';
import type { Words } from '../text/en.ts';
import { told } from '../text/fr.ts';
import { ADVANTAGE, ADVANTAGE_OTHER, PROMPTS } from '../text/prompts.ts';
import { ONLY, U, battlesStep, uid } from './common.ts';
import { roll, turnStart, settleInitiative, startCombatPhase } from './04-sequence-of-play.ts';
import { resolveAssault } from './06-assault.ts';
import { resolveBombard } from './07-bombardment.ts';
import { startReorganization } from './10-reorganization.ts';
import { closeTurn, finalVictory } from './11-victory.ts';

/** 9.5 the Advantage may be used once per turn per player. */
export const mayUseAdvantage = (s: BattlesState, who: Side) => s.advantage === who && !s.advantageUsed[who];

/** 9.0 the player who uses the Advantage gives the marker to the opponent. */
export function useAdvantage(s: BattlesState, log: Log, use: (w: Words) => string, rule: string) {
  const who = passAdvantage(s);
  s.advantageUsed[who] = true;
  log?.(told(rule, (w) => w.log.advantage(who, other(who), use(w))));
}

export function offer(s: BattlesState, who: Side, use: AdvantageUse) {
  s.step = { k: 'advantage', who, use };
}

/** 9.2 restart the Combat Phase: every Fatiguée unit on the map is Fraîche again. */
function prolong(s: BattlesState, log: Log) {
  useAdvantage(s, log, (w) => w.log.use.prolong, '9.2');
  allFreshAgain(BOARD, s);
  log?.(told('9.2', (w) => w.log.allFresh));
  startCombatPhase(s, log);
}

export function refreshSectors(s: BattlesState, side: Side): number[] {
  const out = new Set<number>();
  for (let u = 0; u < N_UNITS; u++) if (SIDE_OF[u] === side && s.loc[u] > 0 && s.spent[u]) out.add(s.loc[u]);
  return [...out].sort((a, b) => a - b);
}

export function refreshDie(s: BattlesState, dr: number, log: Log) {
  const area = s.pendingRefresh!;
  s.pendingRefresh = null;
  const spent = BOARD.unitsIn(s, area, s.momentum).filter((u) => s.spent[u]);
  log?.(told('9.3', (w) => w.log.refreshDie(dr, area)));
  if (dr >= spent.length) {
    for (const u of spent) BOARD.setSpent(s, u, 0);
    log?.(told('9.3', (w) => w.log.refreshed(spent.length)));
    s.step = { k: 'impulse' };
    return;
  }
  s.step = { k: 'refresh-pick', area, left: dr };
}

export function refreshUnit(s: BattlesState, u: number, log: Log) {
  const st = stepOf(s, 'refresh-pick');
  BOARD.setSpent(s, u, 0);
  log?.(told('9.3', (w) => w.log.refreshedUnit(u)));
  st.left -= 1;
  if (st.left <= 0) s.step = { k: 'impulse' };
}

/** 9.1-9.4 each use of the Avantage: what using it does, and what follows when it is kept. */
const USES: Record<AdvantageUse, FamilyUse<BattlesState>> = {
  initiative: {
    spend(s, log) {
      useAdvantage(s, log, (w) => w.log.use.initiative, '9.4');
      s.pendingInitiative = null;
      roll(s, 'initiative', 4);
    },
    keep: settleInitiative,
  },
  combat: { spend: reroll, keep: resolveAssault },
  bombard: { spend: reroll, keep: resolveBombard },
  french: { spend: release('french'), keep: turnStart },
  panzer: { spend: release('panzer'), keep: turnStart },
  fifth: { spend: release('fifth'), keep: turnStart },
  gort: {
    spend(s, log) {
      useAdvantage(s, log, (w) => w.log.use.gort, '9.4');
      closeTurn(s, log);
    },
    keep: (s, log) => finalVictory(s, log, '13.5'),
  },
  prolong: { spend: prolong, keep: (s, log) => startReorganization(s, 'allied', log) },
};

/** 9.1 the combat or bombardment dice are rolled again. */
function reroll(s: BattlesState, log: Log) {
  const c = s.combat!;
  useAdvantage(s, log, (w) => w.log.use.reroll, '9.1');
  roll(s, c.kind === 'bombard' ? 'bombard' : 'combat', c.dice.length);
}

/** 9.4 the French, the 7th Panzer or the 5th Panzer units are released now. */
function release(group: 'french' | 'panzer' | 'fifth') {
  return (s: BattlesState, log: Log) => {
    useAdvantage(s, log, (w) => w.log.use.release, '9.4');
    s.released[group] = s.turn;
    turnStart(s, log);
  };
}

export const advantageDecision = (s: BattlesState, use: boolean, log: Log) => decideAdvantage(USES, s, stepOf(s, 'advantage'), use, log);

/** 9.0 the player with the Avantage decides whether to use it now (9.1-9.4), or keeps it. */
export const advantageStep = battlesStep('advantage', {
  rule: '9.0',
  actor: (s) => ONLY[stepOf(s, 'advantage').who],
  legal: (_s, _side, out) => {
    out.push({ type: 'use-advantage' }, { type: 'decline' });
  },
  perform: {
    'use-advantage': (s, _a, log) => advantageDecision(s, true, log),
    decline: (s, _a, log) => advantageDecision(s, false, log),
  },
  prompt: (s) => ADVANTAGE[stepOf(s, 'advantage').use] ?? ADVANTAGE_OTHER,
});

/** 9.3 the refresh die was lower than the Spent units: the player picks the units it refreshes. */
export const refreshPickStep = battlesStep('refresh-pick', {
  rule: '9.3',
  actor: (s) => ONLY[s.momentum],
  legal: (s, side, out) => {
    const st = stepOf(s, 'refresh-pick');
    for (const u of BOARD.unitsIn(s, st.area, side)) if (s.spent[u]) out.push({ type: 'refresh-unit', unit: uid(u) });
  },
  perform: { 'refresh-unit': (s, a, log) => refreshUnit(s, U(a.unit), log) },
  prompt: PROMPTS['refresh-pick'],
});
