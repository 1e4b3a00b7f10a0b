// 4.0 Sequence of play (turn start), 5.0 Random Events, 6.1 and 7.4.3 examining an airbase.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, tell, type Chapter, type Decision, need, only, sideOf } from './common.ts';
const { RANDOM_EVENTS } = D;
const { aircraftOf, operating, other, ownBases } = S;

export function startTurn(s: State, log: Log): void {
  const air = s.air;
  s.phase = 'events';
  s.poorWeather = false;
  s.events = { alliedSpies: false, germanSpies: false, france: false, anzac: false, trenchard: false };
  s.generalRegroup = null;
  s.rfcCommitted = false;
  s.recon = [];
  s.ops.alliedBombed = false;
  s.reserveFightersIn = [];
  for (const id in air) {
    air[id].intercepted = false;
    air[id].missioned = false;
    air[id].regroup = false;
  }
  if (log) tell(log, '4.0', (w) => w.turn(s.turn, s.lastTurn));
  s.step = 'event';
}

export function randomEvent(s: State, roll: number, log: Log): void {
  const ev = RANDOM_EVENTS[roll];
  if (log) tell(log, '5.0', (w) => w.randomEvent(roll, ev.name, ev.id));
  s.step = 'construct-check';
  switch (ev.id) {
    case 'nb-arrives':
      if (s.air['a-100'].base === 'event') {
        s.air['a-100'].base = 'away';
        if (log) tell(log, '12.1', (w) => w.nbJoins);
      }
      return;
    case 'poor-weather':
      s.poorWeather = true;
      return;
    case 'allied-spies':
      s.events.alliedSpies = true;
      if (enemyBasesToExamine(s, 'allied').length) {
        s.pendingExamine.push({ side: 'allied', rule: '6.1' });
        s.step = 'spy';
      }
      return;
    case 'german-spies':
      s.events.germanSpies = true;
      if (enemyBasesToExamine(s, 'german').length) {
        s.pendingExamine.push({ side: 'german', rule: '6.1' });
        s.step = 'spy';
      }
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

export function enemyBasesToExamine(s: State, side: Side): string[] {
  return ownBases(s, other(side)).filter((b) => (b === 'rfc' ? s.rfcCommitted : operating(s, b)));
}

/** 6.1, 7.4.3: the owner discloses the numbers of fighters and bombers at one base. */
export function examine(s: State, side: Side, base: string, log: Log): void {
  const units = Object.keys(s.air).filter((id) => s.air[id].base === base);
  const fighters = units.filter((u) => aircraftOf(u).type === 'F').length;
  const bombers = units.length - fighters;
  const p = s.pendingExamine.shift()!;
  s.known[side].push({ turn: s.turn, base, fighters, bombers, rule: p.rule });
  if (log) tell(log, p.rule, (w) => w.examines(side, base, fighters, bombers));
  examined(s);
}
/** 7.4.3: the reconnaissance unit's owner examines no Airbase. */
export function noExamine(s: State, side: Side, log: Log): void {
  const p = s.pendingExamine.shift()!;
  if (log) tell(log, p.rule, (w) => w.examinesNone(side));
  examined(s);
}
function examined(s: State): void {
  if (s.pendingExamine.length === 0) s.step = s.step === 'spy' ? 'construct-check' : 'initiative-roll';
}

// ---------------------------------------------------------------------------------------------
// The steps: the turn's start (4.0), the Random Event roll (5.0), examining an enemy Airbase after spies (6.1) or a
// reconnaissance (7.4.3).

/** 6.1, 7.4.3: the side owed an examination chooses the Airbase. */
const examineStep = (rule: string): Decision => ({
  rule,
  actor: (s) => only(s.pendingExamine[0].side),
  legal(s, role, out) {
    for (const base of enemyBasesToExamine(s, sideOf(role))) out.push({ type: 'examine', base });
    if (s.pendingExamine[0].rule === '7.4.3') out.push({ type: 'no-examine' }); // 7.4.3: the owner "may designate" an Airbase
  },
  perform: {
    examine: (s, a, log, role) => examine(s, sideOf(role), a.base, log),
    'no-examine': (s, _a, log, role) => noExamine(s, sideOf(role), log),
  },
});

export const EVENTS: Chapter = {
  decisions: { spy: examineStep('6.1'), examine: examineStep('7.4.3') },
  auto: {
    'turn-start': startTurn,
    event: (s) => need(s, 'event', 1, 10, (w) => w.roll.event, '5.0'),
  },
  dice: { event: (s, d, _ctx, log) => randomEvent(s, d[0], log) },
};
