// The secret choice points of every game with hidden information, and when a rule discloses each
// (the differential leak test, harness.ts). ca-arras-1940 and ca-arras-battles hide only the side
// bids (17.1 / 14.1); The Cruellest Month hides each side's Airbase display (6.1) and what is done on it.
import type { Action } from '../../src/kernel/game.ts';
import { getGame } from '../../src/games/index.ts';
import type { State as CM } from '../../src/games/cruellest-month/state.ts';
import type { SecretPoint } from './harness.ts';

const cm = getGame('cruellest-month');
const ofType = (legal: Action[], type: string) => legal.filter((a) => a.type === type);

/** Two bids as different as the rules allow; disclosed when both are in (17.1, 14.1.1). */
function bidPoint(game: string, rule: string): SecretPoint {
  return {
    name: `${game} ${rule} side bids`,
    game,
    config: { options: { bids: true } },
    side: 'allied',
    at: (_s, legal) => legal.some((a) => a.type === 'bid'),
    variants: (_s, legal) => {
      const bids = ofType(legal, 'bid');
      return bids.length > 1 ? [[bids[0]], [bids[bids.length - 1]]] : null;
    },
    close: [],
    disclosed: (s) => s.phase !== 'bid',
    within: 10,
  };
}

/** The Cruellest Month: compared to the end of the Air Operations Phase at most, and no further than an examination of Airbases (6.1: spies, events 4 and 6; reconnaissance, 7.4.3). */
const cmOpen = (s: CM) => !s.over && s.pendingExamine.length === 0 && ['initiative', 'air'].includes(s.phase);
/** A mission against an Airbase of `side` has reached its bombing or its battle: what stands there is disclosed (8.9, 8.10). */
const baseStruck = (s: CM, side: string) => {
  const m = s.mission;
  return !!m && m.launched && m.side !== side && m.target.startsWith('base:') && !['scramble', 'target-scramble'].includes(m.step);
};
/** The state after `actions` of `role` (a copy), for trying a variant. */
function after(s: CM, role: string, actions: Action[]): { s: CM; legal: Action[] } {
  const copy = structuredClone(s);
  for (const a of actions) cm.perform(copy, role, a);
  return { s: copy, legal: cm.legalActions(copy, role) };
}

function cmPoint(name: string, side: 'allied' | 'german', p: Omit<SecretPoint<CM>, 'name' | 'game' | 'config' | 'side'>): SecretPoint<CM> {
  return { name: `cruellest-month ${name}`, game: 'cruellest-month', config: {}, side, ...p };
}

export const POINTS: SecretPoint[] = [
  bidPoint('ca-arras-1940', '17.1'),
  bidPoint('ca-arras-battles', '14.1'),
  cmPoint('7.2 regroup designations', 'german', {
    at: (s, legal) => s.step === 'designate' && legal.some((a) => a.type === 'designate'),
    variants: (_s, legal) => [[ofType(legal, 'designate')[0], { type: 'designate-done' }], [{ type: 'designate-done' }]],
    close: ['designate-done', 'no-commit', 'recon-done', 'construct-done', 'pass', 'scramble-done', 'evacuate-done'],
    disclosed: (s) => !cmOpen(s),
  }),
  cmPoint('7.4 reconnaissance flights chosen', 'allied', {
    at: (s, legal) => s.step === 'recon-allied' && legal.some((a) => a.type === 'recon'),
    variants: (_s, legal) => {
      const r = ofType(legal, 'recon');
      return [[r[0], { type: 'recon-done' }], [{ type: 'recon-done' }]];
    },
    close: ['recon-done'],
    // 7.4.2: the flights are rolled for in the open.
    disclosed: (s) => s.step !== 'recon-allied' && s.step !== 'recon-german',
  }),
  cmPoint('8.1.5 mission composition', 'allied', {
    at: (s, legal) => !!s.mission && !s.mission.launched && s.mission.units.length === 0 && ofType(legal, 'add').length > 1,
    // The same units and one more from the same Airbase (the same range points, 8.2, 8.4.1).
    variants: (s, legal) => {
      for (const x of ofType(legal, 'add')) {
        const one = after(s, 'allied', [x]);
        if (!one.legal.some((a) => a.type === 'launch')) continue;
        const y = ofType(one.legal, 'add').find((a) => s.air[a.unit as string].base === s.air[x.unit as string].base);
        if (y) return [[x], [x, y]];
      }
      return null;
    },
    close: ['launch', 'scramble-done', 'evacuate-done', 'pass'],
    // 8.1.6 note: revealed at the first air-to-air, AA or bombing combat.
    disclosed: (s) => !cmOpen(s) || !s.mission || !!s.battle || ['altitude', 'strike', 'land'].includes(s.mission.step),
  }),
  cmPoint('8.3 staging (Airbase contents)', 'german', {
    at: (s, legal) => s.step === 'air' && !s.mission && legal.some((a) => a.type === 'stage'),
    // One unit to two different Airbases (the same accident check, 8.3).
    variants: (_s, legal) => {
      const st = ofType(legal, 'stage');
      const other = st.find((a) => a.unit === st[0].unit && a.to !== st[0].to);
      return other ? [[st[0]], [other]] : null;
    },
    close: ['pass', 'scramble-done', 'evacuate-done', 'designate-done', 'no-commit', 'recon-done'],
    disclosed: (s) => !cmOpen(s) || baseStruck(s, 'german'),
  }),
  cmPoint('8.5 target scramble destination', 'german', {
    at: (s, legal) => s.mission?.step === 'target-scramble' && legal.some((a) => a.type === 'evacuate'),
    variants: (_s, legal) => {
      const ev = ofType(legal, 'evacuate');
      const other = ev.find((a) => a.unit === ev[0].unit && a.to !== ev[0].to);
      return other ? [[ev[0]], [other]] : null;
    },
    close: ['evacuate-done', 'pass', 'scramble-done'],
    disclosed: (s) => !cmOpen(s) || !s.mission,
    within: 20000,
  }),
  cmPoint('8.7.3 sequence and altitude markers', 'german', {
    at: (s, legal) => s.battle?.phase === 'sequence' && legal.some((a) => a.type === 'ab-sequence'),
    variants: (_s, legal) => {
      const q = ofType(legal, 'ab-sequence');
      const other = q.find((a) => a.unit === q[0].unit && a.seq !== q[0].seq && a.altitude !== q[0].altitude);
      return other ? [[q[0]], [other]] : null;
    },
    close: ['ab-sequence'],
    // 8.7.3: both sides' markers are placed before either is seen; a unit's marker shows when it moves.
    disclosed: (s) => !cmOpen(s) || !s.battle || !['sequence', 'place', 'aa-place'].includes(s.battle.phase),
    within: 20000,
  }),
  cmPoint('8.9 striking altitude', 'allied', {
    at: (s, legal) => s.mission?.step === 'altitude' && new Set(ofType(legal, 'altitude').map((a) => a.altitude)).size > 1,
    variants: (_s, legal) => {
      const al = ofType(legal, 'altitude');
      return [[al[0]], [al[al.length - 1]]];
    },
    close: ['altitude'],
    // 8.9.2: the AA fire is rolled against the altitude flown.
    disclosed: (s) => !cmOpen(s) || s.mission?.step !== 'altitude',
    within: 20000,
  }),
  cmPoint('12.2.1 Strategic Reserve placement (Airbase contents)', 'german', {
    at: (s, legal) => s.step === 'place-air' && new Set(ofType(legal, 'place').map((a) => a.base)).size > 1,
    variants: (_s, legal) => {
      const pl = ofType(legal, 'place');
      return [[pl[0]], [pl.find((a) => a.base !== pl[0].base)!]];
    },
    close: ['place', 'hold', 'pass', 'scramble-done', 'evacuate-done'],
    disclosed: (s) => !cmOpen(s) || baseStruck(s, 'german'),
    within: 20000,
  }),
];
