// What a player sees of Counter-Attack Battles: the view (JSON for map clients). The web board imports its types from
// here (issue 31, item 7: moved from game.ts as it was).
import { BOUNDARIES, SECTORS, UNITS, clock } from './data.ts';
import { airFor } from './rules/04-sequence-of-play.ts';
import { victoryPoints } from './rules/11-victory.ts';
import { en } from './text/en.ts';
import { toAct } from './steps.ts';
import { type BattlesState, type CombatState, BOARD, ELIMINATED, REMOVED, WAITING, isReleased } from './state.ts';
import { areasView, boxNames, seatsView, unitIds, unitsView } from '../../families/area-impulse/view.ts';

// The parts of the view that never change, built once: the search evaluates a view at every leaf,
// and copying the data tables without their sources there took most of its time.
const SECTOR_VIEW = SECTORS.map(({ source: _source, alongScarpe: _along, ...a }) => ({ ...a, zone: !!a.zone, redRing: !!a.redRing, star: a.star ?? null }));
const BOUNDARY_VIEW = BOUNDARIES.map((b) => ({ a: b.a, b: b.b, kind: b.kind }));
const UNIT_VIEW = UNITS.map(({ source: _source, spentDefense: _sd, balance: _b, rOf, ...u }) => ({ ...u, reorganized: !!rOf }));

const boxOf = boxNames({ [ELIMINATED]: 'eliminated', [REMOVED]: 'removed', [WAITING]: 'waiting' }, 'out');
const ids = unitIds(UNITS);

/** What a map client needs. No hidden information but the sealed bids (14.1.1). */
export function view(s: BattlesState, role: string) {
  const vp = victoryPoints(s);
  return {
    game: 'ca-arras-battles',
    role,
    turn: s.turn,
    clock: clock(s.turn),
    phase: s.phase,
    step: s.step.k,
    toAct: toAct(s),
    initiative: s.momentum,
    turnInitiative: s.turnInitiative,
    impulse: s.impulse,
    advantage: s.advantage,
    advantageUsed: s.advantageUsed,
    air: s.air,
    airSchedule: { allied: [1, 2, 3, 4, 5, 6, 7].map((t) => airFor(s, 'allied', t)), german: [1, 2, 3, 4, 5, 6, 7].map((t) => airFor(s, 'german', t)) },
    vp: s.vp,
    vpNow: vp.vp,
    vpDetail: vp.parts.map(en.log.vpPart),
    vpNeeded: s.vpNeeded,
    released: s.released,
    rommelNorth: s.rommelNorth,
    ...seatsView(s, role, UNITS), // 14.1.1, 12.2
    sectors: areasView(SECTOR_VIEW, s.control, (a) => BOARD.contested(s, a)),
    boundaries: BOUNDARY_VIEW.map((b) => ({ ...b })),
    // The units in play (not those still out of the game), where they are and in what state.
    units: unitsView(UNIT_VIEW, s, boxOf, 'out', (u) => isReleased(s, u)),
    assault: s.assault && {
      area: s.assault.area > 0 ? s.assault.area : null,
      mover: ids.one(s.assault.mover),
      mfLeft: s.assault.mfLeft,
      done: ids.all(s.assault.done),
      waiting: ids.all(s.assault.waiting),
      failed: s.assault.failed,
      paths: ids.paths(s.assault.paths),
    },
    combat: s.combat && combatView(s.combat),
    result: s.result,
  };
}
const supportName = (x: number) => (x === -2 ? 'air' : ids.one(x));

/** The assault or bombardment being resolved, as a client shows it. */
function combatView(c: CombatState) {
  const { kind, area, attacker, av, dv, dice, pp, ppLeft, result } = c;
  const units = { participants: ids.all(c.participants), spearhead: ids.one(c.spearhead), advanced: ids.one(c.advanced) };
  return {
    kind,
    area,
    attacker,
    ...units,
    support: { allied: supportName(c.support.allied), german: supportName(c.support.german) },
    av,
    dv,
    dice,
    pp,
    ppLeft,
    result,
  };
}

export type BattlesView = ReturnType<typeof view>;
