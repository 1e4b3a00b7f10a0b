// The Cruellest Month: who acts, the legal actions, their dispatch to the rules, and the flow (everything automatic).
// The rules themselves live in rules/NN-chapter.ts, one file per rulebook chapter.
import { CHANCE, type Action, type ChanceSpec, type Role } from './../../kernel/game.ts';
import * as AB from './air-battle/battle.ts';
import * as D from './data.ts';
import * as S from './state.ts';
import type { Mission, Side, State } from './state.ts';
import { type Log, say, SIDE_FR, areaName, airName, gName, need, atAirbase, AIRBASE_UNITS_IX } from './rules/common.ts';
import { startTurn, randomEvent, enemyBasesToExamine, examine, noExamine } from './rules/05-random-events.ts';
import { deployOptions, deployBaseOptions } from './rules/14-setup.ts';
import { constructibleFeld, dismantlable, constructHexes } from './rules/06-airbases.ts';
import { commitRfc, rfcRolls, reconRolls, initiativeRoll } from './rules/07-initiative.ts';
import { RESERVE_RBS, reserveAirRolls, reserveGroundRolls, germanReinforcementHexes, placeAction, alliedReinforcementHexes } from './rules/12-reinforcements.ts';
import { airLegal, airPerform, airStep } from './rules/08-air-operations.ts';
import { scrambleRoll, targetScrambleRoll, lateRoll, afterBattle, balloonLow, aaRoll, observerRoll, bombRoll, spotRoll, airbaseDamage, accidentRoll, stageAccident, accident, airConclusion } from './rules/08-air-missions.ts';
import { moveOptions, overStacked, groundMove, enterHex, evacuateRolls, relocateOptions, relocate, attackOptions, defenders, defendersLabel, startCombat, nextCombat, supportSide, supportOptions, support, groundCombatRoll, retreatOptions, retreat } from './rules/09-ground-operations.ts';
import { supplyPhase } from './rules/10-supply.ts';
import { regroupRolls, regroupResults, restorable, restoreStep, reorganize, repairs } from './rules/11-regroup.ts';
import { victoryPhase } from './rules/13-victory.ts';
const { AIR_BY_ID, GROUND_BY_ID, INITIAL_ASL, AIRBASES } = D;
const { SIDE_NAME, aircraftOf, aslText, baseName, operating, other, overCapacity, unitsAt } = S;

// =============================================================================================
// Who acts

/** The one role to act (shared, frozen arrays: toAct is asked about twice an action; callers only read it). */
const ALLIED_ACTS: Role[] = Object.freeze(['allied']) as Role[];
const GERMAN_ACTS: Role[] = Object.freeze(['german']) as Role[];
const CHANCE_ACTS: Role[] = Object.freeze([CHANCE]) as Role[];
const NOBODY: Role[] = Object.freeze([] as Role[]) as Role[];
const only = (side: Side): Role[] => (side === 'allied' ? ALLIED_ACTS : GERMAN_ACTS);

export function toAct(s: State): Role[] {
  if (s.over) return NOBODY;
  if (s.battle) return AB.airBattleToAct(s.battle);
  if (s.roll) return CHANCE_ACTS;
  if (s.relocate) return only(AIR_BY_ID[s.relocate.units[0]].side);
  switch (s.step) {
    case 'deploy-allied': case 'allied-ace': case 'gr-allied': case 'rfc': case 'recon-allied': case 'place-allied':
      return ALLIED_ACTS;
    case 'deploy-german':
      return GERMAN_ACTS;
    case 'gr-german': case 'construct': case 'recon-german': case 'place-air': case 'place-ground': case 'dismantle':
      return GERMAN_ACTS;
    case 'designate':
      return only(s.designated.allied ? 'german' : 'allied');
    case 'spy': case 'examine':
      return only(s.pendingExamine[0].side);
    case 'restore':
      return only(s.generalRegroup!);
    case 'air':
      return only(airActor(s));
    case 'move': case 'attack':
      return only(s.groundSide);
    case 'support':
      return only(supportSide(s));
    case 'defend':
      return only(other(GROUND_BY_ID[s.attacks[0].attacker].side));
    case 'retreat':
      return only(GROUND_BY_ID[s.combat!.defender].side);
    case 'advance':
      return only(GROUND_BY_ID[s.combat!.attacker].side);
  }
  return NOBODY;
}

function airActor(s: State): Side {
  const m = s.mission;
  if (!m) return s.ops.mover;
  if (m.step === 'scramble' || m.step === 'target-scramble') return other(m.side);
  if (m.step === 'land') return s.air[m.landing[0]] ? AIR_BY_ID[m.landing[0]].side : m.side;
  return m.side;
}

export function chanceSpec(s: State): ChanceSpec {
  if (s.battle) return AB.airBattleChance(s.battle);
  const r = s.roll;
  if (!r) return { dice: 1, sides: 10, label: 'no roll is due', texts: { fr: 'aucun jet de dé attendu' } };
  return { dice: r.dice, sides: r.sides, label: r.label, rule: r.rule, texts: { fr: r.fr ?? r.label } };
}

// =============================================================================================
// Legal actions

export function legal(s: State, role: Role): Action[] {
  if (s.over || role === CHANCE) return [];
  if (s.battle) return AB.airBattleLegal(s.battle, role);
  if (!toAct(s).includes(role)) return [];
  const side = role as Side;
  if (s.relocate) return relocateOptions(s).map((to) => ({ type: 'relocate', unit: s.relocate!.units[0], to }));
  switch (s.step) {
    case 'deploy-allied': case 'deploy-german':
    {
      const out: Action[] = [];
      deployOptions(s, side, out);
      deployBaseOptions(s, side, out);
      out.push({ type: 'deploy-done' });
      return out;
    }
    case 'allied-ace': {
      const out: Action[] = AIRBASE_UNITS_IX().filter((u) => aircraftOf(u).type !== 'NB').map((unit) => ({ type: 'ace', unit }));
      out.push({ type: 'no-ace' });
      return out;
    }
    case 'gr-allied': case 'gr-german':
      return [{ type: 'general-regroup' }, { type: 'no-general-regroup' }];
    case 'designate': {
      const out: Action[] = [];
      const air = s.air;
      for (const id in air) {
        const u = air[id];
        if (AIR_BY_ID[id].side === side && u.disrupted && !u.regroup && atAirbase(u.base)) out.push({ type: 'designate', unit: id });
      }
      out.push({ type: 'designate-done' });
      return out;
    }
    case 'rfc':
      return [{ type: 'commit' }, { type: 'no-commit' }];
    case 'recon-allied': case 'recon-german': {
      const out: Action[] = [];
      const chosen = s.recon.filter((r) => r.side === side).length;
      if (chosen < (side === 'allied' ? 2 : 1)) {
        const areas = side === 'allied' ? ['douai', 'cambrai'] : ['arras'];
        const air = s.air;
        for (const id in air) {
          const u = air[id];
          if (AIR_BY_ID[id].side !== side || aircraftOf(id).type !== 'RB' || u.flown || !atAirbase(u.base) || !operating(s, u.base)) continue;
          if (s.recon.some((r) => r.unit === id)) continue;
          for (const area of areas) out.push({ type: 'recon', unit: id, area });
        }
      }
      out.push({ type: 'recon-done' });
      return out;
    }
    case 'spy': case 'examine': {
      const out: Action[] = enemyBasesToExamine(s, side).map((base) => ({ type: 'examine', base }));
      if (s.pendingExamine[0].rule === '7.4.3') out.push({ type: 'no-examine' }); // 7.4.3: the owner "may designate" an Airbase
      return out;
    }
    case 'construct': {
      const out: Action[] = [];
      const free = constructibleFeld(s);
      if (free) for (const hex of constructHexes(s)) out.push({ type: 'construct', base: free, hex });
      out.push({ type: 'construct-done' });
      return out;
    }
    case 'place-air': {
      const u = s.toPlace[0];
      const out: Action[] = [];
      for (const base of ['off-douai', 'off-cambrai']) if (!overCapacity(s, base, u)) out.push({ type: 'place', unit: u, base });
      if (aircraftOf(u).type === 'F') for (const b of AIRBASES) if (b.kind === 'feld' && s.bases[b.id].hex && operating(s, b.id) && unitsAt(s, b.id).length === 0) out.push({ type: 'place', unit: u, base: b.id });
      if (out.length === 0) out.push({ type: 'place', unit: u, base: 'off-douai' });
      return out;
    }
    case 'place-ground': {
      const u = s.toPlace[0];
      const out: Action[] = germanReinforcementHexes(s).map((hex) => ({ type: 'place', unit: u, hex }));
      out.push({ type: 'hold', unit: u });
      return out;
    }
    case 'place-allied': {
      const out: Action[] = [];
      const hexes = alliedReinforcementHexes(s);
      for (const id in s.ground) if (GROUND_BY_ID[id].side === 'allied' && s.ground[id].where === 'reserve') for (const hex of hexes) out.push({ type: 'place', unit: id, hex });
      out.push({ type: 'place-done' });
      return out;
    }
    case 'restore': {
      const out: Action[] = restorable(s, side).map((unit) => ({ type: 'restore', unit }));
      out.push({ type: 'restore-done' });
      return out;
    }
    case 'dismantle':
      return [...dismantlable(s).map((base) => ({ type: 'dismantle', base })), { type: 'dismantle-done' }];
    case 'air': {
      if (s.mission) return airLegal(s, side);
      // Just after `cancel`: the position the mission was declared from, whose listing was kept.
      const back = restoredListing;
      restoredListing = null;
      const list = back && back.s === s && back.side === side ? back.list : airLegal(s, side);
      airListed = { s, side, list };
      return list.slice();
    }
    case 'move':
    {
      const out: Action[] = [];
      moveOptions(s, side, out);
      out.push({ type: 'move-done' });
      return out;
    }
    case 'attack':
    {
      const out: Action[] = attackOptions(s, side).map(([attacker, hex]) => ({ type: 'attack', attacker, hex }));
      out.push({ type: 'attacks-done' });
      return out;
    }
    case 'support':
      return supportOptions(s, side);
    case 'defend':
      return defenders(s).map((unit) => ({ type: 'defend', unit }));
    case 'retreat':
      return retreatOptions(s).map((to) => (to === 'off' ? { type: 'retreat-off' } : { type: 'retreat', to }));
    case 'advance':
      return [{ type: 'advance' }, { type: 'no-advance' }];
  }
  return [];
}


// =============================================================================================
// Perform

/**
 * Declaring a mission (8.1.5: the target first, then the units) and cancelling it before launch returns the state
 * to the position it was declared from: the air-step listing of that position is kept with the mission and given
 * again after `cancel` instead of being listed anew (random play declares and cancels about 190 missions a game).
 * Every other action forgets it.
 */
let airListed: { s: State; side: Side; list: Action[] } | null = null;
let restoredListing: { s: State; side: Side; list: Action[] } | null = null;
/** The mission declared last and the listing of the position it was declared from (one at a time: a mission is
 * declared, composed and launched or cancelled before the next). */
let declared: { m: Mission; list: Action[] } | null = null;

export function perform(s: State, role: Role, a: Action, log: Log): void {
  const listed = airListed;
  airListed = null;
  restoredListing = null;
  if (!s.battle && role !== CHANCE && s.step === 'air') {
    if (a.type === 'mission' && !s.mission && listed && listed.s === s && listed.side === role) {
      airPerform(s, role as Side, a, log);
      declared = { m: s.mission!, list: listed.list };
      run(s, log);
      return;
    }
    if (a.type === 'cancel' && s.mission) {
      const list = declared && declared.m === s.mission ? declared.list : undefined;
      declared = null;
      airPerform(s, role as Side, a, log);
      run(s, log);
      if (list && !s.mission && !s.battle && s.step === 'air') restoredListing = { s, side: role as Side, list };
      return;
    }
  }
  if (s.battle) {
    AB.airBattlePerform(s.battle, role, a, log);
    if (AB.airBattleOutcome(s.battle)) afterBattle(s, log);
    run(s, log);
    return;
  }
  if (role === CHANCE) {
    const r = s.roll!;
    s.roll = null;
    onDice(s, r.purpose, a.dice as number[], r.ctx ?? {}, log);
    run(s, log);
    return;
  }
  const side = role as Side;
  if (a.type === 'relocate') {
    relocate(s, a.to as string, log);
    run(s, log);
    return;
  }
  switch (a.type) {
    case 'deploy': {
      const g = s.ground[a.unit as string];
      if (log) say(log, side === 'allied' ? '14.1' : '14.2', `${gName(a.unit as string)} sets up in ${a.hex}`, `${gName(a.unit as string)} se déploie en ${a.hex}`);
      g.hex = a.hex as string;
      s.moved.push(a.unit as string);
      break;
    }
    case 'deploy-base': {
      const b = s.bases[a.base as string];
      if (log) say(log, side === 'allied' ? '14.1' : '14.2', `${baseName(a.base as string)} is set up in ${a.hex}`, `${baseName(a.base as string)} est installé en ${a.hex}`, [side]);
      b.hex = a.hex as string;
      s.moved.push(a.base as string);
      break;
    }
    case 'deploy-done':
      s.moved = [];
      s.step = side === 'allied' ? 'allied-ace' : 'ace-draw';
      break;
    case 'ace':
      s.air[a.unit as string].ace = true;
      s.alliedAcesFree--;
      if (log) say(log, '14.1', `An Allied Ace starts with ${airName(a.unit as string)} of the RFC Reserve`, `Un As allié commence avec ${airName(a.unit as string)} de la réserve du RFC`, ['allied']);
      s.step = 'deploy-german';
      break;
    case 'no-ace':
      s.step = 'deploy-german';
      break;
    case 'general-regroup':
      s.generalRegroup = side;
      s.regroupUsed[side] = true;
      if (log) say(log, '7.1', `${SIDE_NAME[side]} declares a General Regroup Turn`, `Le joueur ${SIDE_FR[side]} déclare un tour de regroupement général`);
      s.step = 'designate-start';
      break;
    case 'no-general-regroup':
      s.step = side === 'allied' ? 'gr-german-check' : 'designate-start';
      break;
    case 'designate':
      s.air[a.unit as string].regroup = true;
      if (log) say(log, '7.2', `${airName(a.unit as string)} is slated for an individual regroup`, `${airName(a.unit as string)} est désigné pour un regroupement individuel`, [side]);
      break;
    case 'designate-done':
      s.designated[side] = true;
      if (s.designated.allied && s.designated.german) s.step = 'rfc-start';
      break;
    case 'commit':
      commitRfc(s, true, log);
      break;
    case 'no-commit':
      commitRfc(s, false, log);
      break;
    case 'recon':
      s.recon.push({ unit: a.unit as string, area: a.area as 'arras', side, status: 'chosen' });
      if (log) say(log, '7.4', `${airName(a.unit as string)} is to fly reconnaissance over ${areaName(String(a.area))}`, `${airName(a.unit as string)} volera en reconnaissance au-dessus de ${areaName(String(a.area))}`, [side]);
      break;
    case 'recon-done':
      s.reconDone[side] = true;
      s.step = side === 'allied' ? 'recon-german-start' : 'recon-roll';
      break;
    case 'examine':
      examine(s, side, a.base as string, log);
      break;
    case 'no-examine':
      noExamine(s, side, log);
      break;
    case 'construct': {
      const b = s.bases[a.base as string];
      b.hex = a.hex as string;
      b.area = null;
      b.status = 'construction';
      if (log) say(log, '6.5.2', `A Feldflugplatz is under construction in ${a.hex}`, `Un Feldflugplatz est en construction en ${a.hex}`);
      break;
    }
    case 'construct-done':
      s.step = 'initiative-start';
      break;
    case 'place': placeAction(s, side, a, log); break;
    case 'hold':
      s.toPlace.shift();
      if (s.toPlace.length === 0) s.step = 'tsp';
      break;
    case 'place-done':
      s.step = 'vp';
      break;
    case 'restore': restoreStep(s, side, a.unit as string, log); break;
    case 'restore-done':
      s.step = 'reorganize';
      break;
    case 'dismantle': {
      const b = s.bases[a.base as string];
      b.status = 'dismantled';
      b.hex = null;
      b.area = null;
      b.readyTurn = s.turn + 1;
      if (log) say(log, '6.5.4', `${baseName(a.base as string)} is dismantled; it may be rebuilt from turn ${s.turn + 1}`, `${baseName(a.base as string)} est démonté ; il pourra être reconstruit à partir du tour ${s.turn + 1}`);
      break;
    }
    case 'dismantle-done':
      s.step = 'repairs';
      break;
    case 'move': groundMove(s, a.unit as string, a.to as string, log); break;
    case 'move-done':
      overStacked(s, side, log);
      s.step = 'attack';
      break;
    case 'attack': {
      const hex = a.hex as string;
      s.attacks.push({ attacker: a.attacker as string, hex });
      const [en, fr] = defendersLabel(s, hex);
      if (log) say(log, '9.4', `${gName(a.attacker as string)} will attack ${en}`, `${gName(a.attacker as string)} attaquera ${fr}`);
      break;
    }
    case 'defend': {
      const at = s.attacks.shift()!;
      if (log) say(log, '9.4', `${gName(a.unit as string)} meets the attack of ${gName(at.attacker)} (defender's choice)`, `${gName(a.unit as string)} reçoit l'attaque de ${gName(at.attacker)} (au choix du défenseur)`);
      startCombat(s, at.attacker, a.unit as string);
      break;
    }
    case 'attacks-done':
      s.step = 'combat-next';
      break;
    case 'support': support(s, side, a, log); break;
    case 'retreat': retreat(s, a.to as string, log); break;
    case 'retreat-off': retreat(s, 'off', log); break;
    case 'advance': {
      const c = s.combat!;
      const g = s.ground[c.attacker];
      if (log) say(log, '9.4.4', `${gName(c.attacker)} advances into ${c.vacated}`, `${gName(c.attacker)} avance en ${c.vacated}`);
      g.hex = c.vacated!;
      enterHex(s, c.attacker, c.vacated!, log);
      s.combat = null;
      s.step = 'combat-next';
      break;
    }
    case 'no-advance':
      s.combat = null;
      s.step = 'combat-next';
      break;
    default:
      airPerform(s, side, a, log);
  }
  run(s, log);
}

// =============================================================================================
// The flow: everything automatic

export function run(s: State, log: Log): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.over || s.roll || s.battle || s.relocate) return;
    const before = s.step;
    step(s, log);
    if (s.step === before && !s.roll && !s.battle) return; // a decision is due
  }
  throw new Error(`cruellest-month: the flow does not settle at ${s.phase}/${s.step}`);
}

function step(s: State, log: Log): void {
  switch (s.step) {
    // --- Setup (14.3)
    case 'asl':
      return need(s, 'asl', 6, 6, 'initial Artillery Support: VI, Canadian, VII Corps; Gruppen Souchez, Vimy, Arras', "soutien d'artillerie initial : VI, Canadian, VII Corps ; Gruppen Souchez, Vimy, Arras", '14.3');
    case 'ace-draw':
      return need(s, 'ace-draw', 1, 4, 'which German RB unit carries the Ace (draw)', "quelle unité RB allemande porte l'As (tirage)", '14.2');
    case 'rb-setup':
      // 14.2: "Roll for their [the four RBs'] availability on Turn 1 after both players have finished setting up the
      // game" - so an available RB stands at its base from the start of Turn 1 and may fly reconnaissance (7.4).
      return need(s, 'reserves-air', RESERVE_RBS.length, 6, 'German reserve RB units for Turn 1', 'unités RB de la réserve allemande pour le tour 1', '14.2', { units: RESERVE_RBS });
    case 'turn-start':
      return startTurn(s, log);
    // --- 5.0
    case 'event':
      return need(s, 'event', 1, 10, 'Random Event', 'événement aléatoire', '5.0');
    // --- 6.5
    case 'construct-check':
      s.step = constructibleFeld(s) && constructHexes(s).length ? 'construct' : 'initiative-start';
      return;
    // --- 7.1
    case 'initiative-start':
      s.phase = 'initiative';
      s.step = s.regroupUsed.allied ? 'gr-german-check' : 'gr-allied';
      return;
    case 'gr-german-check':
      s.step = s.regroupUsed.german || s.generalRegroup ? 'designate-start' : 'gr-german';
      return;
    // --- 7.2
    case 'designate-start': {
      // 6.1, 7.2 "normally done in secret": each player is asked in turn (Allied, then German) whether
      // he has Disrupted aircraft or not, so that the asking tells the other nothing.
      s.designated = { allied: false, german: false };
      s.step = 'designate';
      return;
    }
    // --- 7.3
    case 'rfc-start':
      s.step = AIRBASE_UNITS_IX().some((u) => s.air[u].base !== 'dead' && s.air[u].base !== 'event') ? 'rfc' : 'recon-start';
      return;
    // --- 7.4
    case 'recon-start':
      s.recon = [];
      s.reconDone = { allied: false, german: false };
      s.step = 'recon-allied';
      return;
    case 'recon-german-start':
      s.step = 'recon-german';
      return;
    case 'recon-roll': {
      const chosen = s.recon.filter((r) => r.status === 'chosen');
      if (chosen.length === 0) { s.step = 'initiative-roll'; return; }
      return need(s, 'recon', chosen.length, 10, 'reconnaissance flights', 'vols de reconnaissance', '7.4.2');
    }
    // --- 7.5, 7.6
    case 'initiative-roll':
      if (s.turn === 1) {
        s.initiative = 'allied';
        if (log) say(log, '7.0', 'Turn 1: the Allied player has the initiative', "Tour 1 : le joueur allié a l'initiative");
        s.step = 'init-missions';
        return;
      }
      return need(s, 'initiative', 1, 10, 'Initiative Determination (Allied roll)', "détermination de l'initiative (jet allié)", '7.5');
    case 'init-missions':
      return need(s, 'init-missions', 1, 10, 'Initiative air missions', "missions aériennes d'initiative", '7.6');
    // --- 12.2
    case 'reserves': {
      // 14.2: the RBs rolled for Turn 1 at the set-up.
      const air = Object.keys(s.air).filter((id) => s.air[id].base === 'reserve' && !(s.turn === 1 && RESERVE_RBS.includes(id)));
      if (air.length === 0) { s.step = 'reserves-ground'; return; }
      return need(s, 'reserves-air', air.length, 6, 'German Strategic Reserve aircraft', 'avions de la réserve stratégique allemande', '12.2.1', { units: air });
    }
    case 'reserves-ground': {
      const inf = Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].side === 'german' && s.ground[id].where === 'reserve');
      if (inf.length === 0 || s.generalRegroup) { s.step = 'tsp'; return; }
      return need(s, 'reserves-ground', inf.length, 6, 'VI Armee reserve divisions', 'divisions de réserve de la VI. Armee', '12.2.3', { units: inf });
    }
    case 'tsp':
      if (s.tanksGone) { s.tsp = 0; s.step = 'air-start'; return; }
      // Ruling (14.3.1, 9.4.3): Turn 1 fights with the 6 starting Tank Support Points; the roll starts on Turn 2.
      if (s.turn === 1) {
        if (log) say(log, '14.3.1', `Tank Support Points this turn: ${s.tsp} (the starting marker)`, `Points de soutien de chars ce tour : ${s.tsp} (le marqueur de départ)`);
        s.step = 'air-start';
        return;
      }
      return need(s, 'tsp', 1, 6, 'Tank Support Points', 'points de soutien de chars', '9.4.3');
    // --- 8.1
    case 'air-start':
      s.phase = 'air';
      s.ops = { mover: s.initiative, initiativeLeft: s.initiativeMissions, passes: 0, alliedBombed: s.ops.alliedBombed };
      s.step = 'air';
      return;
    case 'air':
      return airStep(s, log);
    case 'air-conclusion':
      return airConclusion(s, log);
    // --- 9
    case 'ground-start':
      s.phase = 'ground';
      s.groundSide = s.initiative;
      s.moved = [];
      s.attacks = [];
      s.step = 'move';
      return;
    case 'combat-next':
      return nextCombat(s, log);
    // --- 10
    case 'supply':
      return supplyPhase(s, log);
    // --- 11
    case 'regroup':
      return regroupRolls(s, log);
    case 'restore-roll':
      return need(s, 'restore', 1, 10, 'General Regroup replacement steps', 'pas de remplacement du regroupement général', '11.2.3');
    case 'reorganize':
      return reorganize(s, log);
    case 'repairs':
      return repairs(s, log);
    // --- 12.1, 4.8
    case 'reinforce':
      s.phase = 'reinforcement';
      for (const k in s.bosl) s.bosl[k] = 0;
      s.step = s.regroupUsed.allied && Object.values(s.ground).some((g) => g.where === 'reserve' && GROUND_BY_ID[g.id].side === 'allied') && alliedReinforcementHexes(s).length ? 'place-allied' : 'vp';
      return;
    // --- 13
    case 'vp':
      return victoryPhase(s, log);
  }
}

function onDice(s: State, purpose: string, d: number[], ctx: Record<string, unknown>, log: Log): void {
  switch (purpose) {
    case 'asl': {
      // 14.3.1, 14.3.2
      const keys = ['VI', 'Canadian', 'VII', 'souchez', 'vimy', 'arras'] as const;
      keys.forEach((k, i) => {
        const spec = INITIAL_ASL[k] as { plus: number; max: number };
        s.asl[k] = Math.min(spec.max, d[i] + spec.plus);
      });
      for (const k in s.bosl) s.bosl[k] = 0;
      if (log) say(log, '14.3', `Artillery Support: ${aslText(s)}; Tank Support 6; all Balloon Observation Levels Normal`,
        `Soutien d'artillerie : ${aslText(s, true)} ; soutien de chars 6 ; tous les niveaux d'observation par ballon normaux`);
      s.step = 'rb-setup';
      return;
    }
    case 'ace-draw': {
      const rbs = Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'fa-reserve');
      const pick = rbs[d[0] - 1];
      s.air[pick].ace = true;
      if (log) say(log, '14.2', `The German RB Ace flies with ${airName(pick)}`, `L'As RB allemand vole avec ${airName(pick)}`, ['german']);
      s.step = 'asl';
      return;
    }
    case 'event': return randomEvent(s, d[0], log);
    case 'rfc': return rfcRolls(s, d, ctx.units as string[], log);
    case 'recon': return reconRolls(s, d, log);
    case 'initiative': return initiativeRoll(s, d[0], log);
    case 'init-missions': {
      s.initiativeMissions = d[0] <= 4 ? 1 : d[0] <= 8 ? 2 : 3; // 7.6
      if (log) say(log, '7.6', `${SIDE_NAME[s.initiative]} initiative air missions: ${s.initiativeMissions} (roll ${d[0]})`, `Missions aériennes d'initiative du joueur ${SIDE_FR[s.initiative]} : ${s.initiativeMissions} (jet ${d[0]})`);
      s.step = 'reserves';
      return;
    }
    case 'reserves-air': return reserveAirRolls(s, d, ctx.units as string[], log);
    case 'reserves-ground': return reserveGroundRolls(s, d, ctx.units as string[], log);
    case 'tsp': {
      // 9.4.3
      const r = d[0] + Math.max(0, s.turn - 2);
      if (r >= 6) { s.tanksGone = true; s.tsp = 0; if (log) say(log, '9.4.3', `Tank Support roll ${r}: no tanks for the rest of the game`, `Jet de soutien de chars ${r} : plus de chars jusqu'à la fin de la partie`); }
      else { s.tsp = r; if (log) say(log, '9.4.3', `Tank Support Points this turn: ${r}`, `Points de soutien de chars ce tour : ${r}`); }
      s.step = 'air-start';
      return;
    }
    case 'scramble': return scrambleRoll(s, d[0], ctx, log);
    case 'target-scramble': return targetScrambleRoll(s, d[0], log);
    case 'late': return lateRoll(s, d[0], ctx, log);
    case 'aa': return aaRoll(s, d[0], log);
    case 'observer': return observerRoll(s, d[0], ctx, log);
    case 'bomb': return bombRoll(s, d[0], log);
    case 'spot2': return spotRoll(s, d[0], log);
    case 'airbase-damage': return airbaseDamage(s, d, ctx.units as string[], log);
    case 'balloon-low': return balloonLow(s, d[0], log);
    case 'accident': return accidentRoll(s, d[0], log);
    case 'stage-accident': return stageAccident(s, d[0], ctx.unit as string, log);
    case 'evacuate': return evacuateRolls(s, d, ctx.units as string[], ctx.base as string, !!ctx.wasDisrupted, log);
    case 'ground': return groundCombatRoll(s, d[0], log);
    case 'regroup': return regroupResults(s, d, ctx.items as string[], log);
    case 'restore': {
      s.restoreSteps = d[0];
      if (log) say(log, '11.2.3', `${SIDE_NAME[s.generalRegroup!]} General Regroup: ${d[0]} replacement steps at 1 VP each to the opponent`, `Regroupement général ${SIDE_FR[s.generalRegroup!]} : ${d[0]} pas de remplacement à 1 PV chacun pour l'adversaire`);
      s.step = restorable(s, s.generalRegroup!).length ? 'restore' : 'reorganize';
      return;
    }
    case 'replaced-vp': return;
  }
}
