// Daylight Phase: the players alternate impulses and move the impulse track marker (the impulses
// themselves: 05-impulses.ts). Sunset DR: the British first 2d6 of his impulse (or a roll at its end
// when he rolled none): below the impulse number Daylight ends, equal flips the weather. The end of
// Daylight: artillery and unused Hurricane Barrage markers are lost, the Advantage passes if not
// spent (ruling V2), the turn marker returns to impulse 0 (Night Phase). Rulings D1 and D2, and the
// options two-passes and impulse-track-12 (docs/games/cambrai-1917.md).
import { CARDS, FIRST_DAY, LAST_IMPULSE, UNITS } from '../data.ts';
import { type CambraiState, type Side, type Task, britishVp, other } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { advance, push, roll } from './00-sequence.ts';
import { finish } from './04-end.ts';
import { openingImpulse } from './12-november-20.ts';

export function startDaylight(s: CambraiState, log: Log) {
  s.phase = 'daylight';
  s.impulse = 0;
  s.active = 'german'; // the British take the first impulse
  s.passes = 0;
  s.advantageSpent = [];
  log?.(told('Daylight Phase', (w) => w.log.daylight(s.day, s.weather)));
  push(s, { t: 'impulse' });
}

export function startImpulse(s: CambraiState, log: Log) {
  s.active = other(s.active);
  if (s.active === 'allied') {
    s.impulse += 1;
    s.sunset = null;
  }
  // Special November 20 Turn: the British first impulse is only the opening barrage.
  if (s.day === FIRST_DAY && s.impulse === 1 && s.active === 'allied') return openingImpulse(s, log);
  s.step = { k: 'impulse' };
}

/** The end of an impulse: cavalry release, the Sunset DR, the next impulse or the end of Daylight. */
export function impulseEnd(s: CambraiState, log: Log) {
  if (s.active === 'allied') {
    // Reconstructed cards B1-B3: cavalry released once their areas are British.
    for (const card of CARDS) {
      if (!card.earlyRelease || s.cards.includes(card.id) || card.day <= s.day) continue;
      if (!card.earlyRelease.some((a) => s.control[a] === 'allied')) continue;
      s.cards.push(card.id);
      const held = card.earlyRelease.filter((a) => s.control[a] === 'allied');
      log?.(told('5.5', (w) => w.log.cavalryReleased(held, card.id)));
      const tasks: Task[] = card.units.map((id) => ({ t: 'place', unit: UNITS.findIndex((u) => u.id === id), zones: card.zones, why: 'card' }));
      push(s, ...tasks, { t: 'impulse-end' });
      return;
    }
    // Sunset DR: rolled at the end of the British impulse if no 2d6 was rolled during it.
    if (s.sunset === null) return roll(s, 'sunset', 2);
    if (sunsetEffect(s, s.sunset, log)) return endDaylight(s, log);
    // Ruling D1: British impulse 13 ends Daylight (its Sunset DR, 2d6, is always below 13), 20 November too.
    if (s.impulse > LAST_IMPULSE) {
      log?.(told('Daylight Phase', (w) => w.log.noSunsetReaches(s.impulse)));
      return endDaylight(s, log);
    }
  }
  // Option two-passes (ruling D2's other reading, 1940 6.2.5): two consecutive Pass impulses end
  // Daylight at the end of the second (a British one after its Sunset DR).
  if (s.variant.twoPasses && s.passes >= 2) {
    log?.(told('Daylight Phase', (w) => w.log.twoPasses));
    return endDaylight(s, log);
  }
  // Option impulse-track-12 (ruling D1's other reading): the track stops at 12, after the German impulse.
  if (s.variant.track12 && s.active === 'german' && s.impulse >= LAST_IMPULSE) {
    log?.(told('Daylight Phase', (w) => w.log.trackEnd(LAST_IMPULSE)));
    return endDaylight(s, log);
  }
  push(s, { t: 'impulse' });
}

/** Sunset DR: below the impulse number ends Daylight (not on 20 November); equal flips the weather. */
function sunsetEffect(s: CambraiState, dr: number, log: Log): boolean {
  if (dr === s.impulse) {
    s.weather = s.weather === 'clear' ? 'overcast' : 'clear';
    log?.(told('Sunset DR', (w) => w.log.sunsetFlips(dr, s.impulse, s.weather)));
    return false;
  }
  if (dr < s.impulse) {
    if (s.day === FIRST_DAY) {
      log?.(told('Special November 20 Turn', (w) => w.log.sunsetNotFirstDay(dr, s.impulse)));
      return false;
    }
    log?.(told('Sunset DR', (w) => w.log.sunsetEnds(dr, s.impulse)));
    return true;
  }
  log?.(told('Sunset DR', (w) => w.log.sunsetContinues(dr, s.impulse)));
  return false;
}

export function endDaylight(s: CambraiState, log: Log) {
  s.step = { k: 'idle' };
  // Artillery markers not used are lost at the end of each Daylight Phase.
  s.markers = { allied: 0, german: 0 };
  // Night Phase: "all unused [Hurricane Barrage] markers are lost at end of each Daylight Phase"; each
  // side then rolls for each of its markers (ruling H1: the German "each in-play marker" too).
  for (const side of ['allied', 'german'] as const) {
    const unused = s.hurricane[side].filter(Boolean).length;
    if (!unused) continue;
    s.hurricane[side] = s.hurricane[side].map(() => false);
    log?.(told('Night Phase', (w) => w.log.hurricaneLost(side, unused)));
  }
  // Ruling V2: the Advantage passes when it was not spent during this Daylight; option
  // advantage-sunset: when its holder did not spend it during this Daylight (one received is lost).
  if (s.variant.advantageAtSunset ? !s.advantageSpent.includes(s.advantage) : !s.advantageSpent.length) {
    log?.(told('Advantage Marker', (w) => w.log.advantagePasses(s.advantage)));
    s.advantage = other(s.advantage);
  }
  s.phase = 'night';
  s.impulse = 0;
  log?.(told('Night Phase', (w) => w.log.night(s.day)));
  if (s.scenario === 'first-day') {
    const vp = britishVp(s);
    const w: Side = vp >= s.vpToWin ? 'allied' : 'german';
    return finish(s, w, 'scenario', (x) => x.log.firstDayHeld(vp, s.vpToWin), log, 'ruling S1');
  }
  s.queue = [{ t: 'night', side: 'allied' }, { t: 'night', side: 'german' }, { t: 'end' }];
  advance(s, log);
}

/** Sunset DR rolled at the end of a British impulse without a 2d6. */
export function sunsetRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const dr = dice[0] + dice[1];
  s.sunset = dr;
  log?.(told('Sunset DR', (w) => w.log.sunsetRoll(dice, dr)));
  push(s, { t: 'impulse-end' });
  advance(s, log);
}
