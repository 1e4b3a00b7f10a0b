// Cambrai 1917: the sequence of play of the player aid (Dawn, Daylight, Night, End) as a queue of
// tasks, the three impulses (Pass, Regroup, Assault), Hurricane Barrages, artillery markers,
// movement, combat, overruns, retreats, bridges, the Advantage and victory. Comments and log
// entries name the aid's section (its rule numbers where it gives them); rulings for what the aid
// cites but does not print are in docs/games/cambrai-1917.md and named here "ruling X".

import type { Action } from '../../kernel/game.ts';
import { type Log, type Part, PlayerFr, areaFr, dayFr, joinParts, say, sideFr, sideFrF, weatherEn, weatherFr } from './text.ts';
import { type AbsorbHow, type LossUnit, lossOptions, lossTarget } from '../../families/area-impulse/attrition.ts';
import type { CambraiAction } from './actions.ts';
import {
  AREA_BY_ID as AREA_BY_ID_,
  AREAS as AREAS_,
  ARTILLERY as ARTILLERY_,
  ATTACK_CP as ATTACK_CP_,
  BARRAGE_CP as BARRAGE_CP_,
  CARDS as CARDS_,
  FIRST_DAY as FIRST_DAY_,
  FIRST_DAY_VP as FIRST_DAY_VP_,
  HAIG_AREAS as HAIG_AREAS_,
  HAIG_ZONE as HAIG_ZONE_,
  HURRICANE as HURRICANE_,
  HURRICANE_MARKERS as HURRICANE_MARKERS_,
  LAST_DAY as LAST_DAY_,
  LAST_IMPULSE as LAST_IMPULSE_,
  OPENING_BARRAGE as OPENING_BARRAGE_,
  SUDDEN_DEATH_ZONES as SUDDEN_DEATH_ZONES_,
  UNITS,
  VP_TO_WIN as VP_TO_WIN_,
  ammoDice as ammoDice_,
} from './data.ts';
import {
  type AssaultState,
  type CambraiState,
  type CombatState,
  type Side,
  type RollPurpose,
  type Task,
  type Variant,
  NO_VARIANT,
  AREA_IDS as AREA_IDS_,
  BRIDGES0 as BRIDGES0_,
  N_AREA_SLOTS,
  DIST as DIST_,
  ELIMINATED as ELIMINATED_,
  GRAPH as GRAPH_,
  N_UNITS as N_UNITS_,
  OFF_MAP as OFF_MAP_,
  REMOVED as REMOVED_,
  actsAsInfantry as actsAsInfantry_,
  areaName as areaName_,
  attackOf as attackOf_,
  britishVp as britishVp_,
  cap as cap_,
  contested as contested_,
  defenseOf as defenseOf_,
  exhaustedDefenseOf as exhaustedDefenseOf_,
  free as free_,
  hasFresh as hasFresh_,
  hasUnits as hasUnits_,
  inSupply as inSupply_,
  isCavalry as isCavalry_,
  isGarrison as isGarrison_,
  isTank as isTank_,
  isZone as isZone_,
  movementPoints as movementPoints_,
  other as other_,
  setLoc as setLoc_,
  setSpent as setSpent_,
  unitName as unitName_,
  unitsIn as unitsIn_,
  updateControl as updateControl_,
  UNIT_INDEX,
} from './state.ts';
import { attackerRetreat, checkStep, retreatDestinations, zoneForbidden } from './movement.ts';

// Module-local bindings of the imports (the hot loops then read plain constants).
const AREA_BY_ID = AREA_BY_ID_;
const AREAS = AREAS_;
const ARTILLERY = ARTILLERY_;
const ATTACK_CP = ATTACK_CP_;
const BARRAGE_CP = BARRAGE_CP_;
const CARDS = CARDS_;
const FIRST_DAY = FIRST_DAY_;
const FIRST_DAY_VP = FIRST_DAY_VP_;
const HAIG_AREAS = HAIG_AREAS_;
const HAIG_ZONE = HAIG_ZONE_;
const HURRICANE = HURRICANE_;
const HURRICANE_MARKERS = HURRICANE_MARKERS_;
const LAST_DAY = LAST_DAY_;
const LAST_IMPULSE = LAST_IMPULSE_;
const OPENING_BARRAGE = OPENING_BARRAGE_;
const SUDDEN_DEATH_ZONES = SUDDEN_DEATH_ZONES_;
const VP_TO_WIN = VP_TO_WIN_;
const ammoDice = ammoDice_;
const AREA_IDS = AREA_IDS_;
const BRIDGES0 = BRIDGES0_;
const DIST = DIST_;
const ELIMINATED = ELIMINATED_;
const GRAPH = GRAPH_;
const N_UNITS = N_UNITS_;
const OFF_MAP = OFF_MAP_;
const REMOVED = REMOVED_;
const actsAsInfantry = actsAsInfantry_;
const areaName = areaName_;
const attackOf = attackOf_;
const britishVp = britishVp_;
const cap = cap_;
const contested = contested_;
const defenseOf = defenseOf_;
const exhaustedDefenseOf = exhaustedDefenseOf_;
const free = free_;
const hasFresh = hasFresh_;
const hasUnits = hasUnits_;
const inSupply = inSupply_;
const isCavalry = isCavalry_;
const isGarrison = isGarrison_;
const isTank = isTank_;
const isZone = isZone_;
const movementPoints = movementPoints_;
const other = other_;
const setLoc = setLoc_;
const setSpent = setSpent_;
const unitName = unitName_;
const unitsIn = unitsIn_;
const updateControl = updateControl_;

/** A module-local alias of UNITS (the hot loops read it often). */
const UN = UNITS;

const DAY = (d: number) => `${d} November`;

// ---- setup ---------------------------------------------------------------------------------------

/** `vpToWin`: the Control markers the British need (the handicap option; the aid's 20 by default, ruling S1's number on the first day). */
export function newGame(scenario: 'campaign' | 'first-day', vpToWin = scenario === 'first-day' ? FIRST_DAY_VP : VP_TO_WIN, variant: Partial<Variant> = {}): CambraiState {
  const control = new Array(Math.max(...AREA_IDS) + 1).fill('german');
  for (const a of AREAS) control[a.id] = a.sector;
  const s: CambraiState = {
    scenario,
    vpToWin,
    day: FIRST_DAY,
    phase: 'dawn',
    step: { k: 'idle' },
    queue: [],
    loc: UNITS.map((u) => u.setup ?? OFF_MAP),
    spent: UNITS.map(() => 0),
    control,
    tank: UNITS.map((u) => (u.type === 'tank' ? 6 : 0)),
    dismounted: UNITS.map(() => 0),
    cards: [],
    weather: 'clear', // Special November 20 Turn: no weather roll, weather starts clear
    impulse: 0,
    active: 'allied',
    passes: 0,
    sunset: null,
    advantage: 'allied',
    advantageSpent: [],
    variant: { ...NO_VARIANT, ...variant },
    hurricane: { allied: new Array(HURRICANE_MARKERS.allied).fill(true), german: new Array(HURRICANE_MARKERS.german).fill(true) },
    ammo: { allied: 0, german: 0 },
    markers: { ...ARTILLERY.start },
    bridges: BRIDGES0.map((b) => ({ ...b })),
    assault: null,
    combat: null,
    barrage: null,
    result: null,
    haig: null,
  };
  // Special November 20 Turn: no weather roll; the British first impulse is the opening barrage.
  s.queue = [{ t: 'daylight' }];
  advance(s, undefined);
  return s;
}

// ---- the queue -----------------------------------------------------------------------------------

function push(s: CambraiState, ...tasks: Task[]) {
  s.queue.unshift(...tasks);
}

function roll(s: CambraiState, purpose: RollPurpose, dice: number, extra: Partial<{ unit: number; marker: number; bridge: number; side: Side }> = {}) {
  s.step = { k: 'roll', purpose, dice, ...extra };
}

/** Run tasks until the game waits for a decision or dice. */
export function advance(s: CambraiState, log: Log) {
  while (s.step.k === 'idle' && s.queue.length && !s.result) runTask(s, s.queue.shift()!, log);
  if (s.result) s.step = { k: 'over' };
}

function runTask(s: CambraiState, task: Task, log: Log) {
  switch (task.t) {
    case 'dawn':
      return dawn(s, log);
    case 'place': {
      const options = task.zones.filter((z) => !hasUnits(s, z, other(UN[task.unit].side)));
      const zones = options.length ? options : task.zones;
      if (zones.length === 1) return placeUnit(s, task.unit, zones[0], log);
      s.step = { k: 'place', side: UN[task.unit].side, unit: task.unit, options: zones };
      return;
    }
    case 'garrison': {
      const options = garrisonAreas(s);
      if (!options.length) return say(log, 'Dawn Phase', `${unitName(task.unit)} cannot be replaced: no German-controlled free area without a Garrison.`, `${unitName(task.unit)} ne peut être remplacée : aucune zone libre sous contrôle allemand sans Garnison.`);
      if (options.length === 1) return placeUnit(s, task.unit, options[0], log);
      s.step = { k: 'place', side: 'german', unit: task.unit, options };
      return;
    }
    case 'weather':
      return roll(s, 'weather', 1);
    case 'daylight':
      return startDaylight(s, log);
    case 'impulse':
      return startImpulse(s, log);
    case 'impulse-end':
      return impulseEnd(s, log);
    case 'night':
      return nightFor(s, task.side, log);
    case 'hb-refresh':
      return roll(s, 'hb-refresh', 1, { side: task.side, marker: task.marker });
    case 'ammo': {
      const d = ammoDice(task.side, s.day);
      return roll(s, 'ammo', d.dice, { side: task.side });
    }
    case 'buy':
      if (maxBuy(s, task.side) <= 0) return;
      s.step = { k: 'buy', side: task.side };
      return;
    case 'tank-advantage':
      if (s.advantage === 'allied' && exhaustedTanks(s).length) s.step = { k: 'tank-advantage' };
      return;
    case 'refit':
      return refitTask(s, task.unit, log);
    case 'refresh':
      if (!refreshOptions(s, task.side, task.where).length || task.left <= 0) return;
      s.step = { k: 'refresh', side: task.side, where: task.where };
      s.queue.unshift({ ...task, left: task.left - 1 });
      return;
    case 'cavalry':
      if (cavalryActions(s).length > 1) s.step = { k: 'cavalry' };
      return;
    case 'end':
      return endPhase(s, log);
  }
}

// ---- Dawn Phase ------------------------------------------------------------------------------------

function dawn(s: CambraiState, log: Log) {
  s.phase = 'dawn';
  if (log) say(log, 'Dawn Phase', `Dawn, ${DAY(s.day)}.`, `Aube du ${dayFr(s.day)}.`);
  const tasks: Task[] = [];
  // 5.5 reinforcement cards: units arrive in the card's zones; the player swaps them as desired.
  for (const card of CARDS) {
    if (card.day !== s.day || s.cards.includes(card.id)) continue;
    s.cards.push(card.id);
    if (log) say(log, '5.5', `${cap(card.side)} reinforcement card ${card.id} arrives.`, `La carte de renfort ${sideFrF(card.side)} ${card.id} arrive.`);
    for (const id of card.units) tasks.push({ t: 'place', unit: UNITS.findIndex((u) => u.id === id), zones: card.zones, why: 'card' });
  }
  // Eliminated Garrison units are replaced (max 1 per area).
  for (let u = 0; u < N_UNITS; u++) if (isGarrison(u) && s.loc[u] === ELIMINATED) tasks.push({ t: 'garrison', unit: u });
  tasks.push({ t: 'weather' }, { t: 'daylight' });
  push(s, ...tasks);
}

/** Dawn Phase: German-controlled free areas (not zones) without a Garrison. */
export function garrisonAreas(s: CambraiState): number[] {
  return AREA_IDS.filter((a) => !isZone(a) && free(s, a, 'german') && !unitsIn(s, a, 'german').some(isGarrison));
}

function placeUnit(s: CambraiState, u: number, area: number, log: Log) {
  setLoc(s, u, area);
  setSpent(s, u, 0);
  updateControl(s, area);
  if (log) say(log, isGarrison(u) ? 'Dawn Phase' : '5.5', `${unitName(u)} is placed in ${areaName(area)}.`, `${unitName(u)} est placée en ${areaFr(area)}.`);
}

function weather(s: CambraiState, dr: number, log: Log) {
  s.weather = dr <= 4 ? 'overcast' : 'clear';
  if (log) say(log, 'Dawn Phase', `Weather dr ${dr}: ${weatherEn(s.weather)}.`, `Jet de météo ${dr} : ${weatherFr(s.weather)}.`);
  offerAdvantage(s, s.advantage, 'weather');
}

// ---- The Advantage --------------------------------------------------------------------------------

function offerAdvantage(s: CambraiState, who: Side, use: 'weather' | 'repulse' | 'success' | 'ammo' | 'haig') {
  if (s.advantage !== who) return false;
  s.step = { k: 'advantage', who, use };
  return true;
}

function spendAdvantage(s: CambraiState, log: Log, what: string, whatFr: string) {
  const by = s.advantage;
  s.advantage = other(by);
  if (s.phase === 'daylight') s.advantageSpent.push(by);
  if (log) say(log, 'Advantage Marker', `${cap(by)} spends the Advantage: ${what}. It passes to the ${cap(other(by))} player.`, `${PlayerFr(by)} dépense l’Avantage : ${whatFr}. Il passe au joueur ${sideFr(other(by))}.`);
}

function advantageAnswer(s: CambraiState, use: boolean, log: Log) {
  const st = s.step as { k: 'advantage'; who: Side; use: string };
  s.step = { k: 'idle' };
  switch (st.use) {
    case 'weather':
      if (use) {
        s.weather = s.weather === 'clear' ? 'overcast' : 'clear';
        spendAdvantage(s, log, `the weather roll is reversed (${weatherEn(s.weather)})`, `le jet de météo est inversé (${weatherFr(s.weather)})`);
      }
      return advance(s, log);
    case 'repulse':
      if (use) {
        spendAdvantage(s, log, 'the repulse becomes a stalemate', 'l’échec devient une impasse');
        return stalemate(s, log);
      }
      return repulse(s, log);
    case 'success':
      if (use) {
        spendAdvantage(s, log, 'the success becomes a stalemate', 'le succès devient une impasse');
        return stalemate(s, log);
      }
      return success(s, log);
    case 'ammo':
      if (use) {
        spendAdvantage(s, log, 'receive 2d6 more ammunition', 'recevoir 2d6 munitions de plus');
        return roll(s, 'advantage-ammo', 2, { side: st.who });
      }
      return advance(s, log);
    case 'haig':
      if (use) {
        spendAdvantage(s, log, 'the game continues after the Haig Decides roll', 'la partie continue après le jet « Haig décide »');
        return nextDay(s, log);
      }
      return haigEnds(s, log);
  }
}

// ---- Daylight Phase --------------------------------------------------------------------------------

function startDaylight(s: CambraiState, log: Log) {
  s.phase = 'daylight';
  s.impulse = 0;
  s.active = 'german'; // the British take the first impulse
  s.passes = 0;
  s.advantageSpent = [];
  if (log) say(log, 'Daylight Phase', `Daylight, ${DAY(s.day)} (${weatherEn(s.weather)}).`, `Jour, ${dayFr(s.day)} (${weatherFr(s.weather)}).`);
  push(s, { t: 'impulse' });
}

function startImpulse(s: CambraiState, log: Log) {
  s.active = other(s.active);
  if (s.active === 'allied') {
    s.impulse += 1;
    s.sunset = null;
  }
  // Special November 20 Turn: the British first impulse is only the opening barrage.
  if (s.day === FIRST_DAY && s.impulse === 1 && s.active === 'allied') {
    if (log) say(log, 'Special November 20 Turn', 'British impulse 1: the opening Hurricane Barrage on areas 1, 3, 9, 10 and zone H.', 'Impulsion britannique 1 : le barrage d’ouragan d’ouverture sur les zones 1, 3, 9, 10 et la zone H.');
    s.hurricane.allied = s.hurricane.allied.map(() => false); // flip both markers when completed
    s.barrage = { attacker: 'allied', target: -1, primary: -1, dice: [], cp: 0, cpLeft: 0, firstTaken: false, opening: [...OPENING_BARRAGE] };
    return nextOpeningTarget(s, log);
  }
  s.step = { k: 'impulse' };
}

/** The opening barrage's targets still to fire on (those holding German units), in the order the British choose. */
export function openingTargets(s: CambraiState): number[] {
  return s.barrage ? s.barrage.opening.filter((t) => hasUnits(s, t, 'german')) : [];
}

function nextOpeningTarget(s: CambraiState, log: Log) {
  if (openingTargets(s).length) {
    s.step = { k: 'opening' };
    return;
  }
  s.barrage = null;
  endImpulse(s, log);
}

function openingBarrage(s: CambraiState, target: number, log: Log) {
  const b = s.barrage!;
  b.opening = b.opening.filter((t) => t !== target);
  b.target = target;
  b.primary = -1;
  b.dice = [];
  if (log) say(log, 'Special November 20 Turn', `Opening Hurricane Barrage on ${areaName(target)}.`, `Barrage d’ouragan d’ouverture sur la ${areaFr(target)}.`);
  toPrimary(s, log);
}

function pass(s: CambraiState, log: Log) {
  if (log) say(log, 'Impulses', `${cap(s.active)} impulse ${s.impulse}: Pass.`, `Impulsion ${sideFrF(s.active)} ${s.impulse} : passe.`);
  s.passes += 1;
  s.step = { k: 'idle' };
  push(s, { t: 'impulse-end' });
  advance(s, log);
}

function endImpulse(s: CambraiState, log: Log) {
  s.assault = null;
  s.combat = null;
  s.barrage = null;
  s.step = { k: 'idle' };
  push(s, { t: 'impulse-end' });
  advance(s, log);
}

/** The end of an impulse: cavalry release, the Sunset DR, the next impulse or the end of Daylight. */
function impulseEnd(s: CambraiState, log: Log) {
  if (s.active === 'allied') {
    // Reconstructed cards B1-B3: cavalry released once their areas are British.
    for (const card of CARDS) {
      if (!card.earlyRelease || s.cards.includes(card.id) || card.day <= s.day) continue;
      if (!card.earlyRelease.some((a) => s.control[a] === 'allied')) continue;
      s.cards.push(card.id);
      const held = card.earlyRelease.filter((a) => s.control[a] === 'allied');
      if (log) say(log, '5.5', `The British control ${held.map(areaName).join(', ')}: card ${card.id} (cavalry) is released.`, `Les Britanniques contrôlent ${held.map((a) => `la ${areaFr(a)}`).join(', ')} : la carte ${card.id} (cavalerie) est libérée.`);
      const tasks: Task[] = card.units.map((id) => ({ t: 'place', unit: UNITS.findIndex((u) => u.id === id), zones: card.zones, why: 'card' }));
      push(s, ...tasks, { t: 'impulse-end' });
      return;
    }
    // Sunset DR: rolled at the end of the British impulse if no 2d6 was rolled during it.
    if (s.sunset === null) return roll(s, 'sunset', 2);
    if (sunsetEffect(s, s.sunset, log)) return endDaylight(s, log);
    // Ruling D1: British impulse 13 ends Daylight (its Sunset DR, 2d6, is always below 13), 20 November too.
    if (s.impulse > LAST_IMPULSE) {
      if (log) say(log, 'Daylight Phase', `Impulse ${s.impulse}: no Sunset DR reaches it, Daylight ends (ruling D1).`, `Impulsion ${s.impulse} : aucun jet du crépuscule ne l’atteint, le jour prend fin (décision D1).`);
      return endDaylight(s, log);
    }
  }
  // Option two-passes (ruling D2's other reading, 1940 6.2.5): two consecutive Pass impulses end
  // Daylight at the end of the second (a British one after its Sunset DR).
  if (s.variant.twoPasses && s.passes >= 2) {
    if (log) say(log, 'Daylight Phase', 'Both players passed in consecutive impulses: Daylight ends (option, 1940 6.2.5).', 'Les deux joueurs ont passé lors d’impulsions consécutives : le jour prend fin (option, 1940 6.2.5).');
    return endDaylight(s, log);
  }
  // Option impulse-track-12 (ruling D1's other reading): the track stops at 12, after the German impulse.
  if (s.variant.track12 && s.active === 'german' && s.impulse >= LAST_IMPULSE) {
    if (log) say(log, 'Daylight Phase', `The impulse track is at its last box (${LAST_IMPULSE}): Daylight ends (option).`, `La piste des impulsions est à sa dernière case (${LAST_IMPULSE}) : le jour prend fin (option).`);
    return endDaylight(s, log);
  }
  push(s, { t: 'impulse' });
}

/** Sunset DR: below the impulse number ends Daylight (not on 20 November); equal flips the weather. */
function sunsetEffect(s: CambraiState, dr: number, log: Log): boolean {
  if (dr === s.impulse) {
    s.weather = s.weather === 'clear' ? 'overcast' : 'clear';
    if (log) say(log, 'Sunset DR', `Sunset DR ${dr} = impulse ${s.impulse}: the weather flips to ${weatherEn(s.weather)}.`, `Jet du crépuscule ${dr} = impulsion ${s.impulse} : la météo passe à ${weatherFr(s.weather)}.`);
    return false;
  }
  if (dr < s.impulse) {
    if (s.day === FIRST_DAY) {
      if (log) say(log, 'Special November 20 Turn', `Sunset DR ${dr} < impulse ${s.impulse}, but the Sunset DR does not end 20 November early.`, `Jet du crépuscule ${dr} < impulsion ${s.impulse}, mais le jet du crépuscule n’abrège pas le 20 novembre.`);
      return false;
    }
    if (log) say(log, 'Sunset DR', `Sunset DR ${dr} < impulse ${s.impulse}: Daylight ends.`, `Jet du crépuscule ${dr} < impulsion ${s.impulse} : le jour prend fin.`);
    return true;
  }
  if (log) say(log, 'Sunset DR', `Sunset DR ${dr} >= impulse ${s.impulse}: Daylight continues.`, `Jet du crépuscule ${dr} >= impulsion ${s.impulse} : le jour continue.`);
  return false;
}

function endDaylight(s: CambraiState, log: Log) {
  s.step = { k: 'idle' };
  // Artillery markers not used are lost at the end of each Daylight Phase.
  s.markers = { allied: 0, german: 0 };
  // Night Phase: "all unused [Hurricane Barrage] markers are lost at end of each Daylight Phase"; each
  // side then rolls for each of its markers (ruling H1: the German "each in-play marker" too).
  for (const side of ['allied', 'german'] as const) {
    const unused = s.hurricane[side].filter(Boolean).length;
    if (!unused) continue;
    s.hurricane[side] = s.hurricane[side].map(() => false);
    if (log) say(log, 'Night Phase', `${cap(side)} Hurricane Barrage markers unused this Daylight are lost (${unused}).`, `Les marqueurs de barrage d’ouragan ${sideFrF(side)}s inutilisés ce jour sont perdus (${unused}).`);
  }
  // Ruling V2: the Advantage passes when it was not spent during this Daylight; option
  // advantage-sunset: when its holder did not spend it during this Daylight (one received is lost).
  if (s.variant.advantageAtSunset ? !s.advantageSpent.includes(s.advantage) : !s.advantageSpent.length) {
    if (log) say(log, 'Advantage Marker', `The ${cap(s.advantage)} player did not spend the Advantage this Daylight: it passes to the ${cap(other(s.advantage))} player.`, `${PlayerFr(s.advantage)} n’a pas dépensé l’Avantage pendant ce jour : il passe au joueur ${sideFr(other(s.advantage))}.`);
    s.advantage = other(s.advantage);
  }
  s.phase = 'night';
  s.impulse = 0;
  if (log) say(log, 'Night Phase', `Night, ${DAY(s.day)}: the turn marker returns to impulse 0.`, `Nuit du ${dayFr(s.day)} : le marqueur de tour revient à l’impulsion 0.`);
  if (s.scenario === 'first-day') {
    const vp = britishVp(s);
    const w: Side = vp >= s.vpToWin ? 'allied' : 'german';
    return finish(s, w, 'scenario', `the British hold ${vp} Control markers in supply (${s.vpToWin} needed)`, `les Britanniques tiennent ${vp} marqueurs de contrôle ravitaillés (${s.vpToWin} requis)`, log, 'ruling S1');
  }
  s.queue = [{ t: 'night', side: 'allied' }, { t: 'night', side: 'german' }, { t: 'end' }];
  advance(s, log);
}

// ---- impulses: Regroup and Assault ------------------------------------------------------------------

function newActivation(s: CambraiState, area: number, regroup: boolean): AssaultState {
  const side = s.active;
  const uncontestedStart: number[] = [];
  for (const a of AREA_IDS) if (hasUnits(s, a, other(side)) && !contested(s, a)) uncontestedStart.push(a);
  const eligible = unitsIn(s, area, side).filter((u) => (regroup || !s.spent[u]) && !isGarrison(u));
  return {
    area,
    regroup,
    eligible,
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    waiting: [],
    mp: {},
    crossed: {},
    bridgeUse: {},
    attacked: [],
    uncontestedStart,
    contestedStart: contested(s, area),
    started: false,
    combatStarted: false,
    hbUsed: false,
    rolling: [],
    support: {},
    air: -1,
    markersPlaced: 0,
    inPlacePenalty: 0,
    inPlaceDone: false,
    inPlaceUnits: [],
    demolitions: [],
    pendingExhaust: [],
  };
}

/** Regroup: units of the active area may each move to one adjacent free area. */
function regroupMoves(s: CambraiState): Action[] {
  const as = s.assault!;
  const out: Action[] = [];
  for (const u of as.eligible) {
    if (as.done.includes(u) || s.loc[u] !== as.area) continue;
    for (const to of GRAPH.neighbours[as.area]) if (regroupOk(s, u, to)) out.push({ type: 'move', unit: UN[u].id, to });
  }
  return out;
}

function anyRegroupMove(s: CambraiState): boolean {
  const as = s.assault!;
  for (const u of as.eligible) {
    if (as.done.includes(u) || s.loc[u] !== as.area) continue;
    for (const to of GRAPH.neighbours[as.area]) if (regroupOk(s, u, to)) return true;
  }
  return false;
}

function regroupOk(s: CambraiState, u: number, to: number): boolean {
  const side = UN[u].side;
  if (!free(s, to, side) || zoneForbidden(side, to)) return false;
  const kind = GRAPH.boundary(s.loc[u], to);
  if (!kind) return false;
  const r = checkStep(s, u, s.loc[u], to, 99, true, false, s.assault!.bridgeUse, false);
  return r.ok;
}

export function canRegroup(s: CambraiState, area: number, units: ArrayLike<number> = unitsIn(s, area, s.active), lo = 0, hi = units.length): boolean {
  const side = s.active;
  // Area conditions first (free, not a forbidden zone), then the units: the same answer, fewer checks.
  for (const to of GRAPH.neighbours[area]) {
    if (!free(s, to, side) || zoneForbidden(side, to)) continue;
    for (let i = lo; i < hi; i++) {
      const u = units[i];
      if (isGarrison(u)) continue;
      if (checkStep(s, u, area, to, 99, true, false, NO_BRIDGE_USE, false).ok) return true;
    }
  }
  return false;
}

/** No bridge crossed yet (the listings' questions about a first step). Never written. */
const NO_BRIDGE_USE: Record<number, number> = Object.freeze({}) as Record<number, number>;

/** May an Assault in `area` do anything (move, attack, barrage)? */
export function canAssault(s: CambraiState, area: number, units: ArrayLike<number> = unitsIn(s, area, s.active), lo = 0, hi = units.length): boolean {
  let any = false;
  const isContested = contested(s, area);
  for (let i = lo; i < hi; i++) {
    const u = units[i];
    if (s.spent[u] || isGarrison(u)) continue;
    any = true;
    if (isContested && attackOf(s, u) > 0) return true;
  }
  if (!any) return false;
  for (let i = lo; i < hi; i++) {
    const u = units[i];
    if (s.spent[u] || isGarrison(u)) continue;
    const mp = movementPoints(s, u);
    for (const to of GRAPH.neighbours[area]) if (checkStep(s, u, area, to, mp, true, false, NO_BRIDGE_USE, false).ok) return true;
  }
  return false;
}

function declare(s: CambraiState, type: 'regroup' | 'assault', area: number, log: Log) {
  s.passes = 0;
  s.assault = newActivation(s, area, type === 'regroup');
  if (log) say(log, 'Impulses', `${cap(s.active)} impulse ${s.impulse}: ${type === 'regroup' ? 'Regroup' : 'Assault'}, active area ${areaName(area)}.`, `Impulsion ${sideFrF(s.active)} ${s.impulse} : ${type === 'regroup' ? 'Regroupement' : 'Assaut'}, zone active : ${areaFr(area)}.`);
  s.step = { k: type === 'regroup' ? 'regroup' : 'assault' };
}

function regroupMove(s: CambraiState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const from = s.loc[u];
  const b = GRAPH.boundary(from, to) === 'bridge' ? bridgeIndex(s, from, to) : -1;
  if (b >= 0) as.bridgeUse[b] = (as.bridgeUse[b] ?? 0) + 1;
  setLoc(s, u, to);
  as.done.push(u);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (log) say(log, 'Impulses', `${unitName(u)} regroups to ${areaName(to)}.`, `${unitName(u)} se regroupe en ${areaFr(to)}.`);
  if (!anyRegroupMove(s)) endImpulse(s, log);
}

const bridgeIndex = (s: CambraiState, a: number, b: number) => s.bridges.findIndex((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));

// ---- Assault: Artillery & Air Support ------------------------------------------------------------------

/** Hurricane Barrage targets: enemy-occupied areas up to two areas away from the active area. */
export function hurricaneTargets(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.hbUsed || as.started || !s.hurricane[s.active].some(Boolean)) return [];
  return HB_NEAR[as.area].filter((a) => hasUnits(s, a, other(s.active)));
}

/** The areas within the Hurricane Barrage's range of each area (up to two areas away), in id order. */
const HB_NEAR: number[][] = (() => {
  const out: number[][] = [];
  for (const from of AREA_IDS) out[from] = AREA_IDS.filter((a) => DIST[from][a] <= HURRICANE.range);
  return out;
})();

function declareHurricane(s: CambraiState, target: number, log: Log) {
  const as = s.assault!;
  as.hbUsed = true;
  const i = s.hurricane[s.active].indexOf(true);
  s.hurricane[s.active][i] = false; // flip the marker to "used"
  s.barrage = { attacker: s.active, target, primary: -1, dice: [], cp: 0, cpLeft: 0, firstTaken: false, opening: [] };
  if (log) say(log, 'Hurricane Barrage', `${cap(s.active)} Hurricane Barrage on ${areaName(target)}.`, `Barrage d’ouragan ${sideFr(s.active)} sur la ${areaFr(target)}.`);
  toPrimary(s, log);
}

function toPrimary(s: CambraiState, log: Log) {
  const b = s.barrage!;
  const victims = unitsIn(s, b.target, other(b.attacker));
  if (victims.length === 1) return choosePrimary(s, victims[0], log);
  s.step = { k: 'hb-primary' };
}

function choosePrimary(s: CambraiState, u: number, log: Log) {
  s.barrage!.primary = u;
  if (log) say(log, 'Hurricane Barrage', `Primary target: ${unitName(u)}.`, `Cible principale : ${unitName(u)}.`);
  roll(s, 'hurricane', 2);
}

/** The barrage totals: attacker 1d6+7 (+2 against four or more units), defender 1d6 + TEM (+2 Overcast). */
export function barrageTotals(s: CambraiState, target: number, attacker: Side, dice: number[]): { at: number; dt: number; cp: number } {
  const many = unitsIn(s, target, other(attacker)).length >= HURRICANE.manyUnits;
  const at = dice[0] + HURRICANE.base + (many ? HURRICANE.manyBonus : 0);
  const dt = dice[1] + AREA_BY_ID[target].tem + (s.weather === 'overcast' ? HURRICANE.overcast : 0);
  const square = AREA_BY_ID[target].identifier === 'square' ? 1 : 0;
  return { at, dt, cp: at > dt ? Math.max(0, at - dt - square) : 0 };
}

function barrageDice(s: CambraiState, dice: number[], log: Log) {
  const b = s.barrage!;
  b.dice = dice;
  const { at, dt, cp } = barrageTotals(s, b.target, b.attacker, dice);
  b.cp = cp;
  const sq = AREA_BY_ID[b.target].identifier === 'square' && at > dt;
  if (log) say(log, 'Hurricane Barrage', `Barrage ${at} (dr ${dice[0]}) against ${dt} (dr ${dice[1]}): ${cp} CP${sq ? ' (-1 square identifier)' : ''}.`, `Barrage ${at} (jet ${dice[0]}) contre ${dt} (jet ${dice[1]}) : ${cp} PC${sq ? ' (-1 identifiant carré)' : ''}.`);
  const victims = unitsIn(s, b.target, other(b.attacker));
  b.cpLeft = barrageTarget(s, victims, cp, b.primary);
  b.firstTaken = false;
  if (b.cpLeft <= 0) return afterBarrage(s, log);
  s.step = { k: 'barrage-absorb' };
}

const barrageCosts = (s: CambraiState, u: number) =>
  isTank(u) ? (s.spent[u] ? [0, BARRAGE_CP.eliminateExhaustedTank] : [0, BARRAGE_CP.exhaustTank, BARRAGE_CP.exhaustTank + BARRAGE_CP.eliminateExhaustedTank]) : s.spent[u] ? [0, BARRAGE_CP.eliminateExhausted] : [0, BARRAGE_CP.exhaust, BARRAGE_CP.exhaust + BARRAGE_CP.eliminateExhausted];

function reachableSums(s: CambraiState, units: number[], limit: number): Uint8Array {
  let can = new Uint8Array(limit + 1);
  can[0] = 1;
  for (const u of units) {
    const next = new Uint8Array(limit + 1);
    for (let t = 0; t <= limit; t++) if (can[t]) for (const c of barrageCosts(s, u)) if (t + c <= limit) next[t + c] = 1;
    can = next;
  }
  return can;
}

/** Ruling B1: barrage CP are absorbed up to the largest total the units can take exactly (the rest is lost), the primary target first. */
function barrageTarget(s: CambraiState, units: number[], cp: number, primary: number): number {
  for (let t = cp; t > 0; t--) {
    if (!reachableSums(s, units, t)[t]) continue;
    if (barrageOptionsFor(s, units, t, primary).length) return t;
  }
  return 0;
}

function barrageOptionsFor(s: CambraiState, units: number[], left: number, first: number): { unit: number; how: 'exhaust' | 'eliminate'; cost: number }[] {
  const out: { unit: number; how: 'exhaust' | 'eliminate'; cost: number }[] = [];
  for (const u of units) {
    if (first >= 0 && u !== first) continue;
    const cost = isTank(u) ? (s.spent[u] ? BARRAGE_CP.eliminateExhaustedTank : BARRAGE_CP.exhaustTank) : s.spent[u] ? BARRAGE_CP.eliminateExhausted : BARRAGE_CP.exhaust;
    if (cost > left) continue;
    const rest = left - cost;
    // After exhausting, the unit can still be eliminated: model it as an exhausted unit.
    const others = units.filter((x) => x !== u);
    let ok: boolean;
    if (s.spent[u]) ok = !!reachableSums(s, others, rest)[rest];
    else {
      const elim = isTank(u) ? BARRAGE_CP.eliminateExhaustedTank : BARRAGE_CP.eliminateExhausted;
      const r = reachableSums(s, others, rest);
      ok = !!r[rest] || (rest >= elim && !!r[rest - elim]);
    }
    if (ok) out.push({ unit: u, how: s.spent[u] ? 'eliminate' : 'exhaust', cost });
  }
  return out;
}

export function barrageAbsorbOptions(s: CambraiState) {
  const b = s.barrage!;
  return barrageOptionsFor(s, unitsIn(s, b.target, other(b.attacker)), b.cpLeft, b.firstTaken ? -1 : b.primary);
}

function barrageAbsorb(s: CambraiState, u: number, log: Log) {
  const b = s.barrage!;
  const o = barrageAbsorbOptions(s).find((x) => x.unit === u)!;
  b.cpLeft -= o.cost;
  b.firstTaken = true;
  if (o.how === 'exhaust') {
    setSpent(s, u, 1);
    if (log) say(log, 'Barrage CP', `${unitName(u)} is exhausted (${o.cost} CP).`, `${unitName(u)} est épuisée (${o.cost} PC).`);
  } else {
    if (log) say(log, 'Barrage CP', `${unitName(u)} is eliminated (${o.cost} CP).`, `${unitName(u)} est éliminée (${o.cost} PC).`);
    eliminate(s, u);
    updateControl(s, b.target);
    settleBridges(s);
  }
  if (b.cpLeft <= 0 || !barrageAbsorbOptions(s).length) afterBarrage(s, log);
}

function afterBarrage(s: CambraiState, log: Log) {
  const b = s.barrage!;
  if (b.opening.length || (s.day === FIRST_DAY && s.impulse === 1 && b.attacker === 'allied' && !s.assault)) return nextOpeningTarget(s, log);
  s.barrage = null;
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

/** Artillery markers: in areas adjacent to the active area, at most one per participating unit. */
export function markerAreas(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.started || s.markers[s.active] <= 0 || as.markersPlaced >= as.eligible.length) return [];
  return GRAPH.neighbours[as.area];
}

function placeMarker(s: CambraiState, area: number, kind: 'rolling' | 'support' | 'air', log: Log) {
  const as = s.assault!;
  if (kind === 'air') {
    as.air = area;
    if (log) say(log, 'Air Support', `${cap(s.active)} Air Support marker in ${areaName(area)} (+1 to combat there).`, `Marqueur d’appui aérien ${sideFr(s.active)} en ${areaFr(area)} (+1 au combat là).`);
    return;
  }
  s.markers[s.active] -= 1;
  if (s.step.k === 'overrun') s.combat!.overrunMarkers += 1;
  else as.markersPlaced += 1;
  if (kind === 'rolling') {
    if (!as.rolling.includes(area)) as.rolling.push(area);
    if (log) say(log, 'Rolling Barrage', `Rolling Barrage marker in ${areaName(area)} (-2 MP to enter).`, `Marqueur de barrage roulant en ${areaFr(area)} (-2 PM pour y entrer).`);
  } else {
    as.support[area] = (as.support[area] ?? 0) + 1;
    if (log) say(log, 'Direct Support', `Direct Support marker in ${areaName(area)} (+1 to combat there).`, `Marqueur d’appui direct en ${areaFr(area)} (+1 au combat là).`);
  }
}

/** Air Support: Clear weather only; once per impulse (ruling A1), in the active area or an adjacent one. */
export function airAreas(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.started || as.air >= 0 || s.weather !== 'clear') return [];
  return [as.area, ...GRAPH.neighbours[as.area]];
}

// ---- Assault: Move Units ------------------------------------------------------------------------------

const isFreshMover = (as: AssaultState, u: number) => !(u in as.mp);

function canStart(s: CambraiState, u: number): boolean {
  const as = s.assault!;
  return as.eligible.includes(u) && !as.done.includes(u) && !as.waiting.includes(u) && as.mover !== u && s.loc[u] === as.area && !as.inPlaceUnits.includes(u) && UN[u].move > 0;
}

function mpOf(s: CambraiState, u: number): number {
  const as = s.assault!;
  return u in as.mp ? as.mp[u] : movementPoints(s, u) - as.inPlacePenalty;
}

function finishMover(s: CambraiState) {
  const as = s.assault!;
  if (as.mover >= 0) {
    if (!as.waiting.includes(as.mover) && !as.done.includes(as.mover)) as.done.push(as.mover);
    as.mover = -1;
  }
}

/** Each unit's type and corps as one small number (the units alike in legalMoves). */
const KIND_CODE: number[] = (() => {
  const kinds: string[] = [];
  const codes = UNITS.map((d) => {
    const k = `${d.type}|${d.corps}`;
    if (!kinds.includes(k)) kinds.push(k);
    return kinds.indexOf(k);
  });
  if (kinds.length > 16) throw new Error('internal: more than 16 unit kinds for the legalMoves key');
  return codes;
})();

/** legalMoves' reused scratch (no Map or arrays per listing): the keys of the units alike seen so far and the areas each may enter. */
const SEEN_KEY = new Int32Array(N_UNITS + 1);
const SEEN_AT = new Int32Array(N_UNITS + 1);
const SEEN_LEN = new Int32Array(N_UNITS + 1);
const SEEN_TOS = new Int32Array((N_UNITS + 1) * Math.max(...GRAPH.neighbours.map((n) => n.length)));

export function legalMoves(s: CambraiState, out: Action[], firstOnly = false) {
  const as = s.assault!;
  if (as.combatStarted) return;
  // Units alike (same area, type, corps, MP, first step) have the same steps: check them once.
  let nSeen = 0;
  let nTos = 0;
  const eligible = as.eligible;
  // The unit moving now first, then every unit that may start (the order of the listing).
  for (let i = -1; i < eligible.length; i++) {
    let u: number;
    if (i < 0) {
      if (as.mover < 0) continue;
      u = as.mover;
    } else {
      u = eligible[i];
      if (!canStart(s, u)) continue;
    }
    const from = s.loc[u];
    const mp = mpOf(s, u);
    const fresh = isFreshMover(as, u) && as.inPlacePenalty === 0;
    // A number for (area, type, corps, MP, fresh, dismounted): MP is below 64 and above -64.
    const key = (((from * 16 + KIND_CODE[u]) * 128 + mp + 64) * 2 + (fresh ? 1 : 0)) * 2 + (s.dismounted[u] ? 1 : 0);
    let k = 0;
    while (k < nSeen && SEEN_KEY[k] !== key) k++;
    if (k === nSeen) {
      SEEN_KEY[k] = key;
      SEEN_AT[k] = nTos;
      let len = 0;
      for (const to of GRAPH.neighbours[from]) {
        if (as.attacked.includes(to)) continue;
        if (checkStep(s, u, from, to, mp, fresh, as.rolling.includes(to), as.bridgeUse, false).ok) SEEN_TOS[nTos + len++] = to;
      }
      SEEN_LEN[k] = len;
      nTos += len;
      nSeen++;
    }
    const id = UN[u].id;
    for (let j = SEEN_AT[k], end = j + SEEN_LEN[k]; j < end; j++) {
      out.push({ type: 'move', unit: id, to: SEEN_TOS[j] });
      if (firstOnly) return;
    }
  }
}

function moveStep(s: CambraiState, u: number, to: number, log: Log) {
  const as = s.assault!;
  if (as.mover !== u) {
    finishMover(s);
    as.mover = u;
  }
  const from = s.loc[u];
  const mp = mpOf(s, u);
  const fresh = isFreshMover(as, u) && as.inPlacePenalty === 0;
  const c = checkStep(s, u, from, to, mp, fresh, as.rolling.includes(to), as.bridgeUse);
  if (!c.ok) throw new Error(`internal: illegal step passed validation: ${c.message}`);
  as.started = true;
  as.mp[u] = mp - c.cost;
  if (c.bridge >= 0) as.bridgeUse[c.bridge] = (as.bridgeUse[c.bridge] ?? 0) + 1;
  as.crossed[u] = c.bridge >= 0 ? `bridge:${c.bridge}` : c.canal ? 'canal' : 'open';
  setLoc(s, u, to);
  as.enteredFrom[u] = from;
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (log) say(log, 'Move Units', `${unitName(u)} moves to ${areaName(to)} (${c.cost} MP${c.stop ? ', stops' : ''}).`, `${unitName(u)} se déplace en ${areaFr(to)} (${c.cost} PM${c.stop ? ', s’arrête' : ''}).`);
  if (hasUnits(s, to, other(s.active))) {
    as.waiting.push(u);
    as.mover = -1;
  } else if (c.stop || as.mp[u] <= 0) {
    as.done.push(u);
    as.mover = -1;
  }
  afterAssaultAction(s, log);
}

// ---- Assault: Combat ----------------------------------------------------------------------------------

interface AttackOption {
  area: number;
  units: number[];
  mandatory: boolean;
  inPlace: boolean;
}

export function attackOptions(s: CambraiState): AttackOption[] {
  const as = s.assault!;
  const out: AttackOption[] = [];
  const byArea = new Map<number, number[]>();
  for (const u of as.waiting) {
    if (s.loc[u] <= 0) continue;
    const list = byArea.get(s.loc[u]);
    if (list) list.push(u);
    else byArea.set(s.loc[u], [u]);
  }
  for (const [area, units] of byArea) {
    if (as.attacked.includes(area) || !hasUnits(s, area, other(s.active))) continue;
    out.push({ area, units, mandatory: as.uncontestedStart.includes(area), inPlace: false });
  }
  // Combat before movement: from a contested active area, before anything has moved.
  if (as.contestedStart && !as.started && !as.attacked.includes(as.area) && hasUnits(s, as.area, other(s.active))) {
    const units = as.eligible.filter((u) => s.loc[u] === as.area && attackOf(s, u) > 0 && movementPoints(s, u) >= inPlaceCost(s));
    if (units.length) out.push({ area: as.area, units, mandatory: false, inPlace: true });
  }
  return out.filter((o) => o.units.some((u) => attackOf(s, u) > 0));
}

/** Combat before movement: 1 MP to activate if every defender is exhausted, 2 if one is fresh. */
const inPlaceCost = (s: CambraiState) => (hasFresh(s, s.assault!.area, other(s.active)) ? 2 : 1);


function declareAttack(s: CambraiState, area: number, log: Log) {
  finishMover(s);
  const as = s.assault!;
  const opt = attackOptions(s).find((o) => o.area === area)!;
  as.attacked.push(area);
  if (!opt.inPlace) as.combatStarted = true;
  s.combat = newCombat(s, area, opt.mandatory, opt.inPlace);
  if (log) say(log, 'Combat', `${cap(s.active)} ${opt.mandatory ? 'mandatory' : opt.inPlace ? 'optional (before movement)' : 'optional'} combat in ${areaName(area)}.`, `Combat ${sideFr(s.active)} ${opt.mandatory ? 'obligatoire' : opt.inPlace ? 'optionnel (avant le mouvement)' : 'optionnel'} en ${areaFr(area)}.`);
  if (opt.mandatory) {
    s.combat.participants = opt.units; // every unit that entered must attack
    return toPoint(s, log);
  }
  s.combat.candidates = opt.units;
  s.step = { k: 'attack-select' };
}

function newCombat(s: CambraiState, area: number, mandatory: boolean, inPlace: boolean): CombatState {
  return {
    area,
    attacker: s.active,
    participants: [],
    candidates: [],
    mandatory,
    inPlace,
    point: -1,
    forward: -1,
    at: 0,
    dt: 0,
    atParts: [],
    dtParts: [],
    dice: [],
    result: 'none',
    cp: 0,
    cpLeft: 0,
    firstTaken: false,
    retreatQueue: [],
    overrun: false,
    overrunUnits: [],
    overrunMoved: [],
    overrunMarkers: 0,
  };
}

function toPoint(s: CambraiState, log: Log) {
  const c = s.combat!;
  if (c.inPlace) {
    // Each attacking unit spends MP to activate; the others pay as much more to move afterwards.
    const cost = inPlaceCost(s);
    const as = s.assault!;
    as.inPlacePenalty = cost;
    as.inPlaceDone = true;
    as.started = true;
    for (const u of c.participants) {
      as.mp[u] = movementPoints(s, u) - cost;
      as.inPlaceUnits.push(u);
    }
    if (log) say(log, 'Combat', `Combat before movement: each attacker spends ${cost} MP to activate; the other units of the area pay +${cost} MP to move.`, `Combat avant le mouvement : chaque attaquant dépense ${cost} PM pour s’activer ; les autres unités de la zone paient +${cost} PM pour se déplacer.`);
  }
  const points = c.participants.filter((u) => attackOf(s, u) > 0);
  if (points.length === 1) return choosePoint(s, points[0], log);
  s.step = { k: 'point' };
}

/** Combat: "The attacking player selects one unit as his point unit, rolls 2d6 and adds any appropriate modifiers". */
function choosePoint(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.point = u;
  const v = attackValues(s, c);
  c.at = v.at;
  c.atParts = v.parts.map((p) => p[0]);
  if (log) say(log, 'Combat', `Point unit: ${unitName(u)}; attack ${v.at} + 2d6 (${joinParts(v.parts, 0, ', ')}).`, `Unité de pointe : ${unitName(u)} ; attaque ${v.at} + 2d6 (${joinParts(v.parts, 1, ', ')}).`);
  roll(s, 'attack', 2);
}

/** The attack total (AT): the attack modifiers and the attacker's 2d6, once rolled. */
export const attackTotal = (c: CombatState) => c.at + c.dice[0] + c.dice[1];

/** Combat: "Then the defending player selects one unit as his forward unit" - knowing the attack total. */
function attackDice(s: CambraiState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = [dice[0], dice[1]];
  if (log) say(log, 'Combat', `Attack total ${attackTotal(c)} (${c.at} + dice ${dice[0]}+${dice[1]}).`, `Total d’attaque ${attackTotal(c)} (${c.at} + dés ${dice[0]}+${dice[1]}).`);
  // Sunset DR: the British first 2d6 of his impulse.
  if (c.attacker === 'allied' && s.sunset === null) {
    s.sunset = dice[0] + dice[1];
    if (log) say(log, 'Sunset DR', `The British attack roll ${s.sunset} is also this impulse's Sunset DR.`, `Le jet d’attaque britannique ${s.sunset} est aussi le jet du crépuscule de cette impulsion.`);
  }
  const defenders = unitsIn(s, c.area, other(c.attacker));
  if (defenders.length === 1) return chooseForward(s, defenders[0], log);
  s.step = { k: 'forward' };
}

/** Combat: the forward unit chosen, the defender "rolls 2d6 and adds any appropriate modifiers". */
function chooseForward(s: CambraiState, u: number, log: Log) {
  const c = s.combat!;
  c.forward = u;
  const v = defenseValues(s, c);
  c.dt = v.dt;
  c.dtParts = v.parts.map((p) => p[0]);
  if (log) say(log, 'Combat', `Forward unit: ${unitName(u)}; defense ${v.dt} + 2d6 (${joinParts(v.parts, 0, ', ')}).`, `Unité avancée : ${unitName(u)} ; défense ${v.dt} + 2d6 (${joinParts(v.parts, 1, ', ')}).`);
  roll(s, 'defense', 2);
}

/** The attack modifiers of the aid (Attack Mod. chart), the point unit chosen. */
export function attackValues(s: CambraiState, c: CombatState): { at: number; parts: Part[] } {
  const as = s.assault!;
  const atParts: Part[] = [[`${attackOf(s, c.point)} point unit`, `${attackOf(s, c.point)} unité de pointe`]];
  let at = attackOf(s, c.point);
  const extra = c.participants.length - 1;
  if (extra) {
    at += extra;
    atParts.push([`+${extra} additional units`, `+${extra} unités supplémentaires`]);
  }
  const ds = as.support[c.area] ?? 0;
  if (ds) {
    at += ds;
    atParts.push([`+${ds} Direct Support`, `+${ds} appui direct`]);
  }
  if (as.air === c.area && s.weather === 'clear') {
    at += 1;
    atParts.push(['+1 Air Support', '+1 appui aérien']);
  }
  const divisions = new Set(c.participants.filter((u) => UN[u].division && !isTank(u)).map((u) => UN[u].division));
  if (divisions.size > 1) {
    at -= divisions.size - 1;
    atParts.push([`-${divisions.size - 1} different divisions`, `-${divisions.size - 1} divisions différentes`]);
  }
  if (s.day === FIRST_DAY && c.attacker === 'allied' && c.participants.some(isTank)) {
    at += 1;
    atParts.push(['+1 tanks on 20 November', '+1 chars le 20 novembre']);
  }
  return { at, parts: atParts };
}

/** The defense modifiers of the aid (Def. Mod. chart), the forward unit chosen. */
export function defenseValues(s: CambraiState, c: CombatState): { dt: number; parts: Part[] } {
  const as = s.assault!;
  const defenders = unitsIn(s, c.area, other(c.attacker));
  const dtParts: Part[] = [[`${defenseOf(s, c.forward)} forward unit`, `${defenseOf(s, c.forward)} unité avancée`]];
  let dt = defenseOf(s, c.forward);
  const freshOthers = defenders.filter((u) => u !== c.forward && !s.spent[u]).length;
  if (freshOthers) {
    dt += freshOthers;
    dtParts.push([`+${freshOthers} additional fresh units`, `+${freshOthers} unités fraîches supplémentaires`]);
  }
  const tem = AREA_BY_ID[c.area].tem;
  dt += tem;
  dtParts.push([`+${tem} terrain`, `+${tem} terrain`]);
  const hb = s.hurricane[other(c.attacker)].filter(Boolean).length;
  if (hb) {
    dt += hb;
    dtParts.push([`+${hb} unused Hurricane Barrage`, `+${hb} barrage d’ouragan inutilisé`]);
  }
  if (!c.inPlace && c.participants.some((u) => as.crossed[u] === 'canal' || as.crossed[u]?.startsWith('bridge'))) {
    dt -= 2;
    dtParts.push(['-2 attacker crossed a canal', '-2 l’attaquant a franchi un canal']);
  }
  return { dt, parts: dtParts };
}

/** Both sides' modifiers (the point and forward units chosen). */
export function combatValues(s: CambraiState, c: CombatState): { at: number; dt: number; atParts: Part[]; dtParts: Part[] } {
  const a = attackValues(s, c);
  const d = defenseValues(s, c);
  return { at: a.at, dt: d.dt, atParts: a.parts, dtParts: d.parts };
}

/** The defender's 2d6: the players compare the attack total (AT) with the defense total (DT). */
function defenseDice(s: CambraiState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = [c.dice[0], c.dice[1], dice[0], dice[1]];
  const at = attackTotal(c);
  const dt = c.dt + dice[0] + dice[1];
  if (log) say(log, 'Combat', `AT ${at} (dice ${c.dice[0]}+${c.dice[1]}) against DT ${dt} (dice ${dice[0]}+${dice[1]}).`, `TA ${at} (dés ${c.dice[0]}+${c.dice[1]}) contre TD ${dt} (dés ${dice[0]}+${dice[1]}).`);
  const as = s.assault!;
  for (const u of c.participants) if (!as.done.includes(u)) as.done.push(u);
  as.waiting = as.waiting.filter((u) => !c.participants.includes(u));
  if (at < dt) {
    c.result = 'repulse';
    if (offerAdvantage(s, c.attacker, 'repulse')) return;
    return repulse(s, log);
  }
  if (at === dt) return stalemate(s, log);
  c.result = 'success';
  c.cp = at - dt;
  if (offerAdvantage(s, other(c.attacker), 'success')) return;
  return success(s, log);
}

/** Repulse: all attackers exhausted; a mandatory combat's attackers must retreat. */
function repulse(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'repulse';
  for (const u of c.participants) setSpent(s, u, 1);
  if (log) say(log, 'Combat', `Repulse: every attacking unit is exhausted${c.mandatory ? ' and must retreat' : ''}.`, `Échec : chaque unité attaquante est épuisée${c.mandatory ? ' et doit retraiter' : ''}.`);
  if (c.mandatory) {
    c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
    return processRetreats(s, log);
  }
  return voluntaryOrEnd(s, log);
}

/** Stalemate: point and forward units exhausted, any participating tank exhausted; attackers may retreat. */
function stalemate(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'stalemate';
  setSpent(s, c.point, 1);
  if (s.loc[c.forward] > 0) setSpent(s, c.forward, 1);
  for (const u of c.participants) if (isTank(u)) setSpent(s, u, 1);
  if (log) say(log, 'Combat', 'Stalemate: the point and forward units and every participating tank are exhausted.', 'Impasse : l’unité de pointe, l’unité avancée et chaque char participant sont épuisés.');
  captureBridges(s, log);
  return voluntaryOrEnd(s, log);
}

/** Success: point unit and tanks exhausted, the defenders absorb CP (-1 in square or triangle areas, 11.6.1). */
function success(s: CambraiState, log: Log) {
  const c = s.combat!;
  c.result = 'success';
  const ident = AREA_BY_ID[c.area].identifier;
  const cp = Math.max(0, c.cp - (ident === 'square' || ident === 'triangle' ? 1 : 0));
  c.cp = cp;
  captureBridges(s, log);
  const victims = unitsIn(s, c.area, other(c.attacker));
  const capacity = victims.reduce((n, u) => n + (s.spent[u] ? ATTACK_CP.spentEliminated : ATTACK_CP.freshEliminated), 0);
  if (log) say(log, 'Combat', `Success: the defender must absorb ${cp} CP${ident !== 'circle' ? ` (-1 ${ident} identifier, 11.6.1)` : ''}.`, `Succès : le défenseur doit absorber ${cp} PC${ident !== 'circle' ? ` (-1 identifiant ${ident === 'square' ? 'carré' : 'triangle'}, 11.6.1)` : ''}.`);
  const overrun = cp > capacity && isTank(c.point) && ident !== 'triangle';
  const exhaust = [c.point, ...c.participants.filter((u) => isTank(u) && u !== c.point)];
  if (overrun) s.assault!.pendingExhaust.push(...exhaust);
  else for (const u of exhaust) setSpent(s, u, 1);
  if (cp >= capacity && cp > 0) {
    if (log) say(log, 'Attack CP', `${cp} CP against a capacity of ${capacity}: every defending unit is eliminated.`, `${cp} PC contre une capacité de ${capacity} : chaque unité en défense est éliminée.`);
    for (const u of victims) eliminate(s, u);
    updateControl(s, c.area);
    settleBridges(s);
    if (overrun) {
      c.overrun = true;
      c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
      if (log) say(log, 'Overrun', 'Overrun: the tank point unit broke through; the attackers may place markers, move on and attack again.', 'Débordement : le char en pointe a percé ; les attaquants peuvent placer des marqueurs, poursuivre et attaquer encore.');
      s.step = { k: 'overrun' };
      return;
    }
    return endCombat(s, log);
  }
  c.cpLeft = cp > 0 ? lossTarget(ATTACK_CP, lossUnits(s, victims), cp, c.forward) : 0;
  c.firstTaken = false;
  if (c.cpLeft <= 0) return endCombat(s, log);
  s.step = { k: 'absorb' };
}

const lossUnits = (s: CambraiState, units: number[]): LossUnit[] => units.map((u) => ({ unit: u, spent: !!s.spent[u] }));

export function absorbOptions(s: CambraiState): { unit: number; how: AbsorbHow; cost: number; to?: number }[] {
  const c = s.combat!;
  const victims = unitsIn(s, c.area, other(c.attacker));
  const first = c.firstTaken ? -1 : c.forward;
  const out: { unit: number; how: AbsorbHow; cost: number; to?: number }[] = [];
  for (const o of lossOptions(ATTACK_CP, lossUnits(s, victims), c.cpLeft, first)) {
    if (o.how !== 'retreat') {
      out.push(o);
      continue;
    }
    const dest = retreatDestinations(s, o.unit, c.area);
    if (!dest.length) out.push(o);
    for (const to of dest) out.push({ ...o, to });
  }
  return out;
}

function absorb(s: CambraiState, u: number, how: AbsorbHow, to: number | undefined, log: Log) {
  const c = s.combat!;
  const cost = how === 'flip' ? ATTACK_CP.flip : how === 'retreat' ? ATTACK_CP.spentRetreats : s.spent[u] ? ATTACK_CP.spentEliminated : ATTACK_CP.freshEliminated;
  c.cpLeft -= cost;
  c.firstTaken = true;
  if (how === 'flip') {
    setSpent(s, u, 1);
    if (log) say(log, 'Attack CP', `${unitName(u)} is exhausted (1 CP).`, `${unitName(u)} est épuisée (1 PC).`);
  } else if (how === 'eliminate' || to === undefined) {
    if (how === 'eliminate') say(log, 'Attack CP', `${unitName(u)} is eliminated (${cost} CP).`, `${unitName(u)} est éliminée (${cost} PC).`);
    else say(log, 'Attack CP', `${unitName(u)} has no retreat area and is eliminated (1 CP).`, `${unitName(u)} n’a pas de zone de retraite et est éliminée (1 PC).`);
    eliminate(s, u);
  } else {
    moveRetreat(s, u, to, log);
  }
  updateControl(s, c.area);
  settleBridges(s);
  if (c.cpLeft <= 0 || !unitsIn(s, c.area, other(c.attacker)).length || !absorbOptions(s).length) {
    c.cpLeft = 0;
    endCombat(s, log);
  }
}

function moveRetreat(s: CambraiState, u: number, to: number, log: Log) {
  const from = s.loc[u];
  setLoc(s, u, to);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (log) say(log, 'Combat', `${unitName(u)} retreats from ${areaName(from)} to ${areaName(to)}.`, `${unitName(u)} retraite de la ${areaFr(from)} vers la ${areaFr(to)}.`);
}

function processRetreats(s: CambraiState, log: Log) {
  const c = s.combat!;
  while (c.retreatQueue.length) {
    const u = c.retreatQueue[0];
    const options = attackerRetreat(s, u, c.area, s.assault!.enteredFrom[u]);
    c.retreatQueue.shift();
    if (!options.length) {
      if (log) say(log, 'Combat', `${unitName(u)} must retreat but has no valid retreat area: eliminated.`, `${unitName(u)} doit retraiter mais n’a pas de zone de retraite valide : éliminée.`);
      eliminate(s, u);
      updateControl(s, c.area);
      continue;
    }
    moveRetreat(s, u, options[0], log);
  }
  endCombat(s, log);
}

/** Attackers who may retreat: stalemate, or an optional combat's repulse (not those that started in the area). */
export function voluntaryUnits(s: CambraiState): number[] {
  const c = s.combat!;
  if (c.inPlace) return [];
  return c.participants.filter((u) => s.loc[u] === c.area && attackerRetreat(s, u, c.area, s.assault!.enteredFrom[u]).length);
}

function voluntaryOrEnd(s: CambraiState, log: Log) {
  if (voluntaryUnits(s).length) {
    s.step = { k: 'voluntary-retreat' };
    return;
  }
  endCombat(s, log);
}

function endCombat(s: CambraiState, log: Log) {
  s.combat = null;
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

/** Bridges taken: crossed by a British attacker in a combat ending in stalemate or success. */
function captureBridges(s: CambraiState, log: Log) {
  const c = s.combat!;
  if (c.attacker !== 'allied') return;
  const as = s.assault!;
  for (const u of c.participants) {
    const x = as.crossed[u];
    if (!x?.startsWith('bridge:')) continue;
    const b = Number(x.slice(7));
    if (s.bridges[b].control !== 'allied' && !s.bridges[b].demolished) {
      s.bridges[b].control = 'allied';
      if (log) say(log, 'Demolish Bridges', `The ${s.bridges[b].name} bridge becomes British-controlled.`, `Le pont de ${s.bridges[b].name} passe sous contrôle britannique.`);
    }
  }
}

/** Ruling R1: a bridge whose two sides are Controlled by one side, neither contested, is that side's. */
function settleBridges(s: CambraiState) {
  for (const b of s.bridges) {
    if (b.demolished) continue;
    const ca = s.control[b.a];
    if (ca === s.control[b.b] && !contested(s, b.a) && !contested(s, b.b)) b.control = ca;
  }
}

// ---- overrun --------------------------------------------------------------------------------------------

export function overrunActions(s: CambraiState): Action[] {
  const c = s.combat!;
  const as = s.assault!;
  const out: Action[] = [];
  if (s.markers[c.attacker] > 0 && c.overrunMarkers < c.overrunUnits.length) {
    for (const a of GRAPH.neighbours[c.area]) {
      out.push({ type: 'marker', area: a, kind: 'rolling' }, { type: 'marker', area: a, kind: 'support' });
    }
  }
  for (const u of c.overrunUnits) {
    if (s.loc[u] !== c.area || c.overrunMoved.includes(u)) continue;
    const mp = as.mp[u] ?? movementPoints(s, u);
    for (const to of GRAPH.neighbours[c.area]) {
      if (as.attacked.includes(to)) continue;
      if (isZone(to)) continue; // 1940 9.4.4: overrun movement may not enter a zone
      const r = checkStep(s, u, c.area, to, mp, false, as.rolling.includes(to), as.bridgeUse);
      if (r.ok) out.push({ type: 'move', unit: UN[u].id, to });
    }
  }
  out.push({ type: 'done' });
  return out;
}

function overrunMove(s: CambraiState, u: number, to: number, log: Log) {
  const c = s.combat!;
  const as = s.assault!;
  const from = s.loc[u];
  const mp = as.mp[u] ?? movementPoints(s, u);
  const r = checkStep(s, u, from, to, mp, false, as.rolling.includes(to), as.bridgeUse);
  if (!r.ok) throw new Error(`internal: ${r.message}`);
  as.mp[u] = mp - r.cost;
  if (r.bridge >= 0) as.bridgeUse[r.bridge] = (as.bridgeUse[r.bridge] ?? 0) + 1;
  as.crossed[u] = r.bridge >= 0 ? `bridge:${r.bridge}` : r.canal ? 'canal' : 'open';
  setLoc(s, u, to);
  as.enteredFrom[u] = from;
  c.overrunMoved.push(u);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (hasUnits(s, to, other(c.attacker))) {
    as.done = as.done.filter((x) => x !== u);
    as.waiting.push(u);
  }
  if (log) say(log, 'Overrun', `${unitName(u)} moves on to ${areaName(to)} (${r.cost} MP).`, `${unitName(u)} poursuit en ${areaFr(to)} (${r.cost} PM).`);
}

function overrunDone(s: CambraiState, log: Log) {
  const as = s.assault!;
  for (const u of as.pendingExhaust) if (s.loc[u] > 0) setSpent(s, u, 1);
  as.pendingExhaust = [];
  if (log) say(log, 'Overrun', 'The overrun ends: its point unit and tanks are exhausted.', 'Le débordement prend fin : son unité de pointe et ses chars sont épuisés.');
  endCombat(s, log);
}

// ---- bridge demolition -------------------------------------------------------------------------------

/** Demolish Bridges: bridges the active player controls in the active area, with the enemy contesting or controlling a side. */
export function demolitionOptions(s: CambraiState): number[] {
  const as = s.assault;
  if (!as || as.regroup) return [];
  const side = s.active;
  const out: number[] = [];
  const enemy = other(side);
  for (let i = 0; i < s.bridges.length; i++) {
    const b = s.bridges[i];
    if (b.demolished || b.control !== side || (b.a !== as.area && b.b !== as.area) || as.demolitions.includes(i)) continue;
    const threatened = s.control[b.a] !== side || hasUnits(s, b.a, enemy) || s.control[b.b] !== side || hasUnits(s, b.b, enemy);
    if (threatened) out.push(i);
  }
  return out;
}

/** The demolition modifiers (Demolish Bridges). */
export function demolitionModifier(s: CambraiState, i: number, side: Side): { mod: number; parts: Part[] } {
  const b = s.bridges[i];
  let mod = 0;
  const parts: Part[] = [];
  for (const a of [b.a, b.b]) {
    if (free(s, a, side)) {
      mod += 3;
      parts.push([`+3 free ${areaName(a)}`, `+3 ${areaFr(a)} libre`]);
    } else if (contested(s, a) && s.control[a] === side) {
      mod += 2;
      parts.push([`+2 contested friendly ${areaName(a)}`, `+2 ${areaFr(a)} amie contestée`]);
    } else if (contested(s, a)) {
      mod += 1;
      parts.push([`+1 contested enemy ${areaName(a)}`, `+1 ${areaFr(a)} ennemie contestée`]);
    }
  }
  if (b.canal === 'nord') {
    mod -= 1;
    parts.push(['-1 Canal du Nord', '-1 canal du Nord']);
  }
  if (s.day === FIRST_DAY) {
    mod -= 1;
    parts.push(['-1 surprise (20 November)', '-1 surprise (20 novembre)']);
  }
  return { mod, parts };
}

function demolitionDice(s: CambraiState, i: number, dr: number, log: Log) {
  const { mod, parts } = demolitionModifier(s, i, s.active);
  const total = dr + mod;
  const b = s.bridges[i];
  if (total >= 7) {
    b.demolished = true;
    if (log) say(log, 'Demolish Bridges', `Demolition of the ${b.name} bridge: dr ${dr} ${joinParts(parts, 0, ' ')} = ${total} >= 7: the bridge is blown.`, `Destruction du pont de ${b.name} : jet ${dr} ${joinParts(parts, 1, ' ')} = ${total} >= 7 : le pont saute.`);
  } else say(log, 'Demolish Bridges', `Demolition of the ${b.name} bridge: dr ${dr} ${joinParts(parts, 0, ' ')} = ${total} < 7: it stands.`, `Destruction du pont de ${b.name} : jet ${dr} ${joinParts(parts, 1, ' ')} = ${total} < 7 : il tient.`);
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

// ---- the end of an assault -------------------------------------------------------------------------------

function afterAssaultAction(s: CambraiState, log: Log) {
  if (s.step.k !== 'assault') return;
  if (attackOptions(s).length || demolitionOptions(s).length || hurricaneTargets(s).length) return;
  const out: Action[] = [];
  legalMoves(s, out, true);
  if (!out.length) endAssault(s, log);
}

function endAssault(s: CambraiState, log: Log) {
  finishMover(s);
  if (log) say(log, 'Impulses', `${cap(s.active)} ends the Assault.`, `${PlayerFr(s.active)} termine l’Assaut.`);
  endImpulse(s, log);
}

// ---- Night Phase -----------------------------------------------------------------------------------------

function nightFor(s: CambraiState, side: Side, log: Log) {
  if (log) say(log, 'Night Phase', `${cap(side)} Night Phase.`, `Phase de nuit ${sideFrF(side)}.`);
  const tasks: Task[] = [];
  // A roll for each Hurricane Barrage marker (all are used or lost by now: endDaylight).
  for (let i = 0; i < s.hurricane[side].length; i++) tasks.push({ t: 'hb-refresh', side, marker: i });
  tasks.push({ t: 'ammo', side }, { t: 'buy', side });
  if (side === 'allied') {
    tasks.push({ t: 'tank-advantage' });
    for (const u of exhaustedTanks(s)) tasks.push({ t: 'refit', unit: u });
    if (s.day === 25) tasks.push({ t: 'refresh', side, left: 1, where: 'JK' });
    tasks.push({ t: 'cavalry' });
  } else {
    tasks.push({ t: 'refresh', side, left: s.day <= 24 ? 1 : 2, where: 'supply' });
  }
  push(s, ...tasks);
}

function hbRefresh(s: CambraiState, side: Side, marker: number, dr: number, log: Log) {
  const need = side === 'german' ? 5 : s.day === FIRST_DAY ? 4 : 5;
  if (dr >= need) s.hurricane[side][marker] = true;
  if (log) say(log, 'Night Phase', `${cap(side)} Hurricane Barrage marker ${marker + 1}: dr ${dr} ${dr >= need ? `>= ${need}, refreshed` : `< ${need}, stays used`}.`, `Marqueur de barrage d’ouragan ${sideFr(side)} ${marker + 1} : jet ${dr} ${dr >= need ? `>= ${need}, rétabli` : `< ${need}, reste utilisé`}.`);
}

function ammo(s: CambraiState, side: Side, dice: number[], log: Log) {
  const { plus } = ammoDice(side, s.day);
  const n = dice.reduce((a, b) => a + b, 0) + plus;
  s.ammo[side] += n;
  if (log) say(log, 'Night Phase', `${cap(side)} ammunition: ${dice.join('+')}${plus ? `+${plus}` : ''} = ${n} (total ${s.ammo[side]}).`, `Munitions ${sideFrF(side)}s : ${dice.join('+')}${plus ? `+${plus}` : ''} = ${n} (total ${s.ammo[side]}).`);
  offerAdvantage(s, side, 'ammo');
}

/** Artillery markers that may be bought now: ammunition / price, within the counter mix. */
export function maxBuy(s: CambraiState, side: Side): number {
  return Math.max(0, Math.min(Math.floor(s.ammo[side] / ARTILLERY.price), ARTILLERY.max[side] - s.markers[side]));
}

function buy(s: CambraiState, side: Side, n: number, log: Log) {
  s.ammo[side] -= n * ARTILLERY.price;
  s.markers[side] += n;
  if (log) say(log, 'Night Phase', `${cap(side)} buys ${n} artillery marker(s) for ${n * ARTILLERY.price} ammunition (${s.ammo[side]} left).`, `${PlayerFr(side)} achète ${n} marqueur(s) d’artillerie pour ${n * ARTILLERY.price} munitions (reste ${s.ammo[side]}).`);
  s.step = { k: 'idle' };
  advance(s, log);
}

export function exhaustedTanks(s: CambraiState): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (isTank(u) && s.loc[u] > 0 && s.spent[u]) out.push(u);
  return out;
}

function refitTask(s: CambraiState, u: number, log: Log) {
  if (!(s.loc[u] > 0 && s.spent[u])) return; // refitted by the Advantage
  if (!inSupply(s, 'allied', s.loc[u])) {
    if (log) say(log, 'Night Phase', `${unitName(u)} cannot trace a supply line to zones I-L.`, `${unitName(u)} ne peut tracer de ligne de ravitaillement vers les zones I-L.`);
    return stepDown(s, u, log);
  }
  roll(s, 'refit', 1, { unit: u });
}

function refit(s: CambraiState, u: number, dr: number, log: Log) {
  const need = exhaustedDefenseOf(s, u);
  if (dr <= need) {
    setSpent(s, u, 0);
    if (log) say(log, 'Night Phase', `${unitName(u)} (${s.tank[u]}) refit dr ${dr} <= ${need}: refreshed.`, `${unitName(u)} (${s.tank[u]}) jet de remise en état ${dr} <= ${need} : rétabli.`);
    return;
  }
  if (log) say(log, 'Night Phase', `${unitName(u)} (${s.tank[u]}) refit dr ${dr} > ${need}.`, `${unitName(u)} (${s.tank[u]}) jet de remise en état ${dr} > ${need}.`);
  stepDown(s, u, log);
}

function stepDown(s: CambraiState, u: number, log: Log) {
  if (s.tank[u] <= 2) {
    setLoc(s, u, REMOVED);
    setSpent(s, u, 0);
    if (log) say(log, 'Night Phase', `${unitName(u)} was a 2-1-5 tank: eliminated.`, `${unitName(u)} était un char 2-1-5 : éliminé.`);
    return;
  }
  s.tank[u] -= 2;
  setSpent(s, u, 0);
  if (log) say(log, 'Night Phase', `${unitName(u)} is replaced by a fresh ${s.tank[u]}-step unit.`, `${unitName(u)} est remplacé par une unité fraîche de palier ${s.tank[u]}.`);
}

/** Exhausted infantry that may be refreshed at Night. */
export function refreshOptions(s: CambraiState, side: Side, where: 'supply' | 'JK'): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (UN[u].side !== side || !s.spent[u] || s.loc[u] <= 0 || !actsAsInfantry(s, u)) continue;
    if (where === 'JK' ? s.loc[u] === 48 || s.loc[u] === 49 : inSupply(s, side, s.loc[u])) out.push(u);
  }
  return out;
}

function refresh(s: CambraiState, u: number, log: Log) {
  setSpent(s, u, 0);
  if (log) say(log, 'Night Phase', `${unitName(u)} is refreshed.`, `${unitName(u)} est rétablie.`);
  s.step = { k: 'idle' };
  advance(s, log);
}

/** Night Phase cavalry: dismount as desired; trade a removed cavalry unit for an infantry refresh (both in supply). */
export function cavalryActions(s: CambraiState): Action[] {
  const out: Action[] = [];
  const cavalry: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (isCavalry(u) && s.loc[u] > 0) cavalry.push(u);
  for (const u of cavalry) if (!s.dismounted[u]) out.push({ type: 'dismount', unit: UN[u].id });
  const infantry = refreshOptions(s, 'allied', 'supply');
  for (const u of cavalry) {
    if (!inSupply(s, 'allied', s.loc[u])) continue;
    for (const v of infantry) if (v !== u) out.push({ type: 'trade', unit: UN[u].id, refresh: UN[v].id });
  }
  out.push({ type: 'done' });
  return out;
}

// ---- End Phase -----------------------------------------------------------------------------------------

/** Ruling V1: a "fresh cavalry unit", mounted or dismounted (option sudden-death-mounted: mounted only). */
export const suddenDeathCavalry = (s: CambraiState, u: number) => isCavalry(u) && !s.spent[u] && !(s.variant.mountedCavalry && s.dismounted[u]);

/** End Phase sudden death: a fresh British cavalry unit in zone B, C or D tracing a supply line to I-L. */
export function suddenDeath(s: CambraiState): number {
  for (let u = 0; u < N_UNITS; u++) {
    if (!suddenDeathCavalry(s, u) || !SUDDEN_DEATH_ZONES.includes(s.loc[u])) continue;
    if (inSupply(s, 'allied', s.loc[u])) return u;
  }
  return -1;
}

/** Haig Decides modifiers. */
export function haigModifier(s: CambraiState): { mod: number; parts: Part[] } {
  let mod = 0;
  const parts: Part[] = [];
  const holds = (a: number) => s.control[a] === 'allied' || hasUnits(s, a, 'allied');
  for (const a of HAIG_AREAS) if (holds(a)) {
    mod += 2;
    parts.push([`+2 area ${a}`, `+2 zone ${a}`]);
  }
  const east = AREAS.filter((a) => (a.eastOfCanal && !a.zone) || a.id === HAIG_ZONE).map((a) => a.id);
  if (east.some((a) => s.control[a] === 'allied')) {
    mod += 2;
    parts.push(['+2 British control east of the canal or zone G', '+2 contrôle britannique à l’est du canal ou zone G']);
  } else if (east.some((a) => hasUnits(s, a, 'allied'))) {
    mod += 1;
    parts.push(['+1 British contest east of the canal or zone G', '+1 présence britannique contestée à l’est du canal ou zone G']);
  }
  return { mod, parts };
}

function endPhase(s: CambraiState, log: Log) {
  s.phase = 'end';
  const cav = suddenDeath(s);
  if (cav >= 0) return finish(s, 'allied', 'sudden death', `${unitName(cav)} is fresh in ${areaName(s.loc[cav])} with a supply line to zones I-L`, `${unitName(cav)} est fraîche en ${areaFr(s.loc[cav])} avec une ligne de ravitaillement vers les zones I-L`, log, 'End Phase');
  if (s.day >= LAST_DAY) {
    const vp = britishVp(s);
    return finish(s, vp >= s.vpToWin ? 'allied' : 'german', 'normal', `${vp} British Control markers trace to zones I-L (${s.vpToWin} needed)`, `${vp} marqueurs de contrôle britanniques sont ravitaillés depuis les zones I-L (${s.vpToWin} requis)`, log, 'End Phase');
  }
  if (s.day >= 21) return roll(s, 'haig', 1);
  nextDay(s, log);
}

function haig(s: CambraiState, dr: number, log: Log) {
  const { mod, parts } = haigModifier(s);
  const total = dr + mod;
  s.haig = { day: s.day, roll: dr, total };
  if (total >= 7) {
    if (log) say(log, 'Haig Decides', `Haig Decides: dr ${dr} ${joinParts(parts, 0, ' ')} = ${total} >= 7: the offensive goes on.`, `Haig décide : jet ${dr} ${joinParts(parts, 1, ' ')} = ${total} >= 7 : l’offensive continue.`);
    return nextDay(s, log);
  }
  if (log) say(log, 'Haig Decides', `Haig Decides: dr ${dr} ${joinParts(parts, 0, ' ')} = ${total} < 7: Haig closes the offensive.`, `Haig décide : jet ${dr} ${joinParts(parts, 1, ' ')} = ${total} < 7 : Haig arrête l’offensive.`);
  if (offerAdvantage(s, s.advantage, 'haig')) return;
  haigEnds(s, log);
}

function haigEnds(s: CambraiState, log: Log) {
  const vp = britishVp(s);
  finish(s, vp >= s.vpToWin ? 'allied' : 'german', 'haig', `Haig closed the offensive on ${DAY(s.day)} with ${vp} British Control markers in supply (${s.vpToWin} needed)`, `Haig a arrêté l’offensive le ${dayFr(s.day)} avec ${vp} marqueurs de contrôle britanniques ravitaillés (${s.vpToWin} requis)`, log, 'Haig Decides');
  advance(s, log);
}

function nextDay(s: CambraiState, log: Log) {
  s.day += 1;
  s.step = { k: 'idle' };
  s.queue = [{ t: 'dawn' }];
  advance(s, log);
}

const KIND_FR: Record<string, string> = { 'sudden death': 'mort subite', normal: 'fin normale', haig: 'Haig décide', scenario: 'scénario' };

function finish(s: CambraiState, winner: Side, kind: string, detail: string, detailFr: string, log: Log, rule: string) {
  s.result = { winner, kind, detail, detailFr };
  s.phase = 'over';
  s.queue = [];
  s.step = { k: 'over' };
  if (log) say(log, rule, `${cap(winner)} victory (${kind}): ${detail}.`, `Victoire ${sideFrF(winner)} (${KIND_FR[kind] ?? kind}) : ${detailFr}.`);
}

function eliminate(s: CambraiState, u: number) {
  setLoc(s, u, ELIMINATED);
  setSpent(s, u, 0);
}

// ---- who acts, what they may do, and doing it ----------------------------------------------------------

export function toAct(s: CambraiState): Side[] | ['chance'] | [] {
  const st = s.step;
  switch (st.k) {
    case 'over':
    case 'idle':
      return [];
    case 'roll':
      return ['chance'];
    case 'place':
    case 'buy':
    case 'refresh':
      return [st.side];
    case 'advantage':
      return [st.who];
    case 'tank-advantage':
    case 'cavalry':
      return ['allied'];
    case 'hb-primary':
      return [s.barrage!.attacker];
    case 'barrage-absorb':
      return [other(s.barrage!.attacker)];
    case 'forward':
    case 'absorb':
      return [other(s.combat!.attacker)];
    default:
      return [s.active];
  }
}

// Units by area for the impulse listing (reused: the listing is not re-entrant): the units of area a
// are AREA_ORDER[AREA_START[a] .. AREA_START[a + 1]).
const AREA_START = new Int32Array(N_AREA_SLOTS + 1);
const AREA_FILL = new Int32Array(N_AREA_SLOTS + 1);
const AREA_ORDER = new Int32Array(N_UNITS);
/** Per unit: 1 British, 0 German (the impulse listing's side test without a string comparison). */
const IS_ALLIED = Uint8Array.from(UNITS, (d) => (d.side === 'allied' ? 1 : 0));
/** The impulse listing's actions, one frozen object each (the listing is built at every impulse; nothing writes into an action). */
const PASS: Action = Object.freeze({ type: 'pass' });
const ASSAULT_ACTION: Action[] = [];
const REGROUP_ACTION: Action[] = [];
for (const a of AREA_IDS) {
  ASSAULT_ACTION[a] = Object.freeze({ type: 'assault', area: a });
  REGROUP_ACTION[a] = Object.freeze({ type: 'regroup', area: a });
}

/** Impulses: Pass, and each area where an Assault or a Regroup can do something (a function of its own: the JIT optimizes it apart from the long listing switch). */
function impulseActions(s: CambraiState, side: Side, out: Action[]): void {
  out.push(PASS);
  // The side's units by area (a counting sort into reused typed arrays), read in area order.
  const start = AREA_START;
  const order = AREA_ORDER;
  const mine = side === 'allied' ? 1 : 0;
  const isAllied = IS_ALLIED;
  const loc = s.loc;
  start.fill(0);
  for (let u = 0; u < N_UNITS; u++) {
    const a = loc[u];
    if (a > 0 && isAllied[u] === mine) start[a + 1]++;
  }
  for (let a = 1; a < start.length; a++) start[a] += start[a - 1];
  const fill = AREA_FILL;
  fill.set(start);
  for (let u = 0; u < N_UNITS; u++) {
    const a = loc[u];
    if (a > 0 && isAllied[u] === mine) order[fill[a]++] = u;
  }
  for (let a = 1; a < N_AREA_SLOTS; a++) {
    const lo = start[a];
    const hi = start[a + 1];
    if (lo === hi) continue;
    if (canAssault(s, a, order, lo, hi)) out.push(ASSAULT_ACTION[a]);
    if (canRegroup(s, a, order, lo, hi)) out.push(REGROUP_ACTION[a]);
  }
}

/** An Assault impulse: Hurricane Barrage, markers, moves, combats, demolitions, end (a function of its own, as impulseActions). */
function assaultActions(s: CambraiState, out: Action[]): void {
  const as = s.assault!;
  for (const t of hurricaneTargets(s)) out.push({ type: 'hurricane', target: t });
  for (const a of markerAreas(s)) out.push({ type: 'marker', area: a, kind: 'rolling' }, { type: 'marker', area: a, kind: 'support' });
  for (const a of airAreas(s)) out.push({ type: 'marker', area: a, kind: 'air' });
  legalMoves(s, out);
  const attacks = attackOptions(s);
  for (const o of attacks) out.push({ type: 'attack', area: o.area });
  for (const b of demolitionOptions(s)) out.push({ type: 'demolish', bridge: b });
  if (!attacks.some((o) => o.mandatory) && (as.started || as.hbUsed)) out.push({ type: 'end' });
}

export function legal(s: CambraiState, side: Side): Action[] {
  if (!(toAct(s) as string[]).includes(side)) return [];
  const st = s.step;
  const out: Action[] = [];
  switch (st.k) {
    case 'place':
      for (const a of st.options) out.push({ type: 'place', unit: UN[st.unit].id, area: a });
      break;
    case 'advantage':
      out.push({ type: 'advantage', use: true }, { type: 'advantage', use: false });
      break;
    case 'impulse':
      impulseActions(s, side, out);
      break;
    case 'regroup':
      out.push(...regroupMoves(s));
      if (s.assault!.done.length) out.push({ type: 'end' });
      break;
    case 'assault':
      assaultActions(s, out);
      break;
    case 'hb-primary':
      for (const u of unitsIn(s, s.barrage!.target, other(side))) out.push({ type: 'primary', unit: UN[u].id });
      break;
    case 'opening':
      for (const t of openingTargets(s)) out.push({ type: 'hurricane', target: t });
      break;
    case 'barrage-absorb':
      for (const o of barrageAbsorbOptions(s)) out.push({ type: 'absorb', unit: UN[o.unit].id, how: o.how === 'exhaust' ? 'flip' : 'eliminate' });
      break;
    case 'attack-select': {
      const c = s.combat!;
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: UN[u].id });
      if (c.participants.some((u) => attackOf(s, u) > 0)) out.push({ type: 'resolve' });
      break;
    }
    case 'point':
      for (const u of s.combat!.participants) if (attackOf(s, u) > 0) out.push({ type: 'point', unit: UN[u].id });
      break;
    case 'forward':
      for (const u of unitsIn(s, s.combat!.area, side)) out.push({ type: 'forward', unit: UN[u].id });
      break;
    case 'absorb':
      for (const o of absorbOptions(s)) out.push(o.to === undefined ? { type: 'absorb', unit: UN[o.unit].id, how: o.how } : { type: 'absorb', unit: UN[o.unit].id, how: o.how, to: o.to });
      break;
    case 'voluntary-retreat':
      for (const u of voluntaryUnits(s)) for (const to of attackerRetreat(s, u, s.combat!.area, s.assault!.enteredFrom[u])) out.push({ type: 'retreat', unit: UN[u].id, to });
      out.push({ type: 'done' });
      break;
    case 'overrun':
      out.push(...overrunActions(s));
      break;
    case 'buy':
      for (let n = 0; n <= maxBuy(s, side); n++) out.push({ type: 'buy', n });
      break;
    case 'tank-advantage':
      for (const u of exhaustedTanks(s)) out.push({ type: 'refit', unit: UN[u].id });
      out.push({ type: 'done' });
      break;
    case 'refresh':
      for (const u of refreshOptions(s, side, st.where)) out.push({ type: 'refresh', unit: UN[u].id });
      out.push({ type: 'done' });
      break;
    case 'cavalry':
      out.push(...cavalryActions(s));
      break;
  }
  return out;
}

const U = (id: unknown) => (typeof id === 'string' && Object.hasOwn(UNIT_INDEX, id) ? UNIT_INDEX[id] : -1);

export function perform(s: CambraiState, side: Side | 'chance', a: CambraiAction, log: Log): void {
  switch (a.type) {
    case 'dice':
      return onDice(s, a.dice, log);
    case 'place': {
      s.step = { k: 'idle' };
      placeUnit(s, U(a.unit), a.area, log);
      return advance(s, log);
    }
    case 'advantage':
      return advantageAnswer(s, a.use, log);
    case 'pass':
      return pass(s, log);
    case 'assault':
    case 'regroup':
      return declare(s, a.type, a.area, log);
    case 'hurricane':
      if (s.step.k === 'opening') return openingBarrage(s, a.target, log);
      return declareHurricane(s, a.target, log);
    case 'marker':
      placeMarker(s, a.area, a.kind, log);
      return;
    case 'move':
      if (s.step.k === 'regroup') return regroupMove(s, U(a.unit), a.to, log);
      if (s.step.k === 'overrun') return overrunMove(s, U(a.unit), a.to, log);
      return moveStep(s, U(a.unit), a.to, log);
    case 'attack':
      return declareAttack(s, a.area, log);
    case 'demolish': {
      s.assault!.demolitions.push(a.bridge);
      s.assault!.started = true;
      if (log) say(log, 'Demolish Bridges', `${cap(s.active)} attempts to demolish the ${s.bridges[a.bridge].name} bridge.`, `${PlayerFr(s.active)} tente de détruire le pont de ${s.bridges[a.bridge].name}.`);
      return roll(s, 'demolition', 1, { bridge: a.bridge });
    }
    case 'end':
      if (s.step.k === 'regroup') return endImpulse(s, log);
      return endAssault(s, log);
    case 'primary':
      return choosePrimary(s, U(a.unit), log);
    case 'absorb':
      if (s.step.k === 'barrage-absorb') return barrageAbsorb(s, U(a.unit), log);
      return absorb(s, U(a.unit), a.how!, a.to, log);
    case 'join':
      s.combat!.participants.push(U(a.unit));
      return;
    case 'resolve':
      return toPoint(s, log);
    case 'point':
      return choosePoint(s, U(a.unit), log);
    case 'forward':
      return chooseForward(s, U(a.unit), log);
    case 'retreat':
      moveRetreat(s, U(a.unit), a.to, log);
      if (!voluntaryUnits(s).length) endCombat(s, log);
      return;
    case 'done':
      switch (s.step.k) {
        case 'voluntary-retreat':
          return endCombat(s, log);
        case 'overrun':
          return overrunDone(s, log);
        default:
          s.step = { k: 'idle' };
          if (s.queue[0]?.t === 'refresh') s.queue.shift();
          return advance(s, log);
      }
    case 'buy':
      return buy(s, side as Side, a.n, log);
    case 'refit': {
      const u = U(a.unit);
      setSpent(s, u, 0);
      spendAdvantage(s, log, `${unitName(u)} refits without a roll`, `${unitName(u)} est remis en état sans jet`);
      s.step = { k: 'idle' };
      return advance(s, log);
    }
    case 'refresh':
      return refresh(s, U(a.unit), log);
    case 'dismount': {
      const u = U(a.unit);
      s.dismounted[u] = 1;
      if (log) say(log, 'Night Phase', `${unitName(u)} dismounts.`, `${unitName(u)} met pied à terre.`);
      return;
    }
    case 'trade': {
      const u = U(a.unit);
      const v = U(a.refresh);
      const from = s.loc[u];
      setLoc(s, u, REMOVED);
      updateControl(s, from);
      setSpent(s, v, 0);
      if (log) say(log, 'Night Phase', `${unitName(u)} is removed from the game; ${unitName(v)} is refreshed.`, `${unitName(u)} est retirée du jeu ; ${unitName(v)} est rétablie.`);
      if (cavalryActions(s).length <= 1) {
        s.step = { k: 'idle' };
        advance(s, log);
      }
      return;
    }
  }
  throw new Error(`internal: unhandled action ${JSON.stringify(a)}`);
}

function onDice(s: CambraiState, dice: number[], log: Log) {
  const st = s.step as { k: 'roll'; purpose: string; unit?: number; marker?: number; bridge?: number; side?: Side };
  s.step = { k: 'idle' };
  switch (st.purpose) {
    case 'weather':
      weather(s, dice[0], log);
      return advance(s, log);
    case 'hurricane':
      return barrageDice(s, dice, log);
    case 'attack':
      return attackDice(s, dice, log);
    case 'defense':
      return defenseDice(s, dice, log);
    case 'sunset':
      s.sunset = dice[0] + dice[1];
      if (log) say(log, 'Sunset DR', `British Sunset DR: ${dice[0]}+${dice[1]} = ${s.sunset}.`, `Jet du crépuscule britannique : ${dice[0]}+${dice[1]} = ${s.sunset}.`);
      push(s, { t: 'impulse-end' });
      return advance(s, log);
    case 'demolition':
      return demolitionDice(s, st.bridge!, dice[0], log);
    case 'hb-refresh':
      hbRefresh(s, st.side!, st.marker!, dice[0], log);
      return advance(s, log);
    case 'ammo':
      ammo(s, st.side!, dice, log);
      return advance(s, log);
    case 'advantage-ammo': {
      const n = dice[0] + dice[1];
      s.ammo[st.side!] += n;
      if (log) say(log, 'Advantage Marker', `${cap(st.side!)} receives ${n} more ammunition (total ${s.ammo[st.side!]}).`, `${PlayerFr(st.side!)} reçoit ${n} munitions de plus (total ${s.ammo[st.side!]}).`);
      return advance(s, log);
    }
    case 'refit':
      refit(s, st.unit!, dice[0], log);
      return advance(s, log);
    case 'haig':
      return haig(s, dice[0], log);
  }
}

