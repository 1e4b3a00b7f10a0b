// The Cruellest Month's strategic log in English (log.fr.ts: the same in French). Each text is keyed by what it
// says, grouped by the chapter of the rules that writes it, and takes what it names (units and bases by id); the
// rule numbers stay at the call sites (rules/common.ts `tell`).
import { type AirUnit, type GroundCombat, type Mission, SIDE_NAME, type Side, type State, baseData } from '../state.ts';
import { GROUND_BY_ID, PLACES, airUnitName as airName } from '../data.ts';

/** A Corps' or Gruppe's name (its Artillery Support and Balloon Observation markers, 9.5.1, 9.4.2), never its id. */
export function sectorName(k: string): string {
  if (k === 'souchez' || k === 'vimy' || k === 'arras') return `Gruppe ${areaName(k)}`;
  return k === 'Canadian' ? 'Canadian Corps' : `${k} Corps`;
}
/** Every Corps' and Gruppe's Artillery Support Level (9.5.1), by name: "XXIV Corps 2, ..., Gruppe Arras 3". */
export const aslText = (s: State, name = sectorName) =>
  Object.entries(s.asl)
    .map(([k, v]) => `${name(k)} ${v}`)
    .join(', ');
/** An airbase by name (the RFC Holding Area, 6.3.1, is one for IX Brigade). */
export const baseName = (id: string) => (id === 'rfc' ? 'RFC Holding Area' : (baseData[id]?.name ?? id));
/** An off-map area's name ("douai": "Douai"). */
export const areaName = (a: string) => a[0].toUpperCase() + a.slice(1);
/** A modifier with its sign, or nothing ("+1", "-2", ""). */
export const signed = (mod: number) => (mod ? (mod > 0 ? '+' : '') + mod : '');
/** What a unit of the RFC Reserve enters as (7.3). */
export type Entry = Pick<AirUnit, 'base' | 'reduced' | 'disrupted'>;
/** A modifier of the initiative roll (7.5): its value and what it is. */
export type InitiativeMod = [number, keyof typeof INITIATIVE_MOD];
/** The modifiers of the initiative roll (7.5), named in English (log.fr.ts: INITIATIVE_MOD_FR). */
export const INITIATIVE_MOD = {
  vimy: 'Vimy Ridge Allied',
  lens: 'Lens Allied',
  trenchard: 'Trenchard Intervenes',
  alliedRecon: 'Allied reconnaissance',
  germanRegroup: 'German General Regroup',
  arrasHits: 'hits on Arras',
  germanRecon: 'German reconnaissance over Arras',
  alliedRegroup: 'Allied General Regroup',
};
/** The initiative roll's modifiers (" +1 hits on Arras, -1 Lens Allied"), named by `names`. */
export const initiativeMods = (mods: InitiativeMod[], names: Record<keyof typeof INITIATIVE_MOD, string> = INITIATIVE_MOD) =>
  mods.length ? ' ' + mods.map(([v, why]) => `${v > 0 ? '+' : ''}${v} ${names[why]}`).join(', ') : '';

/** What a mission strikes (8.1.7): an Airbase, a ground unit, a city or an area's airbases. */
export function missionTarget(m: Mission, airbasesOf: (area: string) => string = (area) => `the ${area} airbases`): string {
  if (m.target.startsWith('base:')) return baseName(m.target.slice(5));
  if (m.target.startsWith('unit:')) return gName(m.target.slice(5));
  if (m.target === 'city') return PLACES[m.hex].name;
  return airbasesOf(areaName(m.hex));
}
/** A modifier of a roll, named in English (text/fr.ts WHY_FR names it in French). */
export type Why = { v: number; why: string };
/** A roll's modifiers (" +1 Flown -2 interceptor range"), each named by `name`. */
export const whyList = (mods: Why[], name: (why: string) => string) => mods.map((x) => ` ${x.v > 0 ? '+' : ''}${x.v} ${name(x.why)}`).join('');

const gName = (id: string) => GROUND_BY_ID[id].name;
/** The final Victory Points (13.2) and their terms: Hindenburg Line hexes, Vimy Ridge hexes and towns Allied; Arras and Vimy Ridge hexes German. */
export type FinalScore = { allied: number; german: number; hl: number; ridgeA: number; towns: number; arras: number; ridgeG: number };
/** The level of victory (13.3). */
type Level = 'german' | 'draw' | 'allied';
/** A hex and the place there ("0512 (Arras)"). */
export const hexPlace = (hex: string) => `${hex}${PLACES[hex]?.name ? ` (${PLACES[hex].name})` : ''}`;
/** The units an attack on `hex` falls on (9.4). */
const defenders = (units: string[], hex: string) => `${units.map(gName).join(' or ') || 'the enemy'} at ${hexPlace(hex)}`;

export const logEn = {
  // 4.0, 5.0 Random Events, 6.1 and 7.4.3 examining an Airbase
  turn: (turn: number, last: number) => `Turn ${turn} of ${last}`,
  randomEvent: (roll: number, name: string, _id: string) => `Random Event ${roll}: ${name}`,
  nbJoins: 'IX/100 Sqdn (NB) joins the RFC Reserve',
  examines: (side: Side, base: string, fighters: number, bombers: number) =>
    `${SIDE_NAME[side]} examines ${baseName(base)}: ${fighters} fighters, ${bombers} bombers`,
  examinesNone: (side: Side) => `${SIDE_NAME[side]} examines no Airbase`,
  // 6.5 Feldflugplatz
  feldBuilt: (hex: string) => `A Feldflugplatz is under construction in ${hex}`,
  dismantled: (base: string, turn: number) => `${baseName(base)} is dismantled; it may be rebuilt from turn ${turn}`,
  // 7.0 Initiative Phase
  rfcHeld: 'The Allied player does not commit the RFC Reserve',
  rfcCommitted: 'The Allied player commits the RFC Reserve: +1 VP to the German player',
  rfcEntry: (unit: string, roll: number, mod: number, r: number, a: Entry) =>
    `${airName(unit)}: roll ${roll}${signed(mod)} = ${r}: ${
      a.base === 'away' ? 'does not enter' : a.reduced ? (a.disrupted ? 'Reduced and Disrupted' : 'Reduced') : 'full strength'
    }`,
  reconFlies: (side: Side, area: string, roll: number) => `${SIDE_NAME[side]} reconnaissance over ${areaName(area)} (roll ${roll})`,
  reconFails: (side: Side, roll: number) => `${SIDE_NAME[side]} reconnaissance fails (roll ${roll})${roll >= 10 ? ': the unit loses a step' : ''}`,
  initiative: (roll: number, mods: InitiativeMod[], r: number, side: Side) =>
    `Initiative roll ${roll}${initiativeMods(mods)} = ${r}: ${SIDE_NAME[side]} initiative`,
  generalRegroup: (side: Side) => `${SIDE_NAME[side]} declares a General Regroup Turn`,
  reconChosen: (unit: string, area: string) => `${airName(unit)} is to fly reconnaissance over ${areaName(area)}`,
  slatedRegroup: (unit: string) => `${airName(unit)} is slated for an individual regroup`,
  turnOneInitiative: 'Turn 1: the Allied player has the initiative',
  initiativeMissions: (side: Side, n: number, roll: number) => `${SIDE_NAME[side]} initiative air missions: ${n} (roll ${roll})`,
  // 8.0 Air Operations: the mission turns
  passes: (side: Side) => `${SIDE_NAME[side]} passes`,
  stages: (unit: string, from: string, to: string) => `${airName(unit)} stage-moves from ${baseName(from)} to ${baseName(to)}`,
  staged: (side: Side) => `${SIDE_NAME[side]} makes a staging move`,
  lands: (unit: string, base: string) => `${airName(unit)} lands at ${baseName(base)}`,
  airPhaseEnds: 'The Air Operations Phase ends',
  // 8.0 Air Operations: a mission flown
  launch: (m: Mission) => `${SIDE_NAME[m.side]} air mission: ${m.task} against ${missionTarget(m)}${m.target === 'box' ? '' : ` at ${m.hex}`}`,
  missionUnits: (units: string[]) => `Mission: ${units.map(airName).join(', ')}`,
  scramble: (unit: string, roll: number, mods: Why[], r: number, sr: number, ok: boolean) =>
    `${airName(unit)} scramble: roll ${roll}${whyList(mods, (why) => why)} = ${r} against SR ${sr}: ${ok ? 'success' : 'failure'}`,
  scrambleAttempt: (side: Side, ok: boolean) => `${SIDE_NAME[side]} interceptor scramble attempt: ${ok ? 'success' : 'failure'}`,
  /** `to`: the Airbase it escapes to, or null. */
  targetScramble: (unit: string, roll: number, r: number, sr: number, to: string | null) =>
    `${airName(unit)} target scramble: roll ${roll} modified ${r} against SR ${sr}: ${to ? `escapes to ${baseName(to)}` : 'stays on the ground'}`,
  lateGroup: (roll: number, diff: number, late: number) => `Co-ordination roll ${roll} under the range difference ${diff}: ${late} unit(s) arrive late`,
  groupsTogether: (roll: number, diff: number) => `Co-ordination roll ${roll}, range difference ${diff}: the groups arrive together`,
  aborts: (unit: string, scorer: Side) => `${airName(unit)} aborts its mission: +1 VP to the ${SIDE_NAME[scorer]} player`,
  balloonDown: (destroyed: boolean, sector: string) =>
    `The balloon is ${destroyed ? 'destroyed' : 'grounded'}: ${sectorName(sector)} Balloon Observation Level falls`,
  balloonSurvives: 'The balloon survives at altitude: the mission failed',
  balloonLowFalls: (roll: number, rounds: number | undefined, sector: string) =>
    `Roll ${roll} over ${rounds} rounds: ${sectorName(sector)} Balloon Observation Level falls`,
  balloonLowKeeps: (roll: number) => `Roll ${roll}: the low balloon keeps observing`,
  // 8.0 Air Operations after the battle: AA fire, observers, strikes, return to base, losses
  aaFire: (aaf: number, unit: string, roll: number, res: string) => `AA fire (AAF ${aaf}) at ${airName(unit)}: roll ${roll}: ${res}`,
  observer: (unit: string, roll: number, n: number, lost: boolean) =>
    `Observer of ${airName(unit)}: roll ${roll}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}`,
  spottingFails: (unit: string, r: number) => `${airName(unit)} spotting roll ${r}: no effect`,
  strike: (unit: string, kind: string, m: Mission, roll: number, r: number, bf: number, hits: number, severe: boolean) =>
    `${airName(unit)} ${kind} ${missionTarget(m)}: roll ${roll} modified ${r} against BF ${bf}: ` +
    (hits ? `${hits} hit(s)${severe ? ' (below 0)' : ''}` : 'no effect'),
  spottingSecondFails: (r: number) => `Spotting second roll ${r}: no effect`,
  spotted: (unit: string, n: number, sector: string) =>
    `${airName(unit)} artillery spotting: ${n === 2 ? 'double ' : ''}success, ${sectorName(sector)} Artillery Support +${n}`,
  cityHits: (hex: string, hits: number) => `${PLACES[hex].name} now carries ${hits} hits`,
  boxHits: (area: string, hits: number) => `${areaName(area)} now carries ${hits} hits`,
  interdicted: (unit: string) => `${gName(unit)} is Interdicted`,
  nbHits: (sector: string, hits: number) => `IX/100 Sqdn: ${sectorName(sector)} Artillery Support -${hits}`,
  baseEliminated: (base: string) => `${baseName(base)} is eliminated`,
  baseDisrupted: (base: string) => `${baseName(base)} is Disrupted`,
  hitOnGround: (unit: string, roll: number) => `${airName(unit)} is hit on the ground (roll ${roll})`,
  landingAccident: (unit: string, r: number) => `${airName(unit)} has an accident landing (roll ${r}): loses a step`,
  destroyed: (unit: string) => `${airName(unit)} is destroyed`,
  noBaseToLand: (unit: string) => `${airName(unit)} has no friendly Airbase left to return to and is lost (ruling)`,
  flownIX: (n: number) => `${n} RFC Reserve units in Flown sections: +${n} VP to the German player`,
  // 9.0 Ground Operations, 3.0 control, 6.6 airbases overrun
  overStacked: (unit: string) => `${gName(unit)} is over-stacked`,
  groundMoves: (unit: string, from: string | null, to: string) => `${gName(unit)} moves ${from ?? 'onto the map'} to ${to}`,
  control: (hex: string, side: Side) => `${PLACES[hex].name} (${hex}) passes to ${SIDE_NAME[side]} control`,
  overrun: (base: string) => `${baseName(base)} is overrun and destroyed`,
  evacuates: (unit: string, base: string) => `${airName(unit)} evacuates to ${baseName(base)}`,
  allocates: (side: Side, asp: number, tsp: number) => `${SIDE_NAME[side]} allocates ${asp} Artillery Support${tsp ? ` and ${tsp} Tank Support` : ''}`,
  groundCombat: (c: GroundCombat, roll: number, mods: Why[], acf: number, sum: number, column: number, res: string) =>
    `${gName(c.attacker)} attacks ${gName(c.defender)}: roll ${roll}${mods.map((m) => ` ${m.v} ${m.why}`).join('')} -${c.aspDef} +${c.aspAtt + c.tsp} ` +
    `support +${acf} CF = ${sum}, column ${column}: ${res}`,
  groundEliminated: (unit: string) => `${gName(unit)} is eliminated`,
  /** `to`: the hex it retreats to, or null off the map. */
  retreats: (unit: string, to: string | null) => (to ? `${gName(unit)} retreats to ${to}` : `${gName(unit)} retreats off the map`),
  defenders,
  willAttack: (attacker: string, units: string[], hex: string) => `${gName(attacker)} will attack ${defenders(units, hex)}`,
  meetsAttack: (unit: string, attacker: string) => `${gName(unit)} meets the attack of ${gName(attacker)} (defender's choice)`,
  advances: (unit: string, hex: string) => `${gName(unit)} advances into ${hex}`,
  tspStart: (n: number) => `Tank Support Points this turn: ${n} (the starting marker)`,
  noTanks: (roll: number) => `Tank Support roll ${roll}: no tanks for the rest of the game`,
  tsp: (n: number) => `Tank Support Points this turn: ${n}`,
  // 10.0 Supply
  unsuppliedUnit: (unit: string) => `${gName(unit)} is out of supply: Interdicted`,
  unsuppliedBase: (base: string) => `${baseName(base)} is out of supply: Disrupted`,
  artillery: (s: State) => `Artillery Support for next turn: ${aslText(s)}`,
  // 11.0 Regroup
  generalRegroupNormal: (side: Side) => `${SIDE_NAME[side]} General Regroup: Ready Disrupted units and supplied Airbases return to Normal`,
  regroups: (unit: string, roll: number) => `${airName(unit)} regroups (roll ${roll})`,
  baseNormal: (base: string, roll: number) => `${baseName(base)} returns to Normal (roll ${roll})`,
  notInterdicted: (unit: string, roll: number) => `${gName(unit)} is no longer Interdicted (roll ${roll})`,
  replacement: (unit: string, cost: number, scorer: Side) => `${airName(unit)} takes a replacement step: +${cost} VP to the ${SIDE_NAME[scorer]} player`,
  operational: (base: string, hex: string) => `${baseName(base)} at ${hex} is operational`,
  cityRepairs: (side: Side, hits: number, hex: string) => `${SIDE_NAME[side]} repairs ${hits} hit(s) on ${PLACES[hex].name}`,
  boxRepairs: (hits: number, area: string) => `${hits} hit(s) repaired at ${areaName(area)}`,
  replacementSteps: (side: Side, n: number) => `${SIDE_NAME[side]} General Regroup: ${n} replacement steps at 1 VP each to the opponent`,
  // 12.0 Reinforcements
  strategicReserve: (n: number, fighters: number) =>
    `German Strategic Reserve: ${n} aircraft available (${fighters} fighters: +${fighters} VP to the Allied player)`,
  available: (units: string[]) => `Available: ${units.map(airName).join(', ') || 'none'}`,
  armeeReserves: (n: number) => `VI Armee reserves: ${n} divisions may enter`,
  based: (unit: string, base: string) => `${airName(unit)} is based at ${baseName(base)}`,
  enters: (unit: string, hex: string) => `${gName(unit)} enters at ${hex}`,
  // 13.0 Victory
  arrasHits: (n: number) => `${n} hits on Arras: +${n} VP German`,
  alliedHits: (n: number) => `${n} hits on Lens, Douai and Cambrai: +${n} VP Allied`,
  clearTurn: 'A clear turn without Allied bombing: +4 VP German',
  deadIX: (n: number) => `${n} destroyed IX Brigade units: +${n} VP German`,
  finalTerms: (f: FinalScore) =>
    `Allied: ${f.hl} Hindenburg Line hexes (+${2 * f.hl}), ${f.ridgeA} Vimy Ridge hexes (+${3 * f.ridgeA}), towns east of the line (+${f.towns}); ` +
    `German: Arras (+${f.arras}), ${f.ridgeG} Vimy Ridge hexes (+${3 * f.ridgeG})`,
  final: (f: FinalScore, margin: number, level: Level) =>
    `Final: Allied ${f.allied} - German ${f.german} = ${margin}: ${{ german: 'German victory', draw: 'Draw', allied: 'Allied victory' }[level]}`,
  // 14.0 Setup
  setsUp: (unit: string, hex: string) => `${gName(unit)} sets up in ${hex}`,
  baseSetUp: (base: string, hex: string) => `${baseName(base)} is set up in ${hex}`,
  alliedAce: (unit: string) => `An Allied Ace starts with ${airName(unit)} of the RFC Reserve`,
  startingSupport: (s: State) => `Artillery Support: ${aslText(s)}; Tank Support 6; all Balloon Observation Levels Normal`,
  germanAce: (unit: string) => `The German RB Ace flies with ${airName(unit)}`,
  /** What dice are rolled for (the roll's label, by the purpose given to `need`). */
  roll: {
    event: 'Random Event',
    rfc: 'RFC Reserve entry',
    recon: 'reconnaissance flights',
    initiative: 'Initiative Determination (Allied roll)',
    initMissions: 'Initiative air missions',
    aa: 'AA fire',
    bomb: (kind: string) => `${kind} attack`,
    accident: 'landing accident',
    balloonLow: 'balloon at low altitude',
    stageAccident: 'accident check after a staging move',
    scramble: (side: Side) => `Interceptor Scramble (${SIDE_NAME[side]})`,
    targetScramble: 'Target Scramble',
    late: 'Mission Group Co-ordination',
    observer: (unit: string) => `observer of ${airName(unit)}`,
    spot2: 'artillery spotting',
    airbaseDamage: 'aircraft on the ground at a bombed Airbase',
    evacuate: 'Airbase evacuation',
    ground: (attacker: string, defender: string) => `ground combat: ${gName(attacker)} against ${gName(defender)}`,
    tsp: 'Tank Support Points',
    regroup: 'Regroup rolls (aerial units, airbases, ground units)',
    restore: 'General Regroup replacement steps',
    reservesAir: 'German Strategic Reserve aircraft',
    reservesGround: 'VI Armee reserve divisions',
    asl: 'initial Artillery Support: VI, Canadian, VII Corps; Gruppen Souchez, Vimy, Arras',
    aceDraw: 'which German RB unit carries the Ace (draw)',
    reserveRbs: 'German reserve RB units for Turn 1',
  },
};

export type LogWords = typeof logEn;
