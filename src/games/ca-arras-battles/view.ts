// What a player sees of Counter-Attack Battles: the view (JSON for map clients). The web board imports its types from
// here (issue 31, item 7: moved from game.ts as it was).
import { setupGroups } from '../../families/area-impulse/setup-groups.ts';
import { BOUNDARIES, SECTORS, UNITS, clock } from './data.ts';
import { airFor } from './rules/04-sequence-of-play.ts';
import { victoryPoints } from './rules/11-victory.ts';
import { en } from './text/en.ts';
import { toAct } from './steps.ts';
import { type BattlesState, type CombatState, BOARD, ELIMINATED, REMOVED, WAITING, isReleased } from './state.ts';
import { bidsSeenBy } from '../../families/area-impulse/contract.ts';

// The parts of the view that never change, built once: the search evaluates a view at every leaf,
// and copying the data tables without their sources there took most of its time.
const SECTOR_VIEW = SECTORS.map(({ source: _source, alongScarpe: _along, ...a }) => ({ ...a, zone: !!a.zone, redRing: !!a.redRing, star: a.star ?? null }));
const BOUNDARY_VIEW = BOUNDARIES.map((b) => ({ a: b.a, b: b.b, kind: b.kind }));
const UNIT_VIEW = UNITS.map(({ source: _source, spentDefense: _sd, balance: _b, rOf, ...u }) => ({ ...u, reorganized: !!rOf }));

const boxOf = (l: number) => (l === ELIMINATED ? 'eliminated' : l === REMOVED ? 'removed' : l === WAITING ? 'waiting' : l > 0 ? 'map' : 'out');

/** The units in play (not those still out of the game), where they are and in what state. */
function unitsView(s: BattlesState) {
  const out = [];
  for (let i = 0; i < UNIT_VIEW.length; i++) {
    const box = boxOf(s.loc[i]);
    if (box !== 'out') out.push({ ...UNIT_VIEW[i], area: s.loc[i] > 0 ? s.loc[i] : null, box, spent: !!s.spent[i], released: isReleased(s, i) });
  }
  return out;
}

/** What a map client needs. No hidden information but the sealed bids (14.1.1). */
export function view(s: BattlesState, role: string) {
  const bids = bidsSeenBy(s.bids, s.phase === 'bid', role);
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
    bids,
    swapped: s.phase === 'bid' ? false : s.swapped,
    // 12.2 the units of the groups still to place (issue 14: shown on every screen)
    setupGroups: s.phase === 'setup' ? setupGroups(UNITS, s.toPlace) : null,
    sectors: SECTOR_VIEW.map((a) => ({ ...a, control: s.control[a.id], contested: BOARD.contested(s, a.id) })),
    boundaries: BOUNDARY_VIEW.map((b) => ({ ...b })),
    units: unitsView(s),
    assault: s.assault && {
      area: s.assault.area > 0 ? s.assault.area : null,
      mover: s.assault.mover >= 0 ? UNITS[s.assault.mover].id : null,
      mfLeft: s.assault.mfLeft,
      done: s.assault.done.map((u) => UNITS[u].id),
      waiting: s.assault.waiting.map((u) => UNITS[u].id),
      failed: s.assault.failed,
      // Public (every move is seen): the sectors each unit that moved this impulse has been in, start first.
      paths: Object.fromEntries(Object.entries(s.assault.paths ?? {}).map(([i, p]): [string, number[]] => [UNITS[Number(i)].id, [...p]])),
    },
    combat: s.combat && combatView(s.combat),
    result: s.result,
  };
}
const supportName = (x: number) => (x === -1 ? null : x === -2 ? 'air' : UNITS[x].id);
const idOrNull = (u: number) => (u >= 0 ? UNITS[u].id : null);

/** The assault or bombardment being resolved, as a client shows it. */
function combatView(c: CombatState) {
  const { kind, area, attacker, av, dv, dice, pp, ppLeft, result } = c;
  const units = { participants: c.participants.map((u) => UNITS[u].id), spearhead: idOrNull(c.spearhead), advanced: idOrNull(c.advanced) };
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
