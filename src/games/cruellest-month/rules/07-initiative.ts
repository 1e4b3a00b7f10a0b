// 7.0 Initiative Phase: 7.3 RFC Reserve, 7.4 reconnaissance, 7.5 initiative, 7.6 initiative missions.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, say, SIDE_FR, areaName, airName, need, atAirbase, AIRBASE_UNITS_IX } from './common.ts';
import { enemyBasesToExamine, examine } from './05-random-events.ts';
import { reduceAir } from './08-air-missions.ts';
const { AIR_BY_ID, GROUND_BY_ID } = D;
const { ARRAS, LENS, SIDE_NAME, germansWestOfHL, vimyAllAllied, vimyAnyGerman } = S;

export function commitRfc(s: State, commit: boolean, log: Log): void {
  const ix = AIRBASE_UNITS_IX().filter((u) => s.air[u].base !== 'dead' && s.air[u].base !== 'event');
  if (!commit) {
    s.rfcCommitted = false;
    for (const u of ix) { s.air[u].base = 'away'; s.air[u].disrupted = false; s.air[u].flown = false; }
    if (log) say(log, '7.3', 'The Allied player does not commit the RFC Reserve', "Le joueur allié n'engage pas la réserve du RFC");
    s.step = 'recon-start';
    return;
  }
  s.rfcCommitted = true;
  s.vp.german += 1; // 7.3, 13.1
  if (log) say(log, '7.3', 'The Allied player commits the RFC Reserve: +1 VP to the German player', 'Le joueur allié engage la réserve du RFC : +1 PV au joueur allemand');
  need(s, 'rfc', ix.length, 10, 'RFC Reserve entry', 'entrée de la réserve du RFC', '7.3', { units: ix });
}

export function rfcRolls(s: State, d: number[], units: string[], log: Log): void {
  let mod = 0;
  if (vimyAnyGerman(s)) mod++;
  if (germansWestOfHL(s)) mod++;
  if (s.control[ARRAS] === 'german') mod++;
  if (s.events.anzac) mod++;
  if (s.control[LENS] === 'allied') mod--;
  if (Object.values(s.air).some((u) => AIR_BY_ID[u.id].reserve && AIR_BY_ID[u.id].side === 'german' && atAirbase(u.base)) || Object.keys(s.ground).some((id) => GROUND_BY_ID[id].formation === 'german-reserve' && s.ground[id].where === 'map')) mod--;
  units.forEach((u, i) => {
    const r = d[i] + mod;
    const a = s.air[u];
    a.flown = false;
    if (r <= 4) { a.reduced = false; a.disrupted = false; a.base = 'rfc'; }
    else if (r <= 9) { if (a.reduced) a.disrupted = true; a.reduced = true; a.base = 'rfc'; }
    else a.base = 'away';
    if (log) say(log, '7.3', `${airName(u)}: roll ${d[i]}${mod ? (mod > 0 ? '+' : '') + mod : ''} = ${r}: ${a.base === 'away' ? 'does not enter' : a.reduced ? (a.disrupted ? 'Reduced and Disrupted' : 'Reduced') : 'full strength'}`,
      `${airName(u)} : jet ${d[i]}${mod ? (mod > 0 ? '+' : '') + mod : ''} = ${r} : ${a.base === 'away' ? "n'entre pas" : a.reduced ? (a.disrupted ? 'réduit et désorganisé' : 'réduit') : 'à pleine force'}`, ['allied']);
  });
  // 6.1: how many entered stays on the Allied display (the German log has only the commitment).
  s.step = 'recon-start';
}

export function reconRolls(s: State, d: number[], log: Log): void {
  const chosen = s.recon.filter((r) => r.status === 'chosen');
  chosen.forEach((r, i) => {
    const u = s.air[r.unit];
    let roll = d[i];
    if (s.generalRegroup === r.side) roll -= 1;
    if (u.reduced) roll += 1;
    if (roll <= 6) {
      r.status = 'flying';
      u.flown = true;
      s.pendingExamine.push({ side: r.side, rule: '7.4.3' });
      if (log) say(log, '7.4.2', `${SIDE_NAME[r.side]} reconnaissance over ${areaName(r.area)} (roll ${roll})`, `Reconnaissance ${SIDE_FR[r.side]}e au-dessus de ${areaName(r.area)} (jet ${roll})`);
    } else {
      r.status = 'grounded';
      u.flown = true;
      if (roll >= 10) reduceAir(s, r.unit, log, '7.4.2');
      if (log) say(log, '7.4.2', `${SIDE_NAME[r.side]} reconnaissance fails (roll ${roll})${roll >= 10 ? ': the unit loses a step' : ''}`, `La reconnaissance ${SIDE_FR[r.side]}e échoue (jet ${roll})${roll >= 10 ? " : l'unité perd un pas" : ''}`);
    }
  });
  s.pendingExamine = s.pendingExamine.filter((p) => enemyBasesToExamine(s, p.side).length > 0);
  s.step = s.pendingExamine.length ? 'examine' : 'initiative-roll';
}

export const reconOver = (s: State, side: Side, areas: string[]) => s.recon.filter((r) => r.side === side && r.status === 'flying' && areas.includes(r.area)).length;

export function initiativeRoll(s: State, roll: number, log: Log): void {
  let r = roll;
  const mods: string[] = [];
  const m = (v: number, why: string) => { r += v; mods.push(`${v > 0 ? '+' : ''}${v} ${why}`); };
  if (vimyAllAllied(s)) m(-1, 'Vimy Ridge Allied');
  if (s.control[LENS] === 'allied') m(-1, 'Lens Allied');
  if (s.events.trenchard) m(-1, 'Trenchard Intervenes');
  const ar = Math.min(2, reconOver(s, 'allied', ['douai', 'cambrai']));
  if (ar) m(-ar, 'Allied reconnaissance');
  if (s.generalRegroup === 'german') m(-1, 'German General Regroup');
  if (s.cityHits.arras) m(s.cityHits.arras, 'hits on Arras');
  if (reconOver(s, 'german', ['arras'])) m(1, 'German reconnaissance over Arras');
  if (s.generalRegroup === 'allied') m(1, 'Allied General Regroup');
  s.initiative = r >= 6 ? 'german' : 'allied';
  if (log) say(log, '7.5', `Initiative roll ${roll}${mods.length ? ' ' + mods.join(', ') : ''} = ${r}: ${SIDE_NAME[s.initiative]} initiative`, `Jet d'initiative ${roll}${mods.length ? ' ' + mods.join(', ') : ''} = ${r} : initiative au joueur ${SIDE_FR[s.initiative]}`);
  s.step = 'init-missions';
}
