// Counter-Attack 1940, chapter 16 Victory Conditions: 6.4 the End Phase, 16.1 automatic victory (16.1.1,
// 16.1.2), 16.2 operational victory, 16.3 the final victory check; 15.4, 18.2 Gort decides, 18.6.2.

import { type CommanderDecides, commanderDecides, gameOver, nextTurn } from '../../../families/area-impulse/victory.ts';
import { type Words, en } from '../text/en.ts';
import { fr, told } from '../text/fr.ts';
import { AREA_BY_ID as AREA, ARRAS, LAST_TURN, UNITS, VP_AREAS, ZONE } from '../data.ts';
import { type ArrasState, type Side, BOARD, ELIMINATED, GRAPH, KIA, N_UNITS, OVERRUN_TRACK, REMOVED, WOUNDED, hasUnits } from '../state.ts';
import type { Log } from './common.ts';
import { startTurn, roll } from './06-sequence-of-play.ts';
import type { Role } from '../../../kernel/game.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ONLY, arrasStep } from './common.ts';
import { settleAdvantage, useAdvantage } from './13-advantage.ts';

export function endPhase(s: ArrasState, log: Log) {
  s.phase = 'end';
  log?.(told('6.4', (w) => w.log.endPhase(s.turn)));
  const auto = automaticVictory(s);
  if (auto) return finish(s, auto.winner, 'automatic', auto.detail, log, auto.rule);
  const gained = turnVp(s);
  s.vp += gained.vp;
  log?.(told('16.2', (w) => w.log.turnVp(gained.vp, gained.detail, s.vp)));
  if (s.turn === 4 && s.options.gort) return roll(s, 'gort');
  closeTurn(s, log);
}

/** 16.1 Automatic Victory. */
export function automaticVictory(s: ArrasState): { winner: Side; detail: (w: Words) => string; rule: string } | null {
  for (const z of [ZONE.A, ZONE.B]) {
    if (s.control[z] === 'allied' && !hasUnits(s, z, 'german') && tracesToLens(s, z)) {
      return { winner: 'allied', detail: (w) => w.result.path(AREA[z].label), rule: '16.1.1' };
    }
  }
  if (s.control[ARRAS] === 'german') {
    const south = GRAPH.ids.filter((a) => AREA[a].scarpe === 'S' && s.control[a] === 'allied').length;
    if (south < 2) return { winner: 'german', detail: (w) => w.result.arras(south), rule: '16.1.2' };
  }
  return null;
}

/** A path of contiguous Allied-Controlled Areas from `from` to Zone E (16.1.1, 16.2). */
export function tracesToLens(s: ArrasState, from: number): boolean {
  return GRAPH.connected(
    from,
    (a) => a === ZONE.E,
    (a) => a === from || s.control[a] === 'allied',
  );
}

/** 16.2 VP this End Phase: 2 per Allied-Controlled, 1 per Allied-Contested VP Area tracing to Lens. */
export function turnVp(s: ArrasState): { vp: number; detail: string[] } {
  let vp = 0;
  const detail: string[] = [];
  for (const a of VP_AREAS) {
    const value = s.control[a] === 'allied' ? 2 : hasUnits(s, a, 'allied') ? 1 : 0;
    if (value && tracesToLens(s, a)) {
      vp += value;
      detail.push(`${AREA[a].name} ${value}`);
    }
  }
  return { vp, detail };
}

/** 16.2 Final tally: +1 per German unit lost, -1 per Allied unit lost. */
export function lossVp(s: ArrasState): { german: number; allied: number } {
  const lost = { german: 0, allied: 0 };
  for (let u = 0; u < N_UNITS; u++) {
    const l = s.loc[u];
    if (l === ELIMINATED || l === REMOVED || l === OVERRUN_TRACK || l === KIA || l === WOUNDED) lost[UNITS[u].side]++;
  }
  return lost;
}

/** 18.2 Gort decides at the end of Turn 4: dr + the VP; below 7 he shuts the offensive down (18.2.1 the Advantage may change his mind). */
const GORT: CommanderDecides<ArrasState> = {
  modifier: (s) => s.vp,
  decided: (_s, dr, vp, total, goesOn, log) => log?.(told('18.2', (w) => (goesOn ? w.log.gortContinues : w.log.gortStops)(dr, vp, total))),
  goOn: (s, log) => closeTurn(s, log),
  offerChange: (s) => {
    if (s.advantage !== 'allied') return false;
    s.step = { k: 'gort-mind' };
    return true;
  },
  end: (s, log) => finish(s, 'german', 'automatic', (w) => w.result.gort, log, '18.2'),
};

export const gortDr = (s: ArrasState, dr: number, log: Log) => commanderDecides(GORT, s, dr, log);

export function closeTurn(s: ArrasState, log: Log) {
  if (s.turn === LAST_TURN) {
    const lost = lossVp(s);
    s.vp += lost.german - lost.allied;
    log?.(told('16.2', (w) => w.log.losses(lost.german, lost.allied, s.vp)));
    // 16.3 Final Victory Check
    if (s.vp >= s.vpNeeded) return finish(s, 'allied', 'operational', (w) => w.result.won(s.vp, s.vpNeeded), log, '16.3');
    return finish(s, 'german', 'operational', (w) => w.result.short(s.vp, s.vpNeeded), log, '16.3');
  }
  // 6.4 reroll and air markers back; flip Spent units; advance the Turn.
  s.rerollMarker = { allied: true, german: true };
  if (s.turn === 3 && s.options.alliedAir) log?.(told('18.6.2', (w) => w.log.alliedAirWithdrawn));
  s.air = { allied: s.options.alliedAir && s.turn + 1 <= 3, german: s.options.germanAir && s.turn + 1 >= 4 };
  s.resetUsed = { allied: false, german: false };
  s.impulse = 1;
  nextTurn(BOARD, s, log, startTurn);
}

export function finish(s: ArrasState, winner: Side, kind: string, detail: (w: Words) => string, log: Log, rule: string) {
  const result = { winner, kind, detail: detail(en), texts: { fr: detail(fr) } };
  gameOver(s, result, log, () => told(rule, (w) => w.log.victory(winner, kind === 'automatic', detail(w))));
}

/** 18.2.1 Gort has decided to end the offensive: the Allies accept, or change his mind with the Advantage. */
export const gortMindStep = arrasStep('gort-mind', {
  rule: '18.2.1',
  actor: () => ONLY.allied,
  legal: (_s, _side, out) => {
    out.push({ type: 'change-gort' }, { type: 'accept' });
  },
  perform: {
    'change-gort': (s, _a, log) => {
      useAdvantage(s, 'allied');
      log?.(told('18.2.1', (w) => w.log.gortChanged));
      settleAdvantage(s, log);
      closeTurn(s, log);
    },
    accept: (s, _a, log) => finish(s, 'german', 'automatic', (w) => w.result.gort, log, '18.2'),
  },
  prompt: PROMPTS['gort-mind'],
});

const NOBODY: Role[] = [];

/** The game is over: nobody acts. */
export const overStep = arrasStep('over', { rule: null, actor: () => NOBODY, perform: {} });
