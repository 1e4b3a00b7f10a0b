// The Cruellest Month's Air Battle Board log in English (air-battle-log.fr.ts: the same in French). Each text is keyed
// by what it says, grouped by the rule that writes it, and takes what it names (a unit by its tag, "i2 Albatros D.III");
// the rule numbers stay at the call sites (air-battle/battle.ts `say`).
import type { Altitude, Facing, Mod, Side } from '../air-battle/contract.ts';
import { modifiersEn } from './modifiers.en.ts';
import { DIR_NAMES } from './en.ts';

/** A hit's result (8.7.9, 8.9.2). */
type Result = 'none' | 'disrupted' | 'reduced';
/** Why a mission unit aborts (8.8, 8.7.11). */
const ABORT_WHY = { chosen: 'the Mission player aborts', noObserver: 'no Observer' };
export type AbortWhy = keyof typeof ABORT_WHY;
/** What a mission unit attacks with (8.9, 8.10.3). */
type Attack = 'bombing' | 'strafing' | 'spotting';

export const airLogEn = {
  // 8.7.3 setting up, 8.7.4 rounds
  battle: (side: Side, mission: number, interceptors: number) =>
    `Air battle: ${side === 'allied' ? 'Allied' : 'German'} mission of ${mission}, ${interceptors} interceptor(s). Air Battle Round 1.`,
  sequence: (name: string, seq: number | null, altitude: Altitude) => `${name}: Movement Sequence marker ${seq}, ${altitude} altitude (secret).`,
  sequencesPlaced: 'Both sides have placed their Movement Sequence markers.',
  setsUp: (name: string, hex: string, facing: Facing, late: boolean) =>
    `${name} sets up in ${hex} (Raid Entry Area) facing ${DIR_NAMES[facing]}${late ? ' (latecomer)' : ''}.`,
  round: (round: number) => `Air Battle Round ${round}.`,
  moves: (who: string, seq: number | null, altitude: Altitude, disrupted: boolean, ace: boolean) =>
    `${who} moves: sequence ${seq}, ${altitude} altitude${disrupted ? ', Disrupted' : ''}${ace ? ', Ace' : ''}.`,
  notDelivered: (who: string) => `${who} failed to deliver its attack: aborted.`,
  ends: (rounds: number) => `The air battle ends after ${rounds} round(s).`,
  // 8.7.5 entering, 8.7.6 leaving
  staysOff: (who: string, climb: number, altitude: Altitude) =>
    `${who} stays off the board${climb ? `, ${climb > 0 ? 'climbing' : 'diving'} to ${altitude}` : ''}.`,
  enters: (who: string, hex: string, facing: Facing) => `${who} enters the board at ${hex} facing ${DIR_NAMES[facing]} (1 MP).`,
  entryDie: (who: string, d: number, surprise: 'new' | 'taken' | null) =>
    `${who} entry die: ${d}${
      surprise === 'new' ? ': Surprise! - any board edge hex, +1 to fire this round' : surprise ? ': any board edge hex (the Surprise! marker is taken)' : ''
    }.`,
  leavesHome: (who: string) => `${who} leaves the board and returns to base.`,
  leavesMayReturn: (who: string, altitude: Altitude) => `${who} leaves the board at ${altitude} altitude; it may come back.`,
  // 8.7.7 manoeuvres
  turns: (who: string, dir: string, facing: Facing, cost: number) => `${who} turns ${dir} to face ${DIR_NAMES[facing]} (${cost} MP).`,
  rolls: (who: string, bomber: boolean, dir: string, hex: string, cost: number) => `${who} ${bomber ? 'S-turns' : 'rolls'} ${dir} into ${hex} (${cost} MP).`,
  immelmann: (who: string, hex: string, facing: Facing) => `${who} performs an Immelmann into ${hex}, now facing ${DIR_NAMES[facing]}.`,
  climbs: (who: string, altitude: Altitude, cost: number) => `${who} climbs to ${altitude} (${cost} MP).`,
  zooms: (who: string) => `${who} (Triplane) climbs two levels to high altitude with all its MPs.`,
  dives: (who: string, altitude: Altitude, gain: number) => `${who} dives to ${altitude}, gaining ${gain} MP.`,
  rotary: (who: string, d: number, cost: number) => `${who} rotary engine, manoeuvre to the right: 1D6 = ${d}, costs ${cost} MP.`,
  fragility: (who: string, d: number, mod: number, total: number) =>
    `${who} fragility: 1D6 ${d} + ${mod} = ${total}${total > 6 ? ' > 6: wings fail' : ': holds'}.`,
  // 8.7.8, 8.7.9 fire and its results
  fires: (who: string, target: string, defensive: boolean, mods: Mod[]) =>
    `${who} fires at ${target}${defensive ? ' (defensive fire)' : ''}: ${mods.map((m) => `${modifiersEn[m.label](m.value)} ${m.value >= 0 ? '+' : ''}${m.value}`).join(', ')}.`,
  fireResult: (d: number, n: number, df: number, res: Result) => `1D10 ${d}, modified ${n} against DF ${df}: ${res === 'none' ? 'no effect' : res}.`,
  alreadyDisrupted: (who: string) => `${who} is already Disrupted: no further effect.`,
  disrupted: (who: string) => `${who} is Disrupted.`,
  eliminated: (who: string, ace: boolean) => `${who} is eliminated${ace ? ' with its ace' : ''}.`,
  reduced: (who: string) => `${who} is Reduced (and Disrupted).`,
  // 8.7.10 aces, 8.7.11 observers
  aceJoins: (who: string, d: number) => `${who}: 1D10 = ${d}, an Allied Ace joins the unit.`,
  noAce: (who: string, d: number) => `${who}: 1D10 = ${d}, no ace.`,
  observer: (who: string, d: number, n: number, lost: boolean) => `Observer of ${who}: 1D6 ${d}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}.`,
  // 8.8 aborting, 8.9 AA fire, 8.10 attacks
  aborts: (who: string, why: AbortWhy, vp: boolean) => `${who} aborts its mission (${ABORT_WHY[why]})${vp ? ': 1 VP to the opponent' : ''}.`,
  aaFire: (aaf: number, who: string, d: number, n: number, res: Result) =>
    `AA fire (AAF ${aaf}) at ${who}: 1D10 ${d}, modified ${n}: ${res === 'none' ? 'no effect' : res}.`,
  attacksTarget: (who: string, kind: Attack, altitude: Altitude) => `${who} attacks the target (${kind}) from ${altitude} altitude.`,
  delivers: (who: string, kind: Attack) => `${who} delivers its ${kind} attack (resolved after the battle).`,
  reachesTarget: (who: string, hex: string) => `${who} reaches the target zone (${hex}).`,
  // 8.11 balloons and their AA
  firesAtBalloon: (who: string) => `${who} fires at the balloon.`,
  balloonDestroyed: (d: number, n: number, df2: number) => `1D10 ${d}, modified ${n} >= ${df2}: the balloon is destroyed.`,
  balloonSecond: (d: number, n: number, df: number) => `1D10 ${d}, modified ${n} > ${df}: a second die for the balloon.`,
  balloonMissed: (d: number, n: number) => `1D10 ${d}, modified ${n}: no effect on the balloon.`,
  secondEven: (d: number) => `Second die ${d} (even): the balloon is destroyed.`,
  secondOdd: (d: number) => `Second die ${d} (odd): no effect.`,
  aaSetUp: (n: number, factor: number, hex: string) => `AA unit ${n} (factor ${factor}) set up in ${hex}.`,
  attacksAa: (who: string, strafing: boolean, n: number) => `${who} ${strafing ? 'strafes' : 'bombs'} AA unit ${n}.`,
  aaLessened: (d: number, n: number, bf: number, factor: number) =>
    `1D6 ${d}, modified ${n} <= BF ${bf}: the AA unit is hit, Disrupted and lessened to 1xCF (factor ${factor}).`,
  aaRemoved: (d: number, n: number, bf: number) => `1D6 ${d}, modified ${n} <= BF ${bf}: the AA unit is removed.`,
  aaMissed: (d: number, n: number, bf: number) => `1D6 ${d}, modified ${n} > BF ${bf}: no effect.`,
  balloonFlipped: (up: boolean) => `The balloon is flipped: it begins its ${up ? 'ascent' : 'descent'}.`,
  balloonNow: (altitude: Altitude | 'ground') => `The balloon is now ${altitude === 'ground' ? 'grounded' : `at ${altitude} altitude`}.`,
  // 15.1 wind, 15.2 sun
  windDir: (dir: Facing, d: number) => `Wind: blowing towards ${DIR_NAMES[dir]} (1D6 = ${d}).`,
  sunDir: (dir: Facing, d: number) => `Sun: on the ${DIR_NAMES[dir]} side of the board (1D6 = ${d}).`,
  windWith: (who: string, d: number, sr: number) => `${who} flies with the wind: +1 free MP (1D6 = ${d} < SR ${sr}).`,
  windAgainst: (who: string, d: number, sr: number) => `${who} flies against the wind: -1 MP (1D6 = ${d} > SR ${sr}).`,
  windNone: (who: string, d: number) => `Wind check for ${who}: no effect (1D6 = ${d}).`,
};
/** The Air Battle Board's log texts, keyed; air-battle-log.fr.ts gives each in French. */
export type AirLogWords = typeof airLogEn;
