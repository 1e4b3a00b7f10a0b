// Counter-Attack Battles edition, chapter 9 L'Avantage: 9.0, 9.1 combat rerolls, 9.2 extending the turn,
// 9.3 refreshing units, 9.4 other uses (13.5 Gort), 9.5 limits.

import { type AdvantageUse, type BattlesState, type Side, BOARD, N_UNITS, SIDE_OF, other } from '../state.ts';
import { type Log, inSector, name, plural, entry, sector, sideEn, sideFr } from '../text.ts';
import { Pl, PlFr } from './common.ts';
import { roll, turnStart, settleInitiative, startCombatPhase } from './04-sequence-of-play.ts';
import { resolveAssault } from './06-assault.ts';
import { resolveBombard } from './07-bombardment.ts';
import { startReorganization } from './10-reorganization.ts';
import { closeTurn, finalVictory } from './11-victory.ts';

/** 9.5 the Advantage may be used once per turn per player. */
export const mayUseAdvantage = (s: BattlesState, who: Side) => s.advantage === who && !s.advantageUsed[who];

/** 9.0 the player who uses the Advantage gives the marker to the opponent. */
export function useAdvantage(s: BattlesState, log: Log, en: string, fr: string, rule: string) {
  const who = s.advantage;
  s.advantageUsed[who] = true;
  s.advantage = other(who);
  log?.(entry(rule, `${Pl(who)} uses the Advantage ${en}; the Advantage passes to the ${sideEn(other(who))} player.`, `${PlFr(who)} utilise l'Avantage ${fr} ; l'Avantage passe au joueur ${sideFr(other(who))}.`));
}

export function offer(s: BattlesState, who: Side, use: AdvantageUse) {
  s.step = { k: 'advantage', who, use };
}

/** 9.2 restart the Combat Phase: every Fatiguée unit on the map is Fraîche again. */
function prolong(s: BattlesState, log: Log) {
  useAdvantage(s, log, 'to extend the turn', 'pour prolonger le tour', '9.2');
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0) BOARD.setSpent(s, u, 0);
  log?.(entry('9.2', 'Every Spent unit is Fresh again; the Combat Phase begins again.', 'Toutes les unités Fatiguées redeviennent Fraîches ; la Phase de Combat recommence.'));
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
  log?.(entry('9.3', `Refresh dr ${dr} in ${sector(area)}.`, `Rafraîchir : jd ${dr} ${inSector(area)}.`));
  if (dr >= spent.length) {
    for (const u of spent) BOARD.setSpent(s, u, 0);
    log?.(entry('9.3', `${spent.length} ${spent.length === 1 ? 'unit becomes Fresh' : 'units become Fresh'}.`, `${spent.length} ${plural(spent.length, 'unité redevient Fraîche', 'unités redeviennent Fraîches')}.`));
    s.step = { k: 'impulse' };
    return;
  }
  s.step = { k: 'refresh-pick', area, left: dr };
}

export function refreshUnit(s: BattlesState, u: number, log: Log) {
  const st = s.step as { k: 'refresh-pick'; area: number; left: number };
  BOARD.setSpent(s, u, 0);
  log?.(entry('9.3', `${name(u)} becomes Fresh.`, `${name(u)} redevient Fraîche.`));
  st.left -= 1;
  if (st.left <= 0) s.step = { k: 'impulse' };
}

export function advantageDecision(s: BattlesState, use: boolean, log: Log) {
  const st = s.step as { k: 'advantage'; who: Side; use: AdvantageUse };
  switch (st.use) {
    case 'initiative':
      if (!use) return settleInitiative(s, log);
      useAdvantage(s, log, 'to force a new Initiative roll', "pour forcer une relance du JD d'Initiative", '9.4');
      s.pendingInitiative = null;
      return roll(s, 'initiative', 4);
    case 'combat':
    case 'bombard': {
      const c = s.combat!;
      if (!use) return c.kind === 'bombard' ? resolveBombard(s, log) : resolveAssault(s, log);
      useAdvantage(s, log, 'to force both players to roll again', 'pour forcer les deux joueurs à relancer les dés', '9.1');
      return roll(s, c.kind === 'bombard' ? 'bombard' : 'combat', c.dice.length);
    }
    case 'french':
    case 'panzer':
    case 'fifth':
      if (use) {
        useAdvantage(s, log, 'to release its units', 'pour libérer ses unités', '9.4');
        s.released[st.use] = s.turn;
      }
      return turnStart(s, log);
    case 'gort':
      if (!use) return finalVictory(s, log, '13.5');
      useAdvantage(s, log, "against Gort's decision: the offensive goes on", "contre la Décision de Gort : l'offensive continue", '9.4');
      return closeTurn(s, log);
    case 'prolong':
      if (use) return prolong(s, log);
      return startReorganization(s, 'allied', log);
  }
}
