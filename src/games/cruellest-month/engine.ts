// The Cruellest Month: the strategic engine, in the rulebook's order. One turn (4.0):
// Random Events (5) - Airbase Construction (6.5) - Initiative (7.1-7.6, 12.2, 9.4.3) - Air Operations (8) -
// Ground Operations (9) - Supply (10, 9.5.1) - Regroup (11) - Reinforcements (12.1, 4.8) - Victory Points (13).
//
// The state says where the turn stands (`phase`, `step`); `run` carries on through everything automatic
// until a player must decide or dice must fall (`s.roll`). The air battle (8.7) is the air-battle module's,
// through its contract; while `s.battle` is set, every call is handed to it.
// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as K from '../../kernel/game.ts';
import type { Action, ChanceSpec, LogEntry, LogSink, Role } from '../../kernel/game.ts';
const { CHANCE } = K;
import * as AB from './air-battle/battle.ts';
import type { AirBattleOutcome, BattleUnitInput } from './air-battle/contract.ts';
import * as BD from './air-battle/data.ts';
const { AIRCRAFT: BOARD_AIRCRAFT } = BD;
import * as D from './data.ts';
const { airUnitName, AIR_BY_ID, ASL_MAX, CITY_AAF, GROUND_BY_ID, GROUND_COLUMNS, GROUND_CRT, INFANTRY_AAF, INITIAL_ASL, PLACES, POOR_WEATHER_COMBAT, RAIL_HEXES, RANDOM_EVENTS, TEC, AIRBASE_AAF, AIRBASE_AAF_DISRUPTED, aaFire, acrossRiver, eastOfHindenburg, grid, groundColumn, isHindenburg, westOfHindenburg, gruppenOf: gruppenOfHex, EAST_ROW, WEST_ROW, CORPS, GRUPPE_LIST, HL_HEXES, HL_SCORING_HEXES, AIRBASES, OFFMAP_HITS_MAX, CITY_HITS_MAX, VICTORY, STACKING } = D;
import * as S from './state.ts';
import type { AirUnit, HostTally, Mission, Side, State, Task } from './state.ts';
type Aircraft = ReturnType<typeof aircraftOf>;
const { aircraftAt, capacityBreach, hostClass, hostClassAt, hostCounts, hostTally, hostIX, placeNo, HOST_CLASSES, hexNo, hexDistance, HEX_INFO, NBR_INDEX, airDef, groundDef, ARRAS, LENS, SIDE_NAME, aircraftOf, applyOverCapacity, aslText, baseData, baseLoc, baseName, sectorName, cf, faceOf, feldInArea, flightPath, germansWestOfHL, operating, other, overCapacity, ownBases, rangePoints, sectorsOf, supplied, townsEastAllied, unitsAt, unitsIn, vimyAllAllied, vimyAnyGerman, zoc, RIDGE_HEXES } = S;

type Log = LogSink | undefined;
/** A log entry in English and French (LogEntry.texts), naming its rule; `to` limits it to those sides (hidden information).
 * Callers test the log first (`if (log) say(log, ...)`, as the Air Battle Board does): without a log (simulation, search)
 * the texts are not built at all (building them was ~14% of the instructions of a random game). */
const say = (log: LogSink, rule: string, text: string, fr: string, to?: Side[]) => log({ rule, text, texts: { fr }, ...(to ? { to } : {}) } as LogEntry);
/** French words of the log: the sides (as adjectives), the mission tasks, results and modifiers. */
const SIDE_FR: Record<Side, string> = { allied: 'allié', german: 'allemand' };
export const TASK_FR: Record<string, string> = { bombing: 'bombardement', strafing: 'mitraillage', spotting: "réglage d'artillerie", balloon: 'attaque de ballon' };
const RESULT_FR: Record<string, string> = { none: 'sans effet', disrupted: 'désorganisé', reduced: 'réduit' };
const WHY_FR: Record<string, string> = {
  'Airbase Disrupted': 'aérodrome désorganisé', Disrupted: 'désorganisé', Flown: 'a volé', 'Hindenburg Line': 'ligne Hindenburg', 'Poor Weather': 'mauvais temps',
  city: 'ville', 'east of the Hindenburg Line': 'à l\'est de la ligne Hindenburg', 'ground observers': 'observateurs au sol', 'interceptor range': "rayon d'action de l'intercepteur",
  reconnaissance: 'reconnaissance', regroup: 'regroupement', ridge: 'crête', river: 'rivière',
};
const whyFr = (why: string) => WHY_FR[why] ?? why;
const EVENT_FR: Record<string, string> = {
  'nb-arrives': "Arrivée du IX/100 Sqdn (NB)", none: 'Aucun événement', 'poor-weather': 'Mauvais temps', 'allied-spies': 'Espions alliés (espionnage)',
  'german-spies': 'Espions allemands (espionnage)', 'france-attacks': "La France attaque (offensive Nivelle)", 'trenchard-anzac': 'Trenchard intervient / les ANZAC attaquent',
};
const areaName = (a: string) => a[0].toUpperCase() + a.slice(1);
const airName = airUnitName;
const gName = (id: string) => GROUND_BY_ID[id].name;

/** Dice are due: `label` says what for (in English, `fr` in French), naming `rule`. */
function need(s: State, purpose: string, dice: number, sides: number, label: string, fr: string, rule: string, ctx?: Record<string, unknown>): void {
  s.roll = { purpose, dice, sides, label, fr, rule, ...(ctx ? { ctx } : {}) };
}

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

const atAirbase = (b: string) => b !== 'away' && b !== 'reserve' && b !== 'event' && b !== 'dead';
function AIRBASE_UNITS_IX(): string[] {
  return Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'IX');
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

// =============================================================================================
// Setup dice, turn start, Random Events (5.0)

function startTurn(s: State, log: Log): void {
  const air = s.air;
  s.phase = 'events';
  s.poorWeather = false;
  s.events = { alliedSpies: false, germanSpies: false, france: false, anzac: false, trenchard: false };
  s.generalRegroup = null;
  s.rfcCommitted = false;
  s.recon = [];
  s.ops.alliedBombed = false;
  s.reserveFightersIn = [];
  for (const id in air) { air[id].intercepted = false; air[id].missioned = false; air[id].regroup = false; }
  if (log) say(log, '4.0', `Turn ${s.turn} of ${s.lastTurn}`, `Tour ${s.turn} sur ${s.lastTurn}`);
  s.step = 'event';
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

function randomEvent(s: State, roll: number, log: Log): void {
  const ev = RANDOM_EVENTS[roll];
  if (log) say(log, '5.0', `Random Event ${roll}: ${ev.name}`, `Événement aléatoire ${roll} : ${EVENT_FR[ev.id] ?? ev.name}`);
  s.step = 'construct-check';
  switch (ev.id) {
    case 'nb-arrives':
      if (s.air['a-100'].base === 'event') {
        s.air['a-100'].base = 'away';
        if (log) say(log, '12.1', 'IX/100 Sqdn (NB) joins the RFC Reserve', 'Le IX/100 Sqdn (NB) rejoint la réserve du RFC');
      }
      return;
    case 'poor-weather':
      s.poorWeather = true;
      return;
    case 'allied-spies':
      s.events.alliedSpies = true;
      if (enemyBasesToExamine(s, 'allied').length) { s.pendingExamine.push({ side: 'allied', rule: '6.1' }); s.step = 'spy'; }
      return;
    case 'german-spies':
      s.events.germanSpies = true;
      if (enemyBasesToExamine(s, 'german').length) { s.pendingExamine.push({ side: 'german', rule: '6.1' }); s.step = 'spy'; }
      return;
    case 'france-attacks':
      s.events.france = true;
      return;
    case 'trenchard-anzac':
      s.events.trenchard = true;
      s.events.anzac = true;
      return;
  }
}

function enemyBasesToExamine(s: State, side: Side): string[] {
  return ownBases(s, other(side)).filter((b) => b === 'rfc' ? s.rfcCommitted : operating(s, b));
}

/** 6.1, 7.4.3: the owner discloses the numbers of fighters and bombers at one base. */
function examine(s: State, side: Side, base: string, log: Log): void {
  const units = Object.keys(s.air).filter((id) => s.air[id].base === base);
  const fighters = units.filter((u) => aircraftOf(u).type === 'F').length;
  const bombers = units.length - fighters;
  const p = s.pendingExamine.shift()!;
  s.known[side].push({ turn: s.turn, base, fighters, bombers, rule: p.rule });
  if (log) say(log, p.rule, `${SIDE_NAME[side]} examines ${baseName(base)}: ${fighters} fighters, ${bombers} bombers`, `Le joueur ${SIDE_FR[side]} examine ${baseName(base)} : ${fighters} chasseurs, ${bombers} bombardiers`);
  examined(s);
}
/** 7.4.3: the reconnaissance unit's owner examines no Airbase. */
function noExamine(s: State, side: Side, log: Log): void {
  const p = s.pendingExamine.shift()!;
  if (log) say(log, p.rule, `${SIDE_NAME[side]} examines no Airbase`, `Le joueur ${SIDE_FR[side]} n'examine aucun aérodrome`);
  examined(s);
}
function examined(s: State): void {
  if (s.pendingExamine.length === 0) s.step = s.step === 'spy' ? 'construct-check' : 'initiative-roll';
}

// =============================================================================================
// 6.5 Feldflugplatz construction

/** 14.1, 14.2: where an at-start division may set up (each may be moved once from the standard deployment). */
const SETUP_ANCHORS: Record<string, string[]> = { XXIV: ['1210'], Canadian: ['1410', '1610', '1810', '2009'], VI: ['2208'], VII: ['2408', '2608', '2807'] };
/** The `deploy` actions open to `side` (14.1, 14.2), appended to `out`. */
function deployOptions(s: State, side: Side, out: Action[]): void {
  const ground = s.ground;
  const count = new Map<string, number>();
  for (const id in ground) { const g = ground[id]; if (g.where === 'map') count.set(g.hex!, (count.get(g.hex!) ?? 0) + 1); }
  for (const id in ground) {
    const d = GROUND_BY_ID[id];
    const g = ground[id];
    if (d.side !== side || g.where !== 'map' || s.moved.includes(id)) continue;
    const hexes = divisionSetupHexes(side, d.formation);
    if (!hexes) continue;
    for (const h of hexes) if (h !== g.hex && (count.get(h) ?? 0) < STACKING) out.push({ type: 'deploy', unit: id, hex: h });
  }
}
/** The hexes a division of a formation may set up in (14.1, 14.2), sorted; static, computed once each. */
const DIVISION_SETUP = new Map<string, readonly string[] | null>();
function divisionSetupHexes(side: Side, formation: string): readonly string[] | null {
  const key = `${side}|${formation}`;
  let hexes = DIVISION_SETUP.get(key);
  if (hexes !== undefined) return hexes;
  if (side === 'allied') {
    const anchors = SETUP_ANCHORS[formation];
    hexes = anchors ? [...new Set(anchors.flatMap((a) => [a, ...grid.neighbours(a)]))].filter((h) => westOfHindenburg(h)).sort() : null;
  } else {
    const cols = (formation === 'souchez' || formation === 'vimy' || formation === 'arras') ? formation : null;
    hexes = cols ? grid.ids.filter((h) => !westOfHindenburg(h) && gruppenOfHex(h).includes(cols) && (isHindenburg(h) || grid.neighbours(h).some(isHindenburg))).sort() : null;
  }
  DIVISION_SETUP.set(key, hexes);
  return hexes;
}

/** 14.1: each Aerodrome may be set up once elsewhere in its Brigade's zone (on or next to the west edge in its
 *  hexrows; 13th Army anywhere west of and 3+ hexes from the Hindenburg Line), never on a Ridge, one a hex.
 *  14.2: the two on-map Feldflugplatz on railway hexes not within 3 hexes of the Hindenburg Line. */
const BRIGADE_ROWS: Record<string, [number, number]> = { I: [11, 17], III: [18, 23], X: [24, 29] };
/** The `deploy-base` actions open to `side` (14.1, 14.2), appended to `out`. */
function deployBaseOptions(s: State, side: Side, out: Action[]): void {
  const taken = new Set(Object.values(s.bases).map((b) => b.hex).filter(Boolean) as string[]);
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (b.side !== side || !st.hex || s.moved.includes(b.id)) continue;
    const hexes = baseSetupHexes(b);
    if (!hexes) continue;
    for (const h of hexes) if (!taken.has(h)) out.push({ type: 'deploy-base', base: b.id, hex: h });
  }
}
/** The hexes an airbase may set up in (14.1, 14.2), sorted; static, computed once each. */
const BASE_SETUP = new Map<string, readonly string[] | null>();
function baseSetupHexes(b: (typeof AIRBASES)[number]): readonly string[] | null {
  let hexes = BASE_SETUP.get(b.id);
  if (hexes !== undefined) return hexes;
  const hlDist = (h: string) => Math.min(...HL_HEXES.map((x) => grid.distance(x, h)));
  if (b.kind === 'aerodrome') {
    const band = BRIGADE_ROWS[b.brigade!];
    hexes = grid.ids.filter((h) => {
      const { col, row } = grid.coord(h);
      if (PLACES[h]?.terrain === 'ridge' || !westOfHindenburg(h)) return false;
      return band ? col >= band[0] && col <= band[1] && row >= WEST_ROW - 1 : hlDist(h) >= 3;
    }).sort();
  } else if (b.kind === 'feld') hexes = [...RAIL_HEXES].filter((h) => !westOfHindenburg(h) && hlDist(h) > 3 && PLACES[h]?.terrain !== 'city').sort();
  else hexes = null;
  BASE_SETUP.set(b.id, hexes);
  return hexes;
}

/** A Feldflugplatz that may be built this turn: dismantled on an earlier turn (6.5.4; 14.2 note: the ones
 *  starting in the Douai/Cambrai areas are dismantled on Turn 1 to be relocated from Turn 2). */
function constructibleFeld(s: State): string | null {
  for (const b of AIRBASES) {
    if (b.kind !== 'feld') continue;
    const st = s.bases[b.id];
    if (st.status === 'dismantled' && st.readyTurn <= s.turn) return b.id;
  }
  return null;
}
/** Feldflugplatz the German may dismantle now (6.5.4, 11.4): on-map, Normal and empty; or standing in an
 *  off-map area beyond the ones its units need (6.3.1). */
function dismantlable(s: State): string[] {
  const out: string[] = [];
  const spare: Record<string, number> = {};
  for (const area of ['douai', 'cambrai'] as const) spare[area] = feldInArea(s, area) - Math.ceil(unitsAt(s, `off-${area}`).length / 2);
  for (const b of AIRBASES) {
    if (b.kind !== 'feld') continue;
    const st = s.bases[b.id];
    if (st.hex && st.status === 'normal' && unitsAt(s, b.id).length === 0) out.push(b.id);
    else if (!st.hex && st.area && st.status === 'normal' && spare[st.area] > 0) { out.push(b.id); spare[st.area]--; }
  }
  return out;
}

/** 6.5.1: friendly-controlled supplied non-city railway hexes, not within 4 hexes of enemy infantry, one a hex. */
export function constructHexes(s: State): string[] {
  const ground = s.ground;
  const sup = supplied(s, 'german');
  const enemy: number[] = [];
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (groundDef(id, i).side === 'allied' && g.where === 'map') enemy.push(hexNo(g.hex!));
  }
  const taken = new Set(Object.values(s.bases).map((b) => b.hex).filter(Boolean));
  const out: string[] = [];
  for (const h of RAIL_HEXES) {
    if (s.control[h] !== 'german' || !sup.has(h) || PLACES[h]?.terrain === 'city' || taken.has(h)) continue;
    const n = hexNo(h);
    let near = false;
    for (const e of enemy) if (hexDistance(e, n) <= 4) { near = true; break; }
    if (near) continue;
    out.push(h);
  }
  return out.sort();
}

// =============================================================================================
// 7.2 - 7.6

function commitRfc(s: State, commit: boolean, log: Log): void {
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

function rfcRolls(s: State, d: number[], units: string[], log: Log): void {
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

function reconRolls(s: State, d: number[], log: Log): void {
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

const reconOver = (s: State, side: Side, areas: string[]) => s.recon.filter((r) => r.side === side && r.status === 'flying' && areas.includes(r.area)).length;

function initiativeRoll(s: State, roll: number, log: Log): void {
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

/** The four German reserve RB units (12.2.1), rolled for Turn 1 at the set-up (14.2). */
const RESERVE_RBS = Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'fa-reserve');
/** What follows the German reserve aircraft: the ground reserves (12.2.3), or Turn 1 after the set-up roll (14.2). */
const afterAirReserves = (s: State) => (s.phase === 'setup' ? 'turn-start' : 'reserves-ground');

// 12.2.1, 12.2.2
function reserveAirRolls(s: State, d: number[], units: string[], log: Log): void {
  let n = 0;
  units.forEach((u, i) => {
    const rb = aircraftOf(u).type === 'RB';
    let r = d[i];
    const alliedRecon = Math.min(2, reconOver(s, 'allied', ['douai', 'cambrai']));
    r += alliedRecon;
    if (s.events.alliedSpies) r += 1;
    if (s.events.germanSpies) r -= 1;
    if (s.generalRegroup) r -= 1;
    if (!rb) {
      if (s.events.anzac) r += 1;
      if (s.events.france) r += 2;
    }
    if (r <= 4) {
      s.toPlace.push(u);
      n++;
      if (!rb) {
        s.vp.allied += 1; // 12.2.2, 13.1
        s.reserveFightersIn.push(u);
      }
    }
  });
  const f = s.toPlace.filter((u) => aircraftOf(u).type !== 'RB').length;
  if (log) say(log, '12.2', `German Strategic Reserve: ${n} aircraft available (${f} fighters: +${f} VP to the Allied player)`, `Réserve stratégique allemande : ${n} appareils disponibles (${f} chasseurs : +${f} PV au joueur allié)`);
  if (log) say(log, '12.2', `Available: ${s.toPlace.map(airName).join(', ') || 'none'}`, `Disponibles : ${s.toPlace.map(airName).join(', ') || 'aucun'}`, ['german']);
  s.step = s.toPlace.length ? 'place-air' : afterAirReserves(s);
}

function reserveGroundRolls(s: State, d: number[], units: string[], log: Log): void {
  let mod = 0;
  if (s.control[ARRAS] === 'german') mod -= 2;
  if (s.events.germanSpies) mod -= 1;
  if (s.events.alliedSpies) mod += 1;
  if (s.events.anzac) mod += 1;
  if (s.control[LENS] === 'allied') mod += 2;
  if (s.events.france) mod += 2;
  units.forEach((u, i) => { if (d[i] + mod <= 3) s.toPlace.push(u); });
  if (log) say(log, '12.2.3', `VI Armee reserves: ${s.toPlace.length} divisions may enter`, `Réserves de la VI. Armee : ${s.toPlace.length} divisions peuvent entrer`);
  s.step = s.toPlace.length && germanReinforcementHexes(s).length ? 'place-ground' : 'tsp';
  if (s.step === 'tsp') s.toPlace = [];
}

/** Each side's divisions on the map by hex number (`STACK[2 * hex]` Allied, `STACK[2 * hex + 1]` German): a scratch
 * array, valid until the next call. */
const STACK = new Uint8Array(2 * HEX_INFO.length);
function stackCounts(s: State): Uint8Array {
  const ground = s.ground;
  const c = STACK.fill(0);
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (g.where === 'map' && g.hex) c[2 * hexNo(g.hex) + (groundDef(id, i).side === 'allied' ? 0 : 1)]++;
  }
  return c;
}
/** The German reinforcement hexes (12.2.3): towns and Hindenburg Line hexes German-controlled, supplied, not in an
 * Allied ZOC, within stacking. Ruling: not the cities (3.0: Arras and Lens are cities, "all other named sites are
 * towns"), unless on the Hindenburg Line. */
const TOWN_HL = grid.ids.filter((h) => PLACES[h]?.terrain === 'town' || isHindenburg(h));
function germanReinforcementHexes(s: State): string[] {
  const sup = supplied(s, 'german');
  const ez = zoc(s, 'allied');
  const stack = stackCounts(s);
  return TOWN_HL.filter((h) => s.control[h] === 'german' && sup.has(h) && !ez.has(h) && stack[2 * hexNo(h)] + stack[2 * hexNo(h) + 1] < STACKING);
}

function placeAction(s: State, side: Side, a: Action, log: Log): void {
  const u = a.unit as string;
  if (s.step === 'place-air') {
    s.air[u].base = a.base as string;
    s.air[u].flown = false;
    s.air[u].disrupted = false;
    applyOverCapacity(s, a.base as string); // 6.3.4: over capacity, every unit there is Flown (stage-move only)
    if (log) say(log, '12.2', `${airName(u)} is based at ${baseName(a.base as string)}`, `${airName(u)} est basé à ${baseName(a.base as string)}`, ['german']);
    s.toPlace.shift();
    if (s.toPlace.length === 0) s.step = afterAirReserves(s);
    return;
  }
  const g = s.ground[u];
  g.where = 'map';
  g.hex = a.hex as string;
  if (side === 'german') {
    // 12.2.3: 1/2 VP before the German General Regroup Turn.
    if (!s.regroupUsed.german) s.vp.allied += 0.5;
    if (log) say(log, '12.2.3', `${gName(u)} enters at ${a.hex}`, `${gName(u)} entre en ${a.hex}`);
    s.toPlace.shift();
    if (s.toPlace.length === 0) s.step = 'tsp';
  } else {
    if (log) say(log, '12.1.1', `${gName(u)} enters at ${a.hex}`, `${gName(u)} entre en ${a.hex}`);
  }
}

// =============================================================================================
// 8 Air Operations

/** Whether any unit of either side is at an operating airbase and not Flown (8.1.4). */
function anyAvailable(s: State): boolean {
  const air = s.air;
  for (const id in air) {
    const u = air[id];
    if (!u.flown && atAirbase(u.base) && operating(s, u.base)) return true;
  }
  return false;
}
/** 8.1.6: may fly an air mission now. */
function missionEligible(s: State, id: string): boolean {
  return eligible(s, id, s.air[id]);
}
/** missionEligible for the unit `u` (the listings have it at hand). */
function eligible(s: State, id: string, u: AirUnit): boolean {
  if (u.flown || u.missioned || u.regroup || (u.intercepted && !u.missioned)) return false;
  if (!atAirbase(u.base) || !operating(s, u.base)) return false;
  for (const r of s.recon) if (r.unit === id) return false;
  if (s.mission?.units.includes(id)) return false;
  return true;
}
function canDo(id: string, task: Task, s: State): boolean {
  return able(aircraftOf(id), s.air[id], task);
}
/** canDo for a unit `u` flying aircraft `a` (the listings have both at hand). */
function able(a: Aircraft, u: AirUnit, task: Task): boolean {
  switch (task) {
    case 'bombing': return typeof a.full.bf === 'number' && a.full.bf > 0 && a.type !== 'F' && !(a.observer && u.observerLost);
    case 'strafing': return a.type !== 'NB'; // 8.6: strafing is for F, FB or RB
    case 'spotting': return a.type === 'RB' && !u.observerLost;
    case 'balloon': return a.type === 'F' || a.type === 'FB';
  }
}
function compositionLimit(s: State, side: Side, units: string[]): number {
  if (s.generalRegroup) return 2; // 8.1.5, 11.2.1
  if (side === 'german') return 3;
  const brigades = new Set(units.map((u) => AIR_BY_ID[u].group));
  return brigades.size <= 1 ? 4 : 2;
}

/** Hexes within 2 of each hex (itself included) by hex number, for 8.11's balloon reach; static. */
const WITHIN2 = HEX_INFO.map((x) => Int16Array.from(grid.within(x.h, 2), hexNo));
/** Scratch marks by hex number: the hexes of the side's own divisions (mission targets). */
const OWN_DIVISIONS = new Uint8Array(HEX_INFO.length);
/** A strike target: bombing (if a unit can bomb) and strafing (if a unit can strafe, 8.6). */
function strike(out: Action[], bombing: boolean, strafing: boolean, hex: string, target: string): void {
  if (bombing) out.push({ type: 'mission', task: 'bombing', hex, target });
  if (strafing) out.push({ type: 'mission', task: 'strafing', hex, target });
}
/** Whether any of the hexes (by number) is marked. */
function anyMarked(hexes: Int16Array, marks: Uint8Array): boolean {
  for (let k = 0; k < hexes.length; k++) if (marks[hexes[k]]) return true;
  return false;
}
/** The target strings of mission actions (`base:<id>`, `unit:<id>`), made once. */
const BASE_TARGET: Record<string, string> = Object.fromEntries(AIRBASES.map((b) => [b.id, `base:${b.id}`]));
const UNIT_TARGET: Record<string, string> = Object.fromEntries(Object.keys(GROUND_BY_ID).map((id) => [id, `unit:${id}`]));
const BOXES = ['douai', 'cambrai'];
const CITIES = [ARRAS, LENS];
/** The `mission` actions open to `side` (8.1.5, 8.6), appended to `out`. */
function missionTargets(s: State, side: Side, out: Action[]): void {
  const ground = s.ground;
  const air = s.air;
  const enemy = other(side);
  // Which tasks any mission-eligible unit of the side can fly (one pass, no arrays).
  let any = false;
  let bombing = false;
  let strafing = false;
  let spotting = false;
  let balloon = false;
  let i = -1;
  for (const id in air) {
    i++;
    const u = air[id];
    if (airDef(id, i).side !== side || !eligible(s, id, u)) continue;
    any = true;
    const a = aircraftAt(id, i);
    if (!bombing && able(a, u, 'bombing')) bombing = true;
    if (!strafing && able(a, u, 'strafing')) strafing = true;
    if (!spotting && able(a, u, 'spotting')) spotting = true;
    if (!balloon && able(a, u, 'balloon')) balloon = true;
  }
  if (!any) return;
  for (const b of AIRBASES) {
    if (b.side !== enemy) continue;
    const st = s.bases[b.id];
    if (b.kind === 'offmap') continue;
    if (st.hex && (st.status === 'normal' || st.status === 'disrupted' || st.status === 'construction')) strike(out, bombing, strafing, st.hex, BASE_TARGET[b.id]);
  }
  if (side === 'allied') for (const box of BOXES) strike(out, bombing, strafing, box, 'box'); // 8.6
  for (const hex of CITIES) if (s.control[hex] === enemy) strike(out, bombing, strafing, hex, 'city');
  const mine = OWN_DIVISIONS.fill(0);
  i = -1;
  if (spotting || balloon) for (const id in ground) {
    i++;
    const g = ground[id];
    if (groundDef(id, i).side === side && g.where === 'map') mine[hexNo(g.hex!)] = 1;
  }
  i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (groundDef(id, i).side !== enemy || g.where !== 'map') continue;
    const hex = g.hex!;
    const target = UNIT_TARGET[id];
    strike(out, bombing, strafing, hex, target);
    // 8.6: spotting on an enemy division in the ZOC of a friendly one; 8.11 balloons within 2 hexes.
    if (!spotting && !balloon) continue;
    const n = hexNo(hex);
    if (spotting && anyMarked(NBR_INDEX[n], mine)) out.push({ type: 'mission', task: 'spotting', hex, target });
    if (balloon && anyMarked(WITHIN2[n], mine) && s.bosl[sectorOfUnit(s, id)] < 2) out.push({ type: 'mission', task: 'balloon', hex, target });
  }
}
/** The first of sectorsOf(s, id), or the default sector of the side. */
function sectorOfUnit(s: State, id: string): string {
  const ground = s.ground;
  const d = GROUND_BY_ID[id];
  const hex = ground[id].hex;
  if (d.side === 'allied' && d.formation === 'allied-reserve' && hex) {
    // 12.1.1: sectorsOf lists the formations of the Allied at-start units in its hex, then in each neighbour in turn,
    // each hex's units in state order: the first is the one of lowest rank (0 its hex, 1 + the neighbour's place).
    const h0 = hexNo(hex);
    const nb = NBR_INDEX[h0];
    let best: string | null = null;
    let bestRank = 99;
    let i = -1;
    for (const o in ground) {
      i++;
      const g = ground[o];
      const od = groundDef(o, i);
      if (g.where !== 'map' || !g.hex || od.side !== 'allied' || od.formation === 'allied-reserve') continue;
      const h = hexNo(g.hex);
      let rank = h === h0 ? 0 : -1;
      if (rank < 0) for (let k = 0; k < nb.length; k++) if (nb[k] === h) { rank = k + 1; break; }
      if (rank >= 0 && rank < bestRank) { bestRank = rank; best = od.formation; }
    }
    return best ?? 'VI';
  }
  const secs = sectorsOf(s, id);
  if (secs.length) return secs[0];
  return d.side === 'allied' ? 'VI' : 'arras';
}

/** Scratch for stageOptions' room table (grown when needed, reset on each call). */
let STAGE_ROOM = new Uint8Array(0);
/** The `stage` actions open to `side` (8.3), appended to `out`. */
function stageOptions(s: State, side: Side, out: Action[]): void {
  const air = s.air;
  const dests = ownBases(s, side).filter((b) => operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
  if (dests.length < 2) return;
  const counts = hostCounts(s);
  const tallies: (HostTally | undefined)[] = new Array(dests.length);
  // 6.3.1 (3): the RFC Holding Area already hosts a unit other than the IX Brigade's.
  const rfc = placeNo('rfc') * HOST_CLASSES;
  let rfcOther = false;
  for (let c = 0; c < HOST_CLASSES; c++) if (counts[rfc + c] > 0 && !hostIX(c)) rfcOther = true;
  // Whether a base has room for one more unit of a hosting class (6.3), judged once per class and base:
  // room[class * dests + base] is 0 unknown, 1 room, 2 full.
  const room = (STAGE_ROOM.length >= HOST_CLASSES * dests.length ? STAGE_ROOM : (STAGE_ROOM = new Uint8Array(HOST_CLASSES * dests.length))).fill(0);
  let flying: Set<string> | null = null;
  for (const r of s.recon) if (r.status === 'flying') (flying ??= new Set()).add(r.unit);
  let i = -1;
  for (const id in air) {
    i++;
    const u = air[id];
    const d = airDef(id, i);
    if (d.side !== side || !atAirbase(u.base)) continue;
    if ((u as { staged?: boolean }).staged || flying?.has(id)) continue; // ruling: one stage-move per unit per Air Operations Phase
    const cls = hostClassAt(id, i);
    const row = cls * dests.length;
    for (let j = 0; j < dests.length; j++) {
      const b = dests[j];
      if (b === u.base) continue;
      let ok = room[row + j];
      if (ok === 0) {
        // The unit is not at b: b's units and this one (6.3).
        const t = (tallies[j] ??= hostTally(counts, placeNo(b) * HOST_CLASSES, -1));
        ok = capacityBreach(s, b, t, cls) === 0 ? 1 : 2;
        room[row + j] = ok;
      }
      if (ok === 2) continue;
      if (b === 'rfc' && d.group !== 'IX' && rfcOther) continue;
      out.push({ type: 'stage', unit: id, to: b });
    }
  }
}

function airLegal(s: State, side: Side): Action[] {
  const air = s.air;
  const m = s.mission;
  if (!m) {
    const out: Action[] = [{ type: 'pass' }];
    missionTargets(s, side, out);
    stageOptions(s, side, out);
    return out;
  }
  switch (m.step) {
    case 'compose': {
      const out: Action[] = [];
      let doable = false;
      for (const u of m.units) if (canDo(u, m.task, s)) { doable = true; break; }
      if (doable) out.push({ type: 'launch' });
      // 8.1.5: a unit joins when the mission, with it, stays within its composition limit.
      if (m.units.length < compositionLimit(s, side, m.units)) {
        const brigades: string[] = [];
        for (const u of m.units) if (!brigades.includes(AIR_BY_ID[u].group)) brigades.push(AIR_BY_ID[u].group);
        const size = m.units.length + 1;
        let i = -1;
        for (const id in air) {
          i++;
          const d = airDef(id, i);
          if (d.side !== side || !eligible(s, id, air[id])) continue;
          if (m.task === 'strafing' && !canDo(id, 'strafing', s)) continue; // 8.6: every unit of a strafing mission strafes
          // compositionLimit(s, side, [...m.units, id]) without building the list:
          const limit = s.generalRegroup ? 2 : side === 'german' ? 3 : brigades.length + (brigades.includes(d.group) ? 0 : 1) <= 1 ? 4 : 2;
          if (size > limit) continue;
          out.push({ type: 'add', unit: id });
        }
      }
      out.push({ type: 'cancel' });
      return out;
    }
    case 'scramble': {
      const out: Action[] = [];
      if (m.scrambles.length < 2) {
        let i = -1;
        let counts: S.HostCounts | null = null;
        for (const id in air) {
          i++;
          if (airDef(id, i).side !== side) continue;
          const u = air[id];
          const t = aircraftOf(id).type;
          if ((t !== 'F' && t !== 'FB') || !atAirbase(u.base) || !operating(s, u.base)) continue;
          // 6.3.4: the units of an over-capacity base may only stage-move (flown, they are found only there).
          if (u.flown && capacityBreach(s, u.base, hostTally((counts ??= hostCounts(s)), placeNo(u.base) * HOST_CLASSES, -1), -1) !== 0) continue;
          if (m.scrambles.some((x) => x.unit === id) || s.recon.some((r) => r.unit === id && r.status === 'flying')) continue;
          out.push({ type: 'scramble', unit: id });
        }
      }
      out.push({ type: 'scramble-done' });
      return out;
    }
    case 'target-scramble': {
      const out: Action[] = [];
      const base = m.target.slice(5);
      const dests = ownBases(s, side).filter((b) => b !== base && operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
      const counts = hostCounts(s);
      const tallies: (HostTally | undefined)[] = new Array(dests.length);
      for (const id in air) {
        if (air[id].base !== base || m.intercepting.includes(id) || m.targetScrambles.some((x) => x.unit === id)) continue;
        // 6.3: the destination's units and this one (not at the destination: it is at the target base).
        const cls = hostClass(id);
        for (let j = 0; j < dests.length; j++) {
          const t = (tallies[j] ??= hostTally(counts, placeNo(dests[j]) * HOST_CLASSES, -1));
          if (capacityBreach(s, dests[j], t, cls) === 0) out.push({ type: 'evacuate', unit: id, to: dests[j] });
        }
      }
      out.push({ type: 'evacuate-done' });
      return out;
    }
    case 'late': {
      const bases = [...new Set(m.units.map((u) => air[u].base))];
      return bases.map((base) => ({ type: 'late', base }));
    }
    case 'altitude': {
      const u = m.strikes.find((x) => !m.altitude[x.unit])!;
      const alts = u.kind === 'strafing' ? ['low'] : ['low', 'medium'];
      return alts.map((altitude) => ({ type: 'altitude', unit: u.unit, altitude }));
    }
    case 'land': {
      const u = m.landing[0];
      const own = ownBases(s, AIR_BY_ID[u].side).filter((b) => operating(s, b) && (b !== 'rfc' || AIR_BY_ID[u].group === 'IX'));
      // 6.3: each base's units, without this one if it is counted there, and this one.
      const counts = hostCounts(s);
      const cls = hostClass(u);
      const from = air[u].base;
      const fits = own.filter((b) => capacityBreach(s, b, hostTally(counts, placeNo(b) * HOST_CLASSES, b === from ? cls : -1), cls) === 0);
      return (fits.length ? fits : own).map((base) => ({ type: 'land', unit: u, base }));
    }
  }
  return [];
}

function airPerform(s: State, side: Side, a: Action, log: Log): void {
  const m = s.mission;
  switch (a.type) {
    case 'pass': {
      if (log) say(log, '8.1.3', `${SIDE_NAME[side]} passes`, `Le joueur ${SIDE_FR[side]} passe`);
      s.ops.passes++;
      if (s.ops.mover === s.initiative) s.ops.initiativeLeft = 0;
      s.ops.mover = other(side);
      return;
    }
    case 'stage': {
      const u = s.air[a.unit as string];
      if (log) say(log, '8.3', `${airName(a.unit as string)} stage-moves from ${baseName(u.base)} to ${baseName(a.to as string)}`, `${airName(a.unit as string)} fait mouvement de ${baseName(u.base)} vers ${baseName(a.to as string)}`, [side]);
      if (log) say(log, '8.3', `${SIDE_NAME[side]} makes a staging move`, `Le joueur ${SIDE_FR[side]} fait un mouvement de transfert`, [other(side)]);
      u.base = a.to as string;
      u.flown = true;
      u.regroup = false; // 8.3
      (u as { staged?: boolean }).staged = true;
      applyOverCapacity(s, u.base);
      s.ops.passes = 0;
      if (u.disrupted) { need(s, 'stage-accident', 1, 10, 'accident check after a staging move', "test d'accident après un transfert", '8.3', { unit: a.unit }); }
      endMissionTurn(s);
      return;
    }
    case 'mission': {
      s.mission = {
        side, task: a.task as Task, hex: a.hex as string, target: a.target as string, units: [], range: {}, launched: false,
        scrambles: [], intercepting: [], targetScrambles: [], late: [], altitude: {}, strikes: [], landing: [], accidents: [], step: 'compose',
      };
      return;
    }
    case 'add':
      m!.units.push(a.unit as string);
      return;
    case 'cancel':
      s.mission = null;
      return;
    case 'launch': return launch(s, log);
    case 'scramble': {
      const id = a.unit as string;
      m!.scrambles.push({ unit: id, ok: null });
      const mods = scrambleMods(s, id);
      need(s, 'scramble', 1, 10, `Interceptor Scramble (${SIDE_NAME[side]})`, `décollage d'interception (${SIDE_FR[side]})`, '8.4.1', { unit: id, mods });
      return;
    }
    case 'scramble-done':
      m!.step = 'target-scramble';
      advanceMission(s, log);
      return;
    case 'evacuate': {
      m!.targetScrambles.push({ unit: a.unit as string, to: a.to as string, ok: null });
      need(s, 'target-scramble', 1, 10, 'Target Scramble', "décollage de l'objectif", '8.5.1');
      return;
    }
    case 'evacuate-done':
      m!.step = 'late';
      advanceMission(s, log);
      return;
    case 'late': {
      const base = a.base as string;
      const late = m!.units.filter((u) => s.air[u].base === base);
      const others = m!.units.filter((u) => s.air[u].base !== base);
      const diff = Math.abs(Math.max(...late.map((u) => m!.range[u])) - Math.max(...others.map((u) => m!.range[u])));
      need(s, 'late', 1, 10, 'Mission Group Co-ordination', 'coordination du groupe de mission', '8.7.1', { late, diff });
      return;
    }
    case 'altitude':
      m!.altitude[a.unit as string] = a.altitude as 'low';
      if (m!.strikes.every((x) => m!.altitude[x.unit])) {
        for (const x of m!.strikes) x.altitude = m!.altitude[x.unit];
        m!.step = 'strike';
        advanceMission(s, log);
      }
      return;
    case 'land': {
      const id = a.unit as string;
      const u = s.air[id];
      u.base = a.base as string;
      u.flown = true;
      applyOverCapacity(s, u.base);
      if (log) say(log, '8.12', `${airName(id)} lands at ${baseName(u.base)}`, `${airName(id)} se pose à ${baseName(u.base)}`, [AIR_BY_ID[id].side]);
      m!.landing.shift();
      if (u.disrupted) m!.accidents.push(id);
      advanceMission(s, log);
      return;
    }
  }
}

function endMissionTurn(s: State): void {
  // 8.1.1, 8.1.2: initiative missions, then alternate.
  const side = s.ops.mover;
  if (side === s.initiative && s.ops.initiativeLeft > 0) {
    s.ops.initiativeLeft--;
    if (s.ops.initiativeLeft > 0) return;
  }
  s.ops.mover = other(side);
}

function airStep(s: State, log: Log): void {
  if (s.mission) return;
  // 8.1.4 closure.
  const anyReady = anyAvailable(s);
  if (s.ops.passes >= 2 || !anyReady) {
    if (log) say(log, '8.1.4', 'The Air Operations Phase ends', 'La phase des opérations aériennes se termine');
    s.step = 'air-conclusion';
  }
}

function launch(s: State, log: Log): void {
  const m = s.mission!;
  m.launched = true;
  s.ops.passes = 0;
  const to = m.hex;
  for (const u of m.units) {
    m.range[u] = rangePoints(baseLoc(s, s.air[u].base), to);
    s.air[u].missioned = true;
    s.air[u].flown = true;
  }
  const box = m.target === 'box';
  const fr = box ? `les aérodromes de ${areaName(m.hex)}` : targetName(s, m);
  if (log) say(log, '8.1.7', `${SIDE_NAME[m.side]} air mission: ${m.task} against ${targetName(s, m)}${box ? '' : ` at ${m.hex}`}`, `Mission aérienne ${SIDE_FR[m.side]}e : ${TASK_FR[m.task] ?? m.task} contre ${fr}${box ? '' : ` en ${m.hex}`}`);
  if (log) say(log, '8.1.5', `Mission: ${m.units.map(airName).join(', ')}`, `Mission : ${m.units.map(airName).join(', ')}`, [m.side]);
  if (s.options.bombingAtLaunch && m.side === 'allied' && m.task === 'bombing') s.ops.alliedBombed = true; // option: 13.1 counted at launch
  m.step = 'scramble';
}

function targetName(s: State, m: Mission): string {
  if (m.target.startsWith('base:')) return baseName(m.target.slice(5));
  if (m.target.startsWith('unit:')) return gName(m.target.slice(5));
  if (m.target === 'city') return PLACES[m.hex].name;
  return `the ${areaName(m.hex)} airbases`;
}

/** Range points the mission flew over enemy ground: the furthest unit's path (8.4.1, 8.5.1). */
function observedHexes(s: State, m: Mission): number {
  let far = m.units[0];
  for (const u of m.units) if (m.range[u] > m.range[far]) far = u;
  const path = flightPath(baseLoc(s, s.air[far].base), m.hex);
  let n = 0;
  for (const h of path) if (m.side === 'allied' ? eastOfHindenburg(h) : westOfHindenburg(h)) n++;
  return n;
}

function scrambleMods(s: State, id: string): { v: number; why: string }[] {
  const m = s.mission!;
  const u = s.air[id];
  const side = AIR_BY_ID[id].side;
  const mods: { v: number; why: string }[] = [];
  const myRange = rangePoints(baseLoc(s, u.base), m.hex);
  const far = Math.max(...m.units.map((x) => m.range[x]));
  const n = Math.min(4, Math.max(0, myRange - far));
  if (n) mods.push({ v: -n, why: 'interceptor range' });
  const obs = Math.floor(observedHexes(s, m) / 2);
  if (obs) mods.push({ v: -obs, why: 'ground observers' });
  if (reconOver(s, side, side === 'german' ? ['arras'] : ['douai', 'cambrai'])) mods.push({ v: -1, why: 'reconnaissance' });
  if (u.flown) mods.push({ v: 1, why: 'Flown' });
  if (u.disrupted) mods.push({ v: 1, why: 'Disrupted' });
  if (u.base !== 'rfc' && s.bases[u.base]?.status === 'disrupted') mods.push({ v: 1, why: 'Airbase Disrupted' });
  if (u.regroup) mods.push({ v: 2, why: 'regroup' });
  return mods;
}

function scrambleRoll(s: State, roll: number, ctx: Record<string, unknown>, log: Log): void {
  const m = s.mission!;
  const att = m.scrambles[m.scrambles.length - 1];
  const id = att.unit;
  const u = s.air[id];
  // The modifiers were found when the scramble was declared, the roll due at once (nothing changed since).
  const mods = ctx.unit === id && Array.isArray(ctx.mods) ? (ctx.mods as { v: number; why: string }[]) : scrambleMods(s, id);
  const r = roll + mods.reduce((t, x) => t + x.v, 0);
  // 8.1.6: an attempt before flying a mission forfeits the mission; a regrouping fighter loses its regroup.
  u.intercepted = true;
  u.regroup = false;
  att.ok = r <= faceOf(u).sr;
  if (att.ok) m.intercepting.push(id);
  else u.flown = true; // 8.12: after an interception attempt the unit is Flown
  const side = AIR_BY_ID[id].side;
  if (log) say(log, '8.4.2', `${airName(id)} scramble: roll ${roll}${mods.map((x) => ` ${x.v > 0 ? '+' : ''}${x.v} ${x.why}`).join('')} = ${r} against SR ${faceOf(u).sr}: ${att.ok ? 'success' : 'failure'}`,
    `Décollage d'alerte de ${airName(id)} : jet ${roll}${mods.map((x) => ` ${x.v > 0 ? '+' : ''}${x.v} ${whyFr(x.why)}`).join('')} = ${r} contre SR ${faceOf(u).sr} : ${att.ok ? 'réussite' : 'échec'}`, [side]);
  if (log) say(log, '8.4', `${SIDE_NAME[side]} interceptor scramble attempt: ${att.ok ? 'success' : 'failure'}`, `Tentative de décollage d'un intercepteur ${SIDE_FR[side]} : ${att.ok ? 'réussite' : 'échec'}`, [other(side)]);
}

function targetScrambleRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const t = m.targetScrambles[m.targetScrambles.length - 1];
  const u = s.air[t.unit];
  const base = u.base;
  let r = roll;
  r += m.scrambles.filter((x) => s.air[x.unit].base === base).length;
  if (u.flown) r += 1;
  if (u.disrupted) r += 1;
  if (s.bases[base]?.status === 'disrupted') r += 1;
  if (u.regroup) r += 2;
  r += unitsAt(s, base).length;
  r -= Math.floor(observedHexes(s, m) / 2);
  t.ok = r <= faceOf(u).sr;
  if (t.ok) {
    u.base = t.to;
    u.flown = true;
    u.regroup = false;
    applyOverCapacity(s, t.to);
  }
  if (log) say(log, '8.5.2', `${airName(t.unit)} target scramble: roll ${roll} modified ${r} against SR ${faceOf(u).sr}: ${t.ok ? `escapes to ${baseName(t.to)}` : 'stays on the ground'}`,
    `Décollage d'urgence de ${airName(t.unit)} : jet ${roll} modifié ${r} contre SR ${faceOf(u).sr} : ${t.ok ? `s'échappe vers ${baseName(t.to)}` : 'reste au sol'}`, [AIR_BY_ID[t.unit].side]);
}

function lateRoll(s: State, roll: number, ctx: Record<string, unknown>, log: Log): void {
  const m = s.mission!;
  const late = ctx.late as string[];
  const diff = ctx.diff as number;
  if (roll < diff) {
    m.late = late;
    if (log) say(log, '8.7.1', `Co-ordination roll ${roll} under the range difference ${diff}: ${late.length} unit(s) arrive late`, `Jet de coordination ${roll} sous l'écart de rayon d'action ${diff} : ${late.length} unité(s) arrive(nt) en retard`);
  } else if (log) say(log, '8.7.1', `Co-ordination roll ${roll}, range difference ${diff}: the groups arrive together`, `Jet de coordination ${roll}, écart de rayon d'action ${diff} : les groupes arrivent ensemble`);
  m.step = 'battle';
  advanceMission(s, log);
}

/** Drive the mission through its automatic steps. */
function advanceMission(s: State, log: Log): void {
  const m = s.mission!;
  if (s.roll) return;
  if (m.step === 'target-scramble') {
    // 6.1, 8.5: the Interceptor player is asked whenever an Airbase is the target, aircraft on it or
    // not (he answers `evacuate-done`), so that the asking tells the Mission player nothing.
    if (!m.target.startsWith('base:')) m.step = 'late';
    else return;
  }
  if (m.step === 'late') {
    const battle = m.intercepting.length > 0 || m.task === 'balloon';
    const bases = new Set(m.units.map((u) => s.air[u].base));
    if (!battle || bases.size < 2) m.step = 'battle';
    else return;
  }
  if (m.step === 'battle') {
    if (m.intercepting.length > 0 || m.task === 'balloon') return startBattle(s, log);
    // 8.4.3: no aerial combat; AA and bombing follow (8.9, 8.10).
    m.strikes = m.units.filter((u) => taskOf(s, m, u) !== 'escort').map((u) => ({
      unit: u, altitude: 'medium' as const, disrupted: s.air[u].disrupted, ace: s.air[u].ace,
      kind: (m.task === 'balloon' ? 'strafing' : m.task) as 'bombing', straight: 2 as const, aaDone: false,
    }));
    if (m.task === 'strafing') for (const x of m.strikes) m.altitude[x.unit] = 'low';
    m.step = m.strikes.every((x) => m.altitude[x.unit]) ? 'strike' : 'altitude';
    if (m.step === 'strike') for (const x of m.strikes) x.altitude = m.altitude[x.unit];
  }
  if (m.step === 'altitude') return;
  if (m.step === 'strike') {
    const x = m.strikes[0];
    if (x) {
      if (!x.aaDone) return need(s, 'aa', 1, 10, 'AA fire', 'tir de DCA', '8.9.2');
      return need(s, 'bomb', 1, 6, `${x.kind} attack`, `attaque : ${TASK_FR[x.kind] ?? x.kind}`, '8.10.5');
    }
    m.step = 'land';
    const flyers = [...m.units, ...m.intercepting].filter((u) => s.air[u] && s.air[u].base !== 'dead');
    m.landing = flyers;
  }
  if (m.step === 'land') {
    if (m.landing.length) return;
    if (m.accidents.length) return need(s, 'accident', 1, 10, 'landing accident', "accident à l'atterrissage", '8.12.1');
    s.mission = null;
    endMissionTurn(s);
  }
}

function taskOf(s: State, m: Mission, u: string): 'bombing' | 'strafing' | 'spotting' | 'balloon' | 'escort' {
  if (m.task === 'strafing') return 'strafing';
  return canDo(u, m.task, s) ? m.task : 'escort';
}

function battleInput(s: State, id: string, task: BattleUnitInput['task'], late: boolean): BattleUnitInput {
  const u = s.air[id];
  const a = aircraftOf(id);
  const face = faceOf(u);
  return {
    id, aircraft: AIR_BY_ID[id].aircraft, type: a.type,
    face: { af: face.af, df: face.df, bf: face.bf, sr: face.sr },
    reducedFace: u.reduced ? null : { af: a.reduced.af, df: a.reduced.df, bf: a.reduced.bf, sr: a.reduced.sr },
    rotary: a.rotary, accel: a.accel, allRound: a.allRound, reduced: u.reduced, disrupted: u.disrupted, ace: u.ace,
    observer: a.observer && !u.observerLost, late, task,
  };
}

export function targetAaf(s: State, m: Mission): number {
  if (m.target.startsWith('base:')) {
    const b = s.bases[m.target.slice(5)];
    return b.status === 'construction' ? 0 : b.status === 'disrupted' ? AIRBASE_AAF_DISRUPTED : AIRBASE_AAF;
  }
  if (m.target === 'box') return AIRBASE_AAF;
  if (m.target === 'city') {
    const hits = m.hex === ARRAS ? s.cityHits.arras : s.cityHits.lens;
    return Math.max(0, CITY_AAF - Math.floor(hits / 2));
  }
  return INFANTRY_AAF;
}

function startBattle(s: State, log: Log): void {
  const m = s.mission!;
  let balloon: { aaUnits: number[] } | undefined;
  if (m.task === 'balloon') {
    // 8.11.1
    const g = s.ground[m.target.slice(5)];
    const aa = !g.reduced ? (g.interdicted ? [2, 2] : [2, 2, 2]) : g.interdicted ? [1, 1] : [2, 2];
    balloon = { aaUnits: aa };
  }
  s.battle = AB.startAirBattle({
    missionSide: m.side,
    mission: m.units.map((u) => battleInput(s, u, taskOf(s, m, u), m.late.includes(u))),
    interceptors: m.intercepting.map((u) => battleInput(s, u, 'intercept', false)),
    targetAaf: targetAaf(s, m),
    ...(balloon ? { balloon } : {}),
    alliedAcesAvailable: s.alliedAcesFree,
    poorWeather: s.poorWeather,
    options: { wind: s.options.wind, sun: s.options.sun },
  }, log);
  m.step = 'battle';
  if (AB.airBattleOutcome(s.battle)) afterBattle(s, log);
}

function afterBattle(s: State, log: Log): void {
  const m = s.mission!;
  const out = AB.airBattleOutcome(s.battle!) as AirBattleOutcome;
  s.battle = null;
  for (const o of out.units) {
    const u = s.air[o.id];
    if (!u) continue;
    if (o.aceGained && !u.ace) { u.ace = true; s.alliedAcesFree = Math.max(0, s.alliedAcesFree - 1); }
    if (o.observerLost) u.observerLost = true;
    if (o.reducedNow && !u.reduced) reduceAir(s, o.id, log, '8.7.9');
    u.disrupted = o.disrupted || u.disrupted;
    if (o.eliminated) {
      // 8.7.10: the Ace is lost with his unit and his marker goes back to the pool (destroyAir), as outside a battle.
      destroyAir(s, o.id, log, '8.7.9');
      continue;
    }
    if (o.aborted && m.units.includes(o.id) && AB.abortScores(aircraftOf(o.id).type, taskOf(s, m, o.id))) {
      s.vp[other(m.side)] += 1; // 8.8, 13.1
      if (log) say(log, '8.8', `${airName(o.id)} aborts its mission: +1 VP to the ${SIDE_NAME[other(m.side)]} player`, `${airName(o.id)} abandonne sa mission : +1 PV au joueur ${SIDE_FR[other(m.side)]}`);
    }
    if (o.delivered) {
      m.strikes.push({ unit: o.id, altitude: o.delivered.altitude, disrupted: o.delivered.disruptedAtDelivery, ace: o.delivered.ace, kind: o.delivered.kind, straight: o.delivered.straight ?? 2, aaDone: true });
    }
  }
  m.strikes.sort(() => 0);
  if (out.balloon && m.task === 'balloon') {
    const sector = sectorOfUnit(s, m.target.slice(5));
    if (out.balloon.destroyed || out.balloon.grounded) {
      s.bosl[sector] = Math.min(2, s.bosl[sector] + 1);
      if (log) say(log, '8.11.2', `The balloon is ${out.balloon.destroyed ? 'destroyed' : 'grounded'}: ${sectorName(sector)} Balloon Observation Level falls`, `Le ballon est ${out.balloon.destroyed ? 'détruit' : 'au sol'} : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`);
    } else if (out.balloon.altitude === 'low') {
      s.mission!.balloonRounds = out.balloon.rounds;
      m.step = 'strike';
      need(s, 'balloon-low', 1, 10, 'balloon at low altitude', 'ballon à basse altitude', '8.11.2');
      return;
    } else if (log) say(log, '8.11.2', 'The balloon survives at altitude: the mission failed', 'Le ballon reste en altitude : la mission a échoué');
  }
  m.step = 'strike';
  advanceMission(s, log);
}

function balloonLow(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const sector = sectorOfUnit(s, m.target.slice(5));
  if (roll > (m.balloonRounds ?? 8)) {
    s.bosl[sector] = Math.min(2, s.bosl[sector] + 1);
    if (log) say(log, '8.11.2', `Roll ${roll} over ${m.balloonRounds} rounds: ${sectorName(sector)} Balloon Observation Level falls`, `Jet ${roll} en ${m.balloonRounds} rounds : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`);
  } else if (log) say(log, '8.11.2', `Roll ${roll}: the low balloon keeps observing`, `Jet ${roll} : le ballon bas continue d'observer`);
  advanceMission(s, log);
}

function aaRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  const u = s.air[x.unit];
  const df = faceOf(u).df - (u.disrupted ? 1 : 0);
  const aaf = targetAaf(s, m);
  const res = aaf > 0 ? aaFire(aaf, roll, x.altitude, df) : 'none';
  x.aaDone = true;
  if (log) say(log, '8.9.2', `AA fire (AAF ${aaf}) at ${airName(x.unit)}: roll ${roll}: ${res}`, `Tir de DCA (AAF ${aaf}) sur ${airName(x.unit)} : jet ${roll} : ${RESULT_FR[res] ?? res}`);
  const wasDisrupted = u.disrupted;
  if (res === 'disrupted') u.disrupted = true;
  if (res === 'reduced') reduceAir(s, x.unit, log, '8.9.2');
  if (m.strikes[0] === x) x.disrupted = u.disrupted;
  // Ruling (8.7.11): AA fire that Disrupts or Reduces an RB or F2a outside an air battle also calls the Observer
  // roll, as on the Air Battle Board (+1 if it was Disrupted; no attacker adjacent); the attack is still delivered.
  if (res !== 'none' && u.base !== 'dead' && !u.observerLost && AB.observerRolls(aircraftOf(x.unit).type, AIR_BY_ID[x.unit].aircraft)) {
    return need(s, 'observer', 1, 6, `observer of ${airName(x.unit)}`, `observateur de ${airName(x.unit)}`, '8.7.11', { unit: x.unit, mod: wasDisrupted ? 1 : 0 });
  }
  advanceMission(s, log);
}

function observerRoll(s: State, roll: number, ctx: Record<string, unknown>, log: Log): void {
  const id = ctx.unit as string;
  const n = roll + (ctx.mod as number);
  const lost = AB.observerLostOn(n);
  if (lost) s.air[id].observerLost = true;
  if (log) say(log, '8.7.11', `Observer of ${airName(id)}: roll ${roll}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}`, `Observateur de ${airName(id)} : jet ${roll}, modifié ${n} : ${lost ? 'perdu (sans observateur)' : 'indemne'}`);
  advanceMission(s, log);
}

function bfOf(s: State, id: string, kind: string): number {
  const bf = faceOf(s.air[id]).bf;
  if (kind === 'strafing') return bf === 'S' ? 1 : Math.max(1, bf as number);
  return bf === 'S' ? 1 : (bf as number);
}

function bombRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  const bf = bfOf(s, x.unit, x.kind);
  let r = roll;
  const target = m.target;
  const unitTarget = target.startsWith('unit:') ? target.slice(5) : null;
  if (x.kind === 'strafing') r -= 2;
  else if (x.altitude === 'low') r -= 1;
  if (x.ace) r -= 1;
  if (unitTarget && s.ground[unitTarget].interdicted) r -= 1;
  if (x.kind === 'spotting' && x.straight === 3) r -= 1;
  if (x.kind === 'bombing' && unitTarget && (PLACES[m.hex]?.terrain === 'city' || GROUND_BY_ID[unitTarget].side === 'german')) r += 1;
  if (x.disrupted) r += 1;
  if (s.poorWeather) r += 1;
  // Ruling (13.1): the Allied player "executes a bombing attack" when a bomber makes its bombing roll (8.10.5); a
  // mission whose bombers all abort or fall before the target executed none (option bombingAtLaunch: at launch).
  if (x.kind === 'bombing' && m.side === 'allied') s.ops.alliedBombed = true;
  if (x.kind === 'spotting') {
    if (r < 0) { spotSuccess(s, m, x.unit, 2, log); m.strikes.shift(); return advanceMission(s, log); }
    if (r <= bf) { return need(s, 'spot2', 1, 6, 'artillery spotting', "réglage d'artillerie", '8.10.6'); }
    if (log) say(log, '8.10.6', `${airName(x.unit)} spotting roll ${r}: no effect`, `Jet de réglage de ${airName(x.unit)} ${r} : sans effet`);
    m.strikes.shift();
    return advanceMission(s, log);
  }
  let hits = 0;
  let severe = false;
  if (r < 0) { hits = bf - r; severe = true; }
  else if (r <= bf) hits = Math.max(1, bf - r);
  if (log) say(log, '8.10.6', `${airName(x.unit)} ${x.kind} ${targetName(s, m)}: roll ${roll} modified ${r} against BF ${bf}: ${hits ? `${hits} hit(s)${severe ? ' (below 0)' : ''}` : 'no effect'}`,
    `${airName(x.unit)}, ${TASK_FR[x.kind] ?? x.kind} de ${targetName(s, m)} : jet ${roll} modifié ${r} contre BF ${bf} : ${hits ? `${hits} coup(s) au but${severe ? ' (sous 0)' : ''}` : 'sans effet'}`);
  m.strikes.shift();
  if (hits) applyHits(s, m, x.unit, hits, severe, log);
  else advanceMission(s, log);
}

function spotRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  let r = roll;
  if (x.altitude === 'low') r -= 1;
  if (x.ace) r -= 1;
  const ok = r <= bfOf(s, x.unit, 'spotting');
  if (ok) spotSuccess(s, m, x.unit, 1, log);
  else if (log) say(log, '8.10.6', `Spotting second roll ${r}: no effect`, `Second jet de réglage ${r} : sans effet`);
  m.strikes.shift();
  advanceMission(s, log);
}

function spotSuccess(s: State, m: Mission, unit: string, n: number, log: Log): void {
  const ground = s.ground;
  // 8.10.6: the owner's Artillery Support in the sector (the friendly division next to the target).
  const hex = m.hex;
  let sector: string | null = null;
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side === m.side && g.where === 'map' && grid.adjacent(g.hex!, hex)) { sector = sectorOfUnit(s, id); break; }
  }
  if (!sector) return;
  s.asl[sector] = Math.min(ASL_MAX, s.asl[sector] + n);
  if (log) say(log, '8.10.6', `${airName(unit)} artillery spotting: ${n === 2 ? 'double ' : ''}success, ${sectorName(sector)} Artillery Support +${n}`, `Réglage d'artillerie de ${airName(unit)} : ${n === 2 ? 'double ' : ''}réussite, soutien d'artillerie du ${sectorName(sector, true)} +${n}`);
}

function applyHits(s: State, m: Mission, unit: string, hits: number, severe: boolean, log: Log): void {
  const t = m.target;
  if (t === 'city') {
    const k = m.hex === ARRAS ? 'arras' : 'lens';
    s.cityHits[k] = Math.min(CITY_HITS_MAX, s.cityHits[k] + hits);
    if (log) say(log, '8.10.6', `${PLACES[m.hex].name} now carries ${s.cityHits[k]} hits`, `${PLACES[m.hex].name} a désormais ${s.cityHits[k]} coups au but`);
  } else if (t === 'box') {
    const k = m.hex as 'douai';
    s.boxHits[k] = Math.min(OFFMAP_HITS_MAX, s.boxHits[k] + hits);
    if (log) say(log, '8.10.6', `${areaName(k)} now carries ${s.boxHits[k]} hits`, `${areaName(k)} a désormais ${s.boxHits[k]} coups au but`);
  } else if (t.startsWith('unit:')) {
    const id = t.slice(5);
    if (severe && !s.ground[id].interdicted) {
      s.ground[id].interdicted = true;
      if (log) say(log, '8.10.6', `${gName(id)} is Interdicted`, `${gName(id)} est interdite`);
    }
    if (aircraftOf(unit).type === 'NB' && GROUND_BY_ID[id].side === 'german') {
      // 9.5.1: -1 Artillery Support for each hit of the IX/100 NB on a German unit.
      const sec = sectorOfUnit(s, id);
      s.asl[sec] = Math.max(0, s.asl[sec] - hits);
      if (log) say(log, '9.5.1', `IX/100 Sqdn: ${sectorName(sec)} Artillery Support -${hits}`, `IX/100 Sqdn : soutien d'artillerie du ${sectorName(sec, true)} -${hits}`);
    }
  } else if (t.startsWith('base:')) {
    const id = t.slice(5);
    const b = s.bases[id];
    // Ruling (8.10.6, 6.5.3): against an Airbase a hit result scores D, and so does a result below 0 ("target is
    // Disrupted (Airbase)"); a result below 0 on an Airbase already Disrupted scores X (option airbaseBelowZero: any
    // result below 0 scores X). An under-construction Feldflugplatz Disrupted or destroyed is removed (rebuilt from
    // next turn). 8.10.6: X destroys only the aircraft on the ground; interceptors in the air land elsewhere (8.12).
    const grounded = unitsAt(s, id).filter((u) => !m.intercepting.includes(u));
    if (b.status === 'construction' || (severe && (b.status === 'disrupted' || s.options.airbaseBelowZero))) {
      for (const u of grounded) destroyAir(s, u, log, '8.10.6');
      if (baseData[id].kind === 'feld') { b.status = 'dismantled'; b.hex = null; b.readyTurn = s.turn + 1; }
      else b.status = 'destroyed';
      if (log) say(log, severe ? '6.6.3' : '6.5.3', `${baseName(id)} is eliminated`, `${baseName(id)} est éliminé`);
    } else {
      b.status = 'disrupted';
      if (log) say(log, '6.6.2', `${baseName(id)} is Disrupted`, `${baseName(id)} est désorganisé`);
      if (grounded.length) { need(s, 'airbase-damage', grounded.length, 10, 'aircraft on the ground at a bombed Airbase', 'avions au sol sur un aérodrome bombardé', '8.10.6', { units: grounded }); return; }
    }
  }
  advanceMission(s, log);
}

function airbaseDamage(s: State, d: number[], units: string[], log: Log): void {
  units.forEach((id, i) => {
    if (d[i] < 6) return;
    const u = s.air[id];
    if (!u.disrupted) u.disrupted = true;
    else reduceAir(s, id, log, '8.10.6');
    if (log) say(log, '8.10.6', `${airName(id)} is hit on the ground (roll ${d[i]})`, `${airName(id)} est touché au sol (jet ${d[i]})`, [AIR_BY_ID[id].side]);
  });
  advanceMission(s, log);
}

function accidentRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const id = m.accidents.shift()!;
  accident(s, id, roll, log);
  advanceMission(s, log);
}
function stageAccident(s: State, roll: number, id: string, log: Log): void {
  accident(s, id, roll, log);
}
/** 8.12.1 */
function accident(s: State, id: string, roll: number, log: Log): void {
  const u = s.air[id];
  let r = roll;
  if (u.base !== 'rfc' && s.bases[u.base]?.status === 'disrupted') r += 1;
  r += BOARD_AIRCRAFT[AIR_BY_ID[id].aircraft]?.accidentDrm ?? 0;
  if (r >= 10) {
    reduceAir(s, id, log, '8.12.1');
    if (log) say(log, '8.12.1', `${airName(id)} has an accident landing (roll ${r}): loses a step`, `${airName(id)} a un accident à l'atterrissage (jet ${r}) : perd un pas`, [AIR_BY_ID[id].side]);
  }
}

/** One step lost (8.7.9: and Disrupted for the remainder of the turn); a Reduced unit is destroyed. 12.2.2: 1 VP per
 * reserve fighter step. */
export function reduceAir(s: State, id: string, log: Log, rule: string): void {
  const u = s.air[id];
  if (u.reduced) return destroyAir(s, id, log, rule);
  u.reduced = true;
  if (!u.disrupted) u.lossDisrupted = true; // 8.7.9: Disrupted by the step loss only (it lapses at the turn's end)
  u.disrupted = true;
  if (AIR_BY_ID[id].group === 'jasta-reserve') s.vp.allied += 1;
}

export function destroyAir(s: State, id: string, log: Log, rule: string): void {
  const u = s.air[id];
  if (u.base === 'dead') return;
  u.base = 'dead';
  u.flown = false;
  if (u.ace && AIR_BY_ID[id].side === 'allied') { s.alliedAcesFree++; }
  u.ace = false;
  if (log) say(log, rule, `${airName(id)} is destroyed`, `${airName(id)} est détruit`);
  // 12.2.2, 13.1: steps lost by German Reserve Fighters.
  if (AIR_BY_ID[id].group === 'jasta-reserve') s.vp.allied += u.reduced ? 1 : 2; // the steps it still had
  if (s.mission) {
    s.mission.strikes = s.mission.strikes.filter((x) => x.unit !== id);
    s.mission.landing = s.mission.landing.filter((x) => x !== id);
    s.mission.accidents = s.mission.accidents.filter((x) => x !== id);
  }
}

// 8.13
function airConclusion(s: State, log: Log): void {
  const flownIX = Object.keys(s.air).filter((id) => AIR_BY_ID[id].group === 'IX' && s.air[id].flown && atAirbase(s.air[id].base)).length;
  if (flownIX) {
    s.vp.german += flownIX;
    if (log) say(log, '8.13', `${flownIX} RFC Reserve units in Flown sections: +${flownIX} VP to the German player`, `${flownIX} unités de la réserve du RFC ont volé : +${flownIX} PV au joueur allemand`);
  }
  s.recon = [];
  s.step = 'ground-start';
}

// =============================================================================================
// 9 Ground Operations

function mayOperate(s: State, id: string): boolean {
  return operates(s, s.ground[id], GROUND_BY_ID[id].side);
}
/** mayOperate for the division `g` of `side` (the listings have both at hand). */
function operates(s: State, g: S.GroundUnit, side: Side): boolean {
  if (g.where !== 'map' || !g.hex) return false;
  // 9.1
  if (side === 'german' && westOfHindenburg(g.hex) && s.initiative !== 'german') return false;
  if (side === 'allied' && HEX_INFO[hexNo(g.hex)].row <= 2 && s.initiative !== 'allied') return false;
  return true;
}

/** The units on the map of an Allied at-start formation (9.3.1) and their hex numbers, in the same order. */
interface Formation { ids: string[]; hexes: number[] }
/** 9.3.1: an Allied at-start division stays within 2 hexes of another of its Corps (unless the last one).
 * `byFormation` holds the units on the map of each Allied at-start formation with their hex numbers. */
function cohesion(byFormation: Map<string, Formation>, d: D.GroundUnitData, to: number): boolean {
  if (d.side !== 'allied' || d.formation === 'allied-reserve') return true;
  const f = byFormation.get(d.formation);
  if (!f) return true;
  let mates = 0;
  for (let k = 0; k < f.ids.length; k++) {
    if (f.ids[k] === d.id) continue;
    mates++;
    if (hexDistance(f.hexes[k], to) <= 2) return true;
  }
  return mates === 0;
}
/** The hexes of the east and west map edges (9.4.6: a division off the map returns by its edge), static. */
const EDGE_ROW_HEXES: Record<number, readonly string[]> = {
  [EAST_ROW]: grid.ids.filter((h) => grid.coord(h).row === EAST_ROW),
  [WEST_ROW]: grid.ids.filter((h) => grid.coord(h).row === WEST_ROW),
};
/** Scratch marks by hex number for the movement listing: friendly units, enemy units, enemy ZOC (9.3.2). */
const MOVE_FRIENDS = new Uint8Array(HEX_INFO.length);
const MOVE_ENEMY = new Uint8Array(HEX_INFO.length);
const MOVE_EZOC = new Uint8Array(HEX_INFO.length);
/** The `move` actions open to `side` (9.2, 9.3, 9.4.6), appended to `out`. */
function moveOptions(s: State, side: Side, out: Action[]): void {
  const ground = s.ground;
  const friends = MOVE_FRIENDS.fill(0);
  const enemyAt = MOVE_ENEMY.fill(0);
  const ez = MOVE_EZOC.fill(0);
  const byFormation = new Map<string, Formation>();
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (g.where !== 'map') continue;
    const d = groundDef(id, i);
    const h = hexNo(g.hex!);
    if (d.side === side) friends[h]++;
    else {
      enemyAt[h] = 1;
      const nb = NBR_INDEX[h];
      for (let k = 0; k < nb.length; k++) ez[nb[k]] = 1;
    }
    if (d.side === 'allied' && d.formation !== 'allied-reserve') {
      const f = byFormation.get(d.formation);
      if (f) { f.ids.push(id); f.hexes.push(h); }
      else byFormation.set(d.formation, { ids: [id], hexes: [h] });
    }
  }
  i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    const d = groundDef(id, i);
    if (d.side !== side || s.moved.includes(id) || g.interdicted) continue;
    if (g.where === 'off') {
      // 9.4.6: return by the same edge.
      const row = g.offEdge === 'east' ? EAST_ROW : WEST_ROW;
      for (const h of EDGE_ROW_HEXES[row]) {
        const n = hexNo(h);
        if (!enemyAt[n] && friends[n] < STACKING) out.push({ type: 'move', unit: id, to: h });
      }
      continue;
    }
    if (!operates(s, g, d.side)) continue;
    const from = hexNo(g.hex!);
    const nb = NBR_INDEX[from];
    for (let k = 0; k < nb.length; k++) {
      const n = nb[k];
      if (enemyAt[n] || friends[n] >= STACKING) continue;
      if (ez[from] && ez[n]) continue; // 9.3.2 (ruling: no move from one enemy ZOC hex to another)
      if (!cohesion(byFormation, d, n)) continue;
      out.push({ type: 'move', unit: id, to: HEX_INFO[n].h });
    }
  }
}

/** 9.3: units still over-stacked at the end of their owner's movement phase are eliminated. */
function overStacked(s: State, side: Side, log: Log): void {
  const ground = s.ground;
  const per = new Map<string, string[]>();
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && GROUND_BY_ID[id].side === side) per.set(g.hex!, [...(per.get(g.hex!) ?? []), id]);
  }
  for (const ids of per.values()) for (const id of ids.slice(STACKING)) { if (log) say(log, '9.3', `${gName(id)} is over-stacked`, `${gName(id)} est en surempilement`); killGround(s, id, log); }
}

function groundMove(s: State, id: string, to: string, log: Log): void {
  const g = s.ground[id];
  if (log) say(log, '9.2', `${gName(id)} moves ${g.hex ?? 'onto the map'} to ${to}`, `${gName(id)} se déplace ${g.hex ? `de ${g.hex} ` : 'sur la carte '}vers ${to}`);
  g.hex = to;
  g.where = 'map';
  s.moved.push(id);
  enterHex(s, id, to, log);
}

/** Control (3.0) and airbases overrun (6.6.4, 6.6.5). */
function enterHex(s: State, id: string, hex: string, log: Log): void {
  const side = GROUND_BY_ID[id].side;
  if (s.control[hex] !== side) {
    s.control[hex] = side;
    // 13.1: the German capture of Arras (the Allied of Lens) ends its hit award for good.
    if ((hex === ARRAS && side === 'german') || (hex === LENS && side === 'allied')) (s.captured ??= {})[hex === ARRAS ? 'arras' : 'lens'] = true;
    if (log && PLACES[hex]) say(log, '3.0', `${PLACES[hex].name} (${hex}) passes to ${SIDE_NAME[side]} control`, `${PLACES[hex].name} (${hex}) passe sous contrôle ${SIDE_FR[side]}`);
  }
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (b.side === side || st.hex !== hex || st.status === 'destroyed') continue;
    const units = unitsAt(s, b.id);
    const wasDisrupted = st.status === 'disrupted';
    st.status = 'destroyed';
    if (log) say(log, '6.6.4', `${baseName(b.id)} is overrun and destroyed`, `${baseName(b.id)} est submergé et détruit`);
    if (units.length) need(s, 'evacuate', units.length, 10, 'Airbase evacuation', "évacuation d'aérodrome", '6.6.5', { units, base: b.id, wasDisrupted });
  }
}

function evacuateRolls(s: State, d: number[], units: string[], base: string, wasDisrupted: boolean, log: Log): void {
  units.forEach((id, i) => {
    const u = s.air[id];
    let r = d[i];
    if (u.flown) r += 1;
    if (u.disrupted) r += 1;
    if (u.regroup) r += 3;
    if (wasDisrupted) r += 2;
    const mp = BOARD_AIRCRAFT[AIR_BY_ID[id].aircraft]?.mp ?? faceOf(u).sr;
    // 6.6.5: a unit that makes its roll "may stage-move to any other friendly Airbase": its owner chooses (relocate).
    if (r <= mp && evacuationBases(s, id, base).length) (s.relocate ??= { units: [], base }).units.push(id);
    else destroyAir(s, id, log, '6.6.5');
  });
}

/** The friendly operating, un-Disrupted Airbases with room for `id` other than `base` (6.6.5, 8.3, 6.3). */
function evacuationBases(s: State, id: string, base: string): string[] {
  return ownBases(s, AIR_BY_ID[id].side).filter((b) => b !== base && operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal') && !overCapacity(s, b, id));
}
function relocateOptions(s: State): string[] {
  return evacuationBases(s, s.relocate!.units[0], s.relocate!.base);
}
/** 6.6.5: the evacuating unit stage-moves to the Airbase its owner chose; it lands Flown. */
function relocate(s: State, to: string, log: Log): void {
  const r = s.relocate!;
  const id = r.units.shift()!;
  const u = s.air[id];
  u.base = to;
  u.flown = true;
  if (log) say(log, '6.6.5', `${airName(id)} evacuates to ${baseName(to)}`, `${airName(id)} évacue vers ${baseName(to)}`, [AIR_BY_ID[id].side]);
  // The next unit's choice, unless no base has room left for it any more.
  while (r.units.length && evacuationBases(s, r.units[0], r.base).length === 0) destroyAir(s, r.units.shift()!, log, '6.6.5');
  if (r.units.length === 0) s.relocate = null;
}

/** [attacker, hex] pairs: an attack is declared against an adjacent enemy hex; its defender chooses which of his
 * units there meets it (9.4: "defending player's choice if he has more than one unit"). */
function attackOptions(s: State, side: Side): [string, string][] {
  const ground = s.ground;
  const out: [string, string][] = [];
  const declared = new Set(s.attacks.map((a) => a.attacker));
  const enemyHexes = new Set<string>();
  const enemy = other(side);
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && GROUND_BY_ID[id].side === enemy) enemyHexes.add(g.hex!);
  }
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side !== side || declared.has(id) || !mayOperate(s, id)) continue;
    for (const n of grid.neighbours(g.hex!)) if (enemyHexes.has(n)) out.push([id, n]);
  }
  return out;
}

/** The units that may meet the next declared attack (9.4): the enemy's divisions in its hex. */
function defenders(s: State): string[] {
  const a = s.attacks[0];
  return unitsIn(s, a.hex, other(GROUND_BY_ID[a.attacker].side));
}

/** The divisions in a hex, by name, with the hex: "11 Res Div at 2107" / "3 Div or 9 Div at 2208 (Arras)". */
export function defendersLabel(s: State, hex: string): [string, string] {
  const names = unitsIn(s, hex).map(gName);
  const where = `${hex}${PLACES[hex]?.name ? ` (${PLACES[hex].name})` : ''}`;
  return [`${names.join(' or ') || 'the enemy'} at ${where}`, `${names.join(' ou ') || "l'ennemi"} en ${where}`];
}

function startCombat(s: State, attacker: string, defender: string): void {
  const sec = (id: string) => {
    const list = sectorsOf(s, id);
    return list.length ? list.reduce((b, x) => (s.asl[x] > s.asl[b] ? x : b)) : null;
  };
  s.combat = { attacker, defender, step: 'asp-def', aspDef: 0, aspAtt: 0, tsp: 0, defSector: sec(defender), attSector: sec(attacker) };
  s.step = 'support';
}

function nextCombat(s: State, log: Log): void {
  while (s.attacks.length) {
    const a = s.attacks[0];
    const att = s.ground[a.attacker];
    const units = att.where === 'map' && grid.adjacent(att.hex!, a.hex) ? defenders(s) : [];
    if (units.length === 0) { s.attacks.shift(); continue; }
    // 9.4: the defending player chooses which of his units meets the attack.
    if (units.length > 1) { s.step = 'defend'; return; }
    s.attacks.shift();
    startCombat(s, a.attacker, units[0]);
    void log;
    return;
  }
  // The side's ground operations are over (9.0 order).
  if (s.groundSide === s.initiative) {
    s.groundSide = other(s.initiative);
    s.moved = [];
    s.step = 'move';
  } else {
    s.phase = 'supply';
    s.step = 'supply';
  }
}

/** 9.4: the non-initiative player allocates first in each combat. */
function supportSide(s: State): Side {
  return s.combat!.step === 'asp-def' ? other(s.initiative) : s.initiative;
}

function supportOptions(s: State, side: Side): Action[] {
  const c = s.combat!;
  const attSide = GROUND_BY_ID[c.attacker].side;
  const isAtt = side === attSide;
  const unit = isAtt ? c.attacker : c.defender;
  const sector = isAtt ? c.attSector : c.defSector;
  const maxAsp = sector ? Math.min(s.asl[sector], cf(s, unit)) : 0; // 9.4.1
  const maxTsp = isAtt && side === 'allied' ? Math.min(s.tsp, s.ground[unit].reduced ? 1 : 2) : 0; // 9.4.3
  const out: Action[] = [];
  for (let asp = 0; asp <= maxAsp; asp++) for (let tsp = 0; tsp <= maxTsp; tsp++) out.push({ type: 'support', asp, tsp });
  return out;
}

function support(s: State, side: Side, a: Action, log: Log): void {
  const c = s.combat!;
  const isAtt = side === GROUND_BY_ID[c.attacker].side;
  const asp = a.asp as number;
  const tsp = a.tsp as number;
  if (isAtt) {
    c.aspAtt = asp;
    c.tsp = tsp;
    if (c.attSector) s.asl[c.attSector] -= asp;
    s.tsp -= tsp;
  } else {
    c.aspDef = asp;
    if (c.defSector) s.asl[c.defSector] -= asp;
  }
  if (log) say(log, '9.4.1', `${SIDE_NAME[side]} allocates ${asp} Artillery Support${tsp ? ` and ${tsp} Tank Support` : ''}`, `Le joueur ${SIDE_FR[side]} engage ${asp} points de soutien d'artillerie${tsp ? ` et ${tsp} de soutien de chars` : ''}`);
  if (c.step === 'asp-def') c.step = 'asp-att';
  else { c.step = 'roll'; need(s, 'ground', 1, 10, `ground combat: ${gName(c.attacker)} against ${gName(c.defender)}`, `combat terrestre : ${gName(c.attacker)} contre ${gName(c.defender)}`, '9.4'); }
}

export function groundModifiers(s: State, attacker: string, defender: string): { v: number; why: string }[] {
  const mods: { v: number; why: string }[] = [];
  const dh = s.ground[defender].hex!;
  const ah = s.ground[attacker].hex!;
  const german = GROUND_BY_ID[defender].side === 'german';
  if (s.poorWeather) mods.push({ v: POOR_WEATHER_COMBAT, why: 'Poor Weather' });
  if (german && isHindenburg(dh)) mods.push({ v: TEC.hindenburg.combat, why: 'Hindenburg Line' });
  else if (german && eastOfHindenburg(dh)) mods.push({ v: TEC['east-of-hl'].combat, why: 'east of the Hindenburg Line' });
  if (PLACES[dh]?.terrain === 'city') mods.push({ v: TEC.city.combat, why: 'city' });
  if (acrossRiver(ah, dh)) mods.push({ v: TEC.river.combat, why: 'river' });
  if (PLACES[dh]?.terrain === 'ridge') mods.push({ v: TEC.ridge.combat, why: 'ridge' });
  return mods;
}

function groundCombatRoll(s: State, roll: number, log: Log): void {
  const c = s.combat!;
  const mods = groundModifiers(s, c.attacker, c.defender);
  const att = s.ground[c.attacker];
  let acf = cf(s, c.attacker);
  if (att.interdicted) acf = Math.floor(acf / 2); // 9.4.5
  const sum = roll + mods.reduce((t, m) => t + m.v, 0) - c.aspDef + c.aspAtt + c.tsp + acf;
  let col = groundColumn(sum);
  // 9.4.2 balloons: Normal +1 column for its owner, Reduced -1.
  const shift = (sector: string | null) => (sector === null ? 0 : s.bosl[sector] === 0 ? 1 : s.bosl[sector] === 2 ? -1 : 0);
  col += shift(c.attSector) - shift(c.defSector);
  col = Math.max(0, Math.min(GROUND_COLUMNS.length - 1, col));
  const row = Math.max(0, Math.min(GROUND_CRT.rows.length - 1, cf(s, c.defender) - 1));
  const res = GROUND_CRT.rows[row][col];
  if (log) say(log, '9.4', `${gName(c.attacker)} attacks ${gName(c.defender)}: roll ${roll}${mods.map((m) => ` ${m.v} ${m.why}`).join('')} -${c.aspDef} +${c.aspAtt + c.tsp} support +${acf} CF = ${sum}, column ${col + 1}: ${res}`,
    `${gName(c.attacker)} attaque ${gName(c.defender)} : jet ${roll}${mods.map((m) => ` ${m.v} ${whyFr(m.why)}`).join('')} -${c.aspDef} +${c.aspAtt + c.tsp} soutien +${acf} CF = ${sum}, colonne ${col + 1} : ${res}`);
  const def = s.ground[c.defender];
  const defVp = (id: string) => { if (GROUND_BY_ID[id].formation === 'allied-reserve') s.vp.german += 1; }; // 12.1.1, 13.1
  switch (res) {
    case 'AX':
      defVp(c.attacker);
      if (att.reduced) killGround(s, c.attacker, log);
      else { att.reduced = true; att.interdicted = true; }
      break;
    case 'AI':
      att.interdicted = true;
      break;
    case 'DI':
      if (def.interdicted) { s.step = 'retreat'; c.step = 'retreat'; return; }
      def.interdicted = true;
      break;
    case 'DX':
      defVp(c.defender);
      if (def.reduced) { const hex = def.hex!; killGround(s, c.defender, log); return vacated(s, hex); }
      def.reduced = true;
      def.interdicted = true;
      s.step = 'retreat';
      c.step = 'retreat';
      return;
  }
  s.combat = null;
  s.step = 'combat-next';
}

function killGround(s: State, id: string, log: Log): void {
  s.ground[id].where = 'dead';
  s.ground[id].hex = null;
  if (log) say(log, '9.4.4', `${gName(id)} is eliminated`, `${gName(id)} est éliminée`);
}

function retreatOptions(s: State): string[] {
  const c = s.combat!;
  const dh = s.ground[c.defender].hex!;
  const ah = s.ground[c.attacker].hex!;
  const side = GROUND_BY_ID[c.defender].side;
  const out: string[] = [];
  for (const n of grid.neighbours(dh)) {
    if (grid.distance(n, ah) < 2) continue;
    if (unitsIn(s, n, other(side)).length) continue;
    out.push(n);
  }
  const row = grid.coord(dh).row;
  if ((side === 'german' && row === EAST_ROW) || (side === 'allied' && row === WEST_ROW)) out.push('off');
  return out.length ? out : ['eliminate'];
}

function retreat(s: State, to: string, log: Log): void {
  const c = s.combat!;
  const g = s.ground[c.defender];
  const from = g.hex!;
  if (to === 'eliminate') killGround(s, c.defender, log);
  else if (to === 'off') {
    g.where = 'off';
    g.offEdge = GROUND_BY_ID[c.defender].side === 'german' ? 'east' : 'west';
    g.hex = null;
    if (log) say(log, '9.4.6', `${gName(c.defender)} retreats off the map`, `${gName(c.defender)} retraite hors de la carte`);
  } else {
    g.hex = to;
    if (log) say(log, '9.4.6', `${gName(c.defender)} retreats to ${to}`, `${gName(c.defender)} retraite en ${to}`);
    enterHex(s, c.defender, to, log);
  }
  vacated(s, from);
}

function vacated(s: State, hex: string): void {
  const c = s.combat!;
  if (unitsIn(s, hex).length === 0 && s.ground[c.attacker].where === 'map' && unitsIn(s, hex, GROUND_BY_ID[c.attacker].side).length < STACKING) {
    c.vacated = hex;
    c.step = 'advance';
    s.step = 'advance';
    return;
  }
  s.combat = null;
  s.step = 'combat-next';
}

// =============================================================================================
// 10 Supply, 9.5.1 Artillery Support Levels

function supplyPhase(s: State, log: Log): void {
  const ground = s.ground;
  for (const side of ['allied', 'german'] as Side[]) {
    const sup = supplied(s, side);
    for (const id in ground) {
      const g = ground[id];
      if (GROUND_BY_ID[id].side === side && g.where === 'map' && !sup.has(g.hex!) && !g.interdicted) {
        g.interdicted = true;
        if (log) say(log, '10.3', `${gName(id)} is out of supply: Interdicted`, `${gName(id)} est hors ravitaillement : interdite`);
      }
    }
    for (const b of AIRBASES) {
      const st = s.bases[b.id];
      if (b.side === side && st.hex && st.status === 'normal' && !sup.has(st.hex)) {
        st.status = 'disrupted';
        if (log) say(log, '10.3', `${baseName(b.id)} is out of supply: Disrupted`, `${baseName(b.id)} est hors ravitaillement : désorganisé`);
      }
    }
  }
  // 9.5.1
  const germanBoxPenalty = s.boxHits.douai + s.boxHits.cambrai >= 8 ? 2 : 0;
  const alliedArrasPenalty = s.cityHits.arras >= 4 || s.control[ARRAS] === 'german' ? 2 : 0;
  for (const k of [...CORPS, ...GRUPPE_LIST]) {
    const allied = (CORPS as string[]).includes(k);
    let v = s.asl[k] + (3 - s.bosl[k]) - (allied ? alliedArrasPenalty : germanBoxPenalty);
    v = Math.max(0, Math.min(ASL_MAX, v));
    if (allied) {
      // 9.3.1: a Corps down to one division: its support never exceeds that unit's CF.
      const left = Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].formation === k && ground[id].where !== 'dead');
      if (left.length === 0) v = 0;
      else if (left.length === 1) v = Math.min(v, cf(s, left[0]));
    }
    s.asl[k] = v;
  }
  if (log) say(log, '9.5.1', `Artillery Support for next turn: ${aslText(s)}`, `Soutien d'artillerie du prochain tour : ${aslText(s, true)}`);
  s.phase = 'regroup';
  s.step = 'regroup';
}

// =============================================================================================
// 11 Regroup

function regroupRolls(s: State, log: Log): void {
  const items: string[] = [];
  const sup = { allied: supplied(s, 'allied'), german: supplied(s, 'german') };
  const baseSupplied = (b: string) => b === 'rfc' || !s.bases[b]?.hex || sup[baseData[b].side].has(s.bases[b].hex!);
  // 11.2.2: General Regroup: the declarer's Ready Disrupted units and supplied bases recover without a roll.
  if (s.generalRegroup) {
    const gs = s.generalRegroup;
    for (const id in s.air) {
      const u = s.air[id];
      if (AIR_BY_ID[id].side === gs && u.disrupted && !u.flown && atAirbase(u.base)) { u.disrupted = false; u.regroup = false; }
    }
    for (const b of AIRBASES) if (b.side === gs && s.bases[b.id].status === 'disrupted' && baseSupplied(b.id)) s.bases[b.id].status = 'normal';
    if (log) say(log, '11.2.2', `${SIDE_NAME[gs]} General Regroup: Ready Disrupted units and supplied Airbases return to Normal`, `Regroupement général ${SIDE_FR[gs]} : les unités désorganisées prêtes et les aérodromes ravitaillés redeviennent normaux`);
  }
  // 11.1.1: aerial units first (at a Normal, supplied base), then airbases, then ground units.
  for (const id in s.air) {
    const u = s.air[id];
    if (u.regroup && u.disrupted && atAirbase(u.base) && (u.base === 'rfc' || s.bases[u.base]?.status === 'normal') && baseSupplied(u.base)) items.push(`air:${id}`);
  }
  for (const b of AIRBASES) if (s.bases[b.id].status === 'disrupted' && baseSupplied(b.id)) items.push(`base:${b.id}`);
  for (const id in s.ground) if (s.ground[id].where === 'map' && s.ground[id].interdicted) items.push(`ground:${id}`);
  if (items.length === 0) return regroupResults(s, [], [], log);
  need(s, 'regroup', items.length, 10, 'Regroup rolls (aerial units, airbases, ground units)', 'jets de regroupement (unités aériennes, aérodromes, unités terrestres)', '11.1', { items });
}

function regroupResults(s: State, d: number[], items: string[], log: Log): void {
  const mod = (side: Side) => (s.poorWeather ? 1 : 0) + (side === 'allied' ? (s.cityHits.arras >= 4 || s.control[ARRAS] === 'german' ? 1 : 0) : Math.floor((s.boxHits.douai + s.boxHits.cambrai) / 4));
  items.forEach((item, i) => {
    const [kind, id] = item.split(':');
    if (kind === 'air') {
      const side = AIR_BY_ID[id].side;
      const r = d[i] + mod(side);
      if (r <= 6) { s.air[id].disrupted = false; if (log) say(log, '11.1.1', `${airName(id)} regroups (roll ${r})`, `${airName(id)} se regroupe (jet ${r})`, [side]); }
      s.air[id].regroup = false;
    } else if (kind === 'base') {
      const side = baseData[id].side;
      const r = d[i] + mod(side);
      if (r <= (side === 'allied' ? 6 : 7)) { s.bases[id].status = 'normal'; if (log) say(log, '11.1.2', `${baseName(id)} returns to Normal (roll ${r})`, `${baseName(id)} redevient normal (jet ${r})`); }
    } else {
      const side = GROUND_BY_ID[id].side;
      if (d[i] <= (side === 'allied' ? 5 : 6)) { s.ground[id].interdicted = false; if (log) say(log, '11.1.3', `${gName(id)} is no longer Interdicted (roll ${d[i]})`, `${gName(id)} n'est plus interdite (jet ${d[i]})`); }
    }
  });
  s.step = s.generalRegroup ? 'restore-roll' : 'reorganize';
}

/** 11.2.3: reduced or destroyed aerial units that may take a step; reserves first. */
function restorable(s: State, side: Side): string[] {
  const cands = Object.keys(s.air).filter((id) => AIR_BY_ID[id].side === side && id !== 'a-100' && (s.air[id].reduced || s.air[id].base === 'dead'));
  const reserveFirst = cands.filter((id) => AIR_BY_ID[id].reserve);
  return reserveFirst.length ? reserveFirst : cands;
}

function restoreStep(s: State, side: Side, id: string, log: Log): void {
  const u = s.air[id];
  if (u.base === 'dead') {
    // A destroyed unit returns Reduced at the Holding Area or a base with room.
    u.reduced = true;
    u.disrupted = false;
    u.base = AIR_BY_ID[id].group === 'IX' ? 'away' : AIR_BY_ID[id].reserve ? 'reserve' : (ownBases(s, side).find((b) => b !== 'rfc' && operating(s, b) && !overCapacity(s, b, id)) ?? 'reserve');
    if (side === 'allied' && u.base === 'reserve') u.base = 'away';
  } else u.reduced = false;
  const cost = s.restoreSteps > 0 ? 1 : 2;
  if (s.restoreSteps > 0) s.restoreSteps--;
  s.vp[other(side)] += cost;
  if (log) say(log, '11.2.3', `${airName(id)} takes a replacement step: +${cost} VP to the ${SIDE_NAME[other(side)]} player`, `${airName(id)} reçoit un pas de remplacement : +${cost} PV au joueur ${SIDE_FR[other(side)]}`);
  if (restorable(s, side).length === 0) s.step = 'reorganize';
}

function reorganize(s: State, log: Log): void {
  const air = s.air;
  // 11.3
  for (const id in air) {
    const u = air[id];
    u.flown = false;
    u.observerLost = false;
    (u as { staged?: boolean }).staged = false;
    u.intercepted = false;
    u.missioned = false;
  }
  for (const b of ownBases(s, 'allied').concat(ownBases(s, 'german'))) if (b !== 'rfc') applyOverCapacity(s, b);
  // 11.4 completion
  const sup = supplied(s, 'german');
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (st.status === 'construction' && st.hex && sup.has(st.hex)) { st.status = 'normal'; if (log) say(log, '11.4', `${baseName(b.id)} at ${st.hex} is operational`, `${baseName(b.id)} en ${st.hex} est opérationnel`); }
  }
  s.step = 'dismantle';
  if (dismantlable(s).length === 0) s.step = 'repairs';
}

function repairs(s: State, log: Log): void {
  // 11.5.1: up to 3 hits from cities a side controls; 11.5.2: 3 from Cambrai/Douai.
  for (const side of ['allied', 'german'] as Side[]) {
    let left = 3;
    for (const [hex, k] of [[ARRAS, 'arras'], [LENS, 'lens']] as const) {
      if (s.control[hex] !== side) continue;
      const take = Math.min(left, s.cityHits[k]);
      s.cityHits[k] -= take;
      left -= take;
      if (log && take) say(log, '11.5.1', `${SIDE_NAME[side]} repairs ${take} hit(s) on ${PLACES[hex].name}`, `Le joueur ${SIDE_FR[side]} répare ${take} coup(s) au but à ${PLACES[hex].name}`);
    }
  }
  let left = 3;
  for (const k of ['douai', 'cambrai'] as const) {
    const take = Math.min(left, s.boxHits[k]);
    s.boxHits[k] -= take;
    left -= take;
    if (log && take) say(log, '11.5.2', `${take} hit(s) repaired at ${areaName(k)}`, `${take} coup(s) au but réparé(s) à ${areaName(k)}`);
  }
  s.step = 'reinforce';
}

function alliedReinforcementHexes(s: State): string[] {
  const ground = s.ground;
  // 12.1.1: with or next to an Allied unit, not next to a German unit, supplied, within stacking.
  const sup = supplied(s, 'allied');
  const gz = zoc(s, 'german');
  const near = new Set<string>();
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side === 'allied' && g.where === 'map') { near.add(g.hex!); for (const n of grid.neighbours(g.hex!)) near.add(n); }
  }
  const stack = stackCounts(s);
  return [...near].filter((h) => !gz.has(h) && sup.has(h) && stack[2 * hexNo(h) + 1] === 0 && stack[2 * hexNo(h)] < STACKING).sort();
}

// =============================================================================================
// 13 Victory Points

function victoryPhase(s: State, log: Log): void {
  const air = s.air;
  s.phase = 'victory';
  // 13.1 per-turn awards. Ruling: "this VP award is ended" by the capture of Arras (Lens) for good, even if it is
  // retaken later (the capture is remembered in s.captured, set when the Ground Combat Unit enters, 3.0).
  if (!s.captured?.arras && s.cityHits.arras) { s.vp.german += s.cityHits.arras; if (log) say(log, '13.1', `${s.cityHits.arras} hits on Arras: +${s.cityHits.arras} VP German`, `${s.cityHits.arras} coups au but sur Arras : +${s.cityHits.arras} PV allemands`); }
  const lensHits = s.captured?.lens ? 0 : s.cityHits.lens;
  const a = lensHits + s.boxHits.douai + s.boxHits.cambrai;
  if (a) { s.vp.allied += a; if (log) say(log, '13.1', `${a} hits on Lens, Douai and Cambrai: +${a} VP Allied`, `${a} coups au but sur Lens, Douai et Cambrai : +${a} PV alliés`); }
  if (!s.poorWeather && !s.ops.alliedBombed) { s.vp.german += 4; if (log) say(log, '13.1', 'A clear turn without Allied bombing: +4 VP German', 'Un tour de beau temps sans bombardement allié : +4 PV allemands'); }
  const deadIX = AIRBASE_UNITS_IX().filter((u) => air[u].base === 'dead').length;
  if (deadIX) { s.vp.german += deadIX; if (log) say(log, '13.1', `${deadIX} destroyed IX Brigade units: +${deadIX} VP German`, `${deadIX} unités de la IX Brigade détruites : +${deadIX} PV allemands`); }
  // 8.7.9: "Disrupted for the remainder of the game turn": a Disruption that came only with a step loss ends with the
  // turn (option stepLossLasting: it stays until a regroup, like any Disruption).
  for (const id in air) {
    const u = air[id];
    if (!u.lossDisrupted) continue;
    if (!s.options.stepLossLasting && u.base !== 'dead') u.disrupted = false;
    u.lossDisrupted = false;
  }
  // 12.2.1, 12.2.2: German reserve aircraft go back to the Holding Area at turn end.
  for (const id in air) if (AIR_BY_ID[id].side === 'german' && AIR_BY_ID[id].reserve && atAirbase(air[id].base)) { air[id].base = 'reserve'; air[id].disrupted = false; }
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
  fr.push(`Alliés : ${hl} hexagones de la ligne Hindenburg (+${2 * hl}), ${ridgeA} hexagones de la crête de Vimy (+${3 * ridgeA}), villes à l'est de la ligne (+${towns})`);
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
  if (log) say(log, '13.3', `Final: Allied ${f.allied} - German ${f.german} = ${s.finalMargin}: ${level}`, `Final : Alliés ${f.allied} - Allemands ${f.german} = ${s.finalMargin} : ${LEVEL_FR[level]}`);
}
