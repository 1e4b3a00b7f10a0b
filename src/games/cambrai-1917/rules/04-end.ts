// End Phase: sudden death (a fresh British cavalry unit in zone B, C or D tracing a supply line to
// zones I-L wins at once; ruling V1 and the option sudden-death-mounted); from 21 November the "Haig
// Decides" roll (1d6 + 2 for British hold on area 1, area 6, + 1 or 2 east of the Canal de St.
// Quentin or zone G: below 7 the game ends); the game ends after 26 November: the British win with
// 20 Control markers tracing to zones I-L (the handicap option, ruling S1 for the first day).
import { type CommanderDecides, commanderDecides, gameOver } from '../../../families/area-impulse/victory.ts';
import { AREAS, HAIG_AREAS, HAIG_ZONE, LAST_DAY, SUDDEN_DEATH_ZONES } from '../data.ts';
import { type CambraiState, type ResultKind, type Side, N_UNITS, britishVp, hasUnits, inSupply, isCavalry } from '../state.ts';
import type { Log } from '../text/names.ts';
import { type HaigMod, type Words, en } from '../text/en.ts';
import { fr, told } from '../text/fr.ts';
import { advance, roll } from './00-sequence.ts';
import { offerAdvantage } from './11-advantage.ts';

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
export function haigModifier(s: CambraiState): { mod: number; parts: HaigMod[] } {
  let mod = 0;
  const parts: HaigMod[] = [];
  const holds = (a: number) => s.control[a] === 'allied' || hasUnits(s, a, 'allied');
  for (const a of HAIG_AREAS)
    if (holds(a)) {
      mod += 2;
      parts.push({ k: 'area', area: a });
    }
  const east = AREAS.filter((a) => (a.eastOfCanal && !a.zone) || a.id === HAIG_ZONE).map((a) => a.id);
  if (east.some((a) => s.control[a] === 'allied')) {
    mod += 2;
    parts.push({ k: 'control' });
  } else if (east.some((a) => hasUnits(s, a, 'allied'))) {
    mod += 1;
    parts.push({ k: 'contest' });
  }
  return { mod, parts };
}

export function endPhase(s: CambraiState, log: Log) {
  s.phase = 'end';
  const cav = suddenDeath(s);
  if (cav >= 0) return finish(s, 'allied', 'sudden death', (w) => w.log.suddenDeath(cav, s.loc[cav]), log, 'End Phase');
  if (s.day >= LAST_DAY) {
    const vp = britishVp(s);
    return finish(s, vp >= s.vpToWin ? 'allied' : 'german', 'normal', (w) => w.log.lastDayHeld(vp, s.vpToWin), log, 'End Phase');
  }
  if (s.day >= 21) return roll(s, 'haig', 1);
  nextDay(s, log);
}

/** Haig Decides (from 21 November): 1d6 + the modifiers; below 7 Haig closes the offensive unless the Advantage is spent. */
const HAIG: CommanderDecides<CambraiState> = {
  modifier: (s) => haigModifier(s).mod,
  decided: (s, dr, _mod, total, goesOn, log) => {
    s.haig = { day: s.day, roll: dr, total };
    if (!log) return;
    const { parts } = haigModifier(s);
    log(told('Haig Decides', (w) => w.log.haigDecides(dr, parts, total, goesOn)));
  },
  goOn: (s, log) => nextDay(s, log),
  offerChange: (s) => offerAdvantage(s, s.advantage, 'haig'),
  end: (s, log) => haigEnds(s, log),
};

/** End Phase: the Haig Decides roll (from 21 November). */
export const haigRoll = (s: CambraiState, dice: number[], _st: unknown, log: Log) => commanderDecides(HAIG, s, dice[0], log);

export function haigEnds(s: CambraiState, log: Log) {
  const vp = britishVp(s);
  finish(s, vp >= s.vpToWin ? 'allied' : 'german', 'haig', (w) => w.log.haigClosed(s.day, vp, s.vpToWin), log, 'Haig Decides');
  advance(s, log);
}

export function nextDay(s: CambraiState, log: Log) {
  s.day += 1;
  s.step = { k: 'idle' };
  s.queue = [{ t: 'dawn' }];
  advance(s, log);
}

/** The game ends: the result, its detail in both languages (`detail`: a text of text/'s log), and its log entry. */
export function finish(s: CambraiState, winner: Side, kind: ResultKind, detail: (w: Words) => string, log: Log, rule: string) {
  s.queue = [];
  gameOver(s, { winner, kind, detail: detail(en), detailFr: detail(fr) }, log, () => told(rule, (w) => w.log.victory(winner, kind, detail(w))));
}
