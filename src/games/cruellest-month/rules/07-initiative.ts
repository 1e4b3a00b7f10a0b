// 7.0 Initiative Phase: 7.3 RFC Reserve, 7.4 reconnaissance, 7.5 initiative, 7.6 initiative missions.
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import type { InitiativeMod } from '../text/log.en.ts';
import { type Log, tell, need, atAirbase, AIRBASE_UNITS_IX, ALLIED_ACTS, type Chapter, type Decision, GERMAN_ACTS, only, sideOf } from './common.ts';
import { enemyBasesToExamine } from './05-random-events.ts';
import { reduceAir } from './08-air-strikes.ts';
const { AIR_BY_ID, GROUND_BY_ID } = D;
const { ARRAS, LENS, RIDGE_HEXES, westOfHindenburg, aircraftOf, operating } = S;

/** 7.3, 7.5: the Vimy Ridge hexes held by one side. */
const vimyAllAllied = (s: State) => RIDGE_HEXES.every((h) => s.control[h] === 'allied');
const vimyAnyGerman = (s: State) => RIDGE_HEXES.some((h) => s.control[h] === 'german');
/** 7.3: a German division stands west of the Hindenburg Line. */
function germansWestOfHL(s: State): boolean {
  const ground = s.ground;
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && g.hex && GROUND_BY_ID[id].side === 'german' && westOfHindenburg(g.hex)) return true;
  }
  return false;
}

export function commitRfc(s: State, commit: boolean, log: Log): void {
  const ix = AIRBASE_UNITS_IX().filter((u) => s.air[u].base !== 'dead' && s.air[u].base !== 'event');
  if (!commit) {
    s.rfcCommitted = false;
    for (const u of ix) {
      s.air[u].base = 'away';
      s.air[u].disrupted = false;
      s.air[u].flown = false;
    }
    if (log) tell(log, '7.3', (w) => w.rfcHeld);
    s.step = 'recon-start';
    return;
  }
  s.rfcCommitted = true;
  s.vp.german += 1; // 7.3, 13.1
  if (log) tell(log, '7.3', (w) => w.rfcCommitted);
  need(s, 'rfc', ix.length, 10, (w) => w.roll.rfc, '7.3', { units: ix });
}

export function rfcRolls(s: State, d: number[], units: string[], log: Log): void {
  let mod = 0;
  if (vimyAnyGerman(s)) mod++;
  if (germansWestOfHL(s)) mod++;
  if (s.control[ARRAS] === 'german') mod++;
  if (s.events.anzac) mod++;
  if (s.control[LENS] === 'allied') mod--;
  if (
    Object.values(s.air).some((u) => AIR_BY_ID[u.id].reserve && AIR_BY_ID[u.id].side === 'german' && atAirbase(u.base)) ||
    Object.keys(s.ground).some((id) => GROUND_BY_ID[id].formation === 'german-reserve' && s.ground[id].where === 'map')
  )
    mod--;
  units.forEach((u, i) => {
    const r = d[i] + mod;
    const a = s.air[u];
    a.flown = false;
    if (r <= 4) {
      a.reduced = false;
      a.disrupted = false;
      a.base = 'rfc';
    } else if (r <= 9) {
      if (a.reduced) a.disrupted = true;
      a.reduced = true;
      a.base = 'rfc';
    } else a.base = 'away';
    if (log) tell(log, '7.3', (w) => w.rfcEntry(u, d[i], mod, r, a), ['allied']);
  });
  // 6.1: how many entered stays on the Allied display (the German log has only the commitment).
  s.step = 'recon-start';
}

export function reconRolls(s: State, d: number[], log: Log): void {
  const chosen = s.recon.filter((r) => r.status === 'chosen');
  chosen.forEach((r, i) => {
    const u = s.air[r.unit];
    let roll = d[i];
    if (s.generalRegroup === r.side) roll -= 1;
    if (u.reduced) roll += 1;
    if (roll <= 6) {
      r.status = 'flying';
      u.flown = true;
      s.pendingExamine.push({ side: r.side, rule: '7.4.3' });
      if (log) tell(log, '7.4.2', (w) => w.reconFlies(r.side, r.area, roll));
    } else {
      r.status = 'grounded';
      u.flown = true;
      if (roll >= 10) reduceAir(s, r.unit, log, '7.4.2');
      if (log) tell(log, '7.4.2', (w) => w.reconFails(r.side, roll));
    }
  });
  s.pendingExamine = s.pendingExamine.filter((p) => enemyBasesToExamine(s, p.side).length > 0);
  s.step = s.pendingExamine.length ? 'examine' : 'initiative-roll';
}

export const reconOver = (s: State, side: Side, areas: string[]) =>
  s.recon.filter((r) => r.side === side && r.status === 'flying' && areas.includes(r.area)).length;

export function initiativeRoll(s: State, roll: number, log: Log): void {
  let r = roll;
  const mods: InitiativeMod[] = [];
  const m = (v: number, why: InitiativeMod[1]) => {
    r += v;
    mods.push([v, why]);
  };
  if (vimyAllAllied(s)) m(-1, 'vimy');
  if (s.control[LENS] === 'allied') m(-1, 'lens');
  if (s.events.trenchard) m(-1, 'trenchard');
  const ar = Math.min(2, reconOver(s, 'allied', ['douai', 'cambrai']));
  if (ar) m(-ar, 'alliedRecon');
  if (s.generalRegroup === 'german') m(-1, 'germanRegroup');
  if (s.cityHits.arras) m(s.cityHits.arras, 'arrasHits');
  if (reconOver(s, 'german', ['arras'])) m(1, 'germanRecon');
  if (s.generalRegroup === 'allied') m(1, 'alliedRegroup');
  s.initiative = r >= 6 ? 'german' : 'allied';
  if (log) tell(log, '7.5', (w) => w.initiative(roll, mods, r, s.initiative));
  s.step = 'init-missions';
}

// ---------------------------------------------------------------------------------------------
// The steps of the Initiative Phase, in order: General Regroup declarations (7.1), individual regroup designations
// (7.2), the RFC Reserve (7.3), reconnaissance (7.4), the initiative roll (7.5) and the initiative missions (7.6).

const generalRegroup: Decision = {
  rule: '7.1',
  actor: (s) => (s.step === 'gr-allied' ? ALLIED_ACTS : GERMAN_ACTS),
  legal(_s, _role, out) {
    out.push({ type: 'general-regroup' }, { type: 'no-general-regroup' });
  },
  perform: {
    'general-regroup'(s, _a, log, role) {
      const side = sideOf(role);
      s.generalRegroup = side;
      s.regroupUsed[side] = true;
      if (log) tell(log, '7.1', (w) => w.generalRegroup(side));
      s.step = 'designate-start';
    },
    'no-general-regroup'(s, _a, _log, role) {
      s.step = role === 'allied' ? 'gr-german-check' : 'designate-start';
    },
  },
};

const recon: Decision = {
  rule: '7.4',
  actor: (s) => (s.step === 'recon-allied' ? ALLIED_ACTS : GERMAN_ACTS),
  legal(s, role, out) {
    const side = sideOf(role);
    const chosen = s.recon.filter((r) => r.side === side).length;
    if (chosen < (side === 'allied' ? 2 : 1)) {
      const areas: ('douai' | 'cambrai' | 'arras')[] = side === 'allied' ? ['douai', 'cambrai'] : ['arras'];
      const air = s.air;
      for (const id in air) {
        const u = air[id];
        if (AIR_BY_ID[id].side !== side || aircraftOf(id).type !== 'RB' || u.flown || !atAirbase(u.base) || !operating(s, u.base)) continue;
        if (s.recon.some((r) => r.unit === id)) continue;
        for (const area of areas) out.push({ type: 'recon', unit: id, area });
      }
    }
    out.push({ type: 'recon-done' });
  },
  perform: {
    recon(s, a, log, role) {
      const side = sideOf(role);
      s.recon.push({ unit: a.unit, area: a.area, side, status: 'chosen' });
      if (log) tell(log, '7.4', (w) => w.reconChosen(a.unit, a.area), [side]);
    },
    'recon-done'(s, _a, _log, role) {
      const side = sideOf(role);
      s.reconDone[side] = true;
      s.step = side === 'allied' ? 'recon-german-start' : 'recon-roll';
    },
  },
};

export const INITIATIVE: Chapter = {
  decisions: {
    'gr-allied': generalRegroup,
    'gr-german': generalRegroup,
    designate: {
      rule: '7.2',
      actor: (s) => only(s.designated.allied ? 'german' : 'allied'),
      legal(s, role, out) {
        const air = s.air;
        for (const id in air) {
          const u = air[id];
          if (AIR_BY_ID[id].side === role && u.disrupted && !u.regroup && atAirbase(u.base)) out.push({ type: 'designate', unit: id });
        }
        out.push({ type: 'designate-done' });
      },
      perform: {
        designate(s, a, log, role) {
          s.air[a.unit].regroup = true;
          if (log) tell(log, '7.2', (w) => w.slatedRegroup(a.unit), [sideOf(role)]);
        },
        'designate-done'(s, _a, _log, role) {
          s.designated[sideOf(role)] = true;
          if (s.designated.allied && s.designated.german) s.step = 'rfc-start';
        },
      },
    },
    rfc: {
      rule: '7.3',
      actor: () => ALLIED_ACTS,
      legal(_s, _role, out) {
        out.push({ type: 'commit' }, { type: 'no-commit' });
      },
      perform: {
        commit: (s, _a, log) => commitRfc(s, true, log),
        'no-commit': (s, _a, log) => commitRfc(s, false, log),
      },
    },
    'recon-allied': recon,
    'recon-german': recon,
  },
  auto: {
    'initiative-start'(s) {
      s.phase = 'initiative';
      s.step = s.regroupUsed.allied ? 'gr-german-check' : 'gr-allied';
    },
    'gr-german-check'(s) {
      s.step = s.regroupUsed.german || s.generalRegroup ? 'designate-start' : 'gr-german';
    },
    'designate-start'(s) {
      // 6.1, 7.2 "normally done in secret": each player is asked in turn (Allied, then German) whether
      // he has Disrupted aircraft or not, so that the asking tells the other nothing.
      s.designated = { allied: false, german: false };
      s.step = 'designate';
    },
    'rfc-start'(s) {
      s.step = AIRBASE_UNITS_IX().some((u) => s.air[u].base !== 'dead' && s.air[u].base !== 'event') ? 'rfc' : 'recon-start';
    },
    'recon-start'(s) {
      s.recon = [];
      s.reconDone = { allied: false, german: false };
      s.step = 'recon-allied';
    },
    'recon-german-start'(s) {
      s.step = 'recon-german';
    },
    'recon-roll'(s) {
      const chosen = s.recon.filter((r) => r.status === 'chosen');
      if (chosen.length === 0) s.step = 'initiative-roll';
      else need(s, 'recon', chosen.length, 10, (w) => w.roll.recon, '7.4.2');
    },
    'initiative-roll'(s, log) {
      if (s.turn === 1) {
        s.initiative = 'allied';
        if (log) tell(log, '7.0', (w) => w.turnOneInitiative);
        s.step = 'init-missions';
        return;
      }
      need(s, 'initiative', 1, 10, (w) => w.roll.initiative, '7.5');
    },
    'init-missions': (s) => need(s, 'init-missions', 1, 10, (w) => w.roll.initMissions, '7.6'),
  },
  dice: {
    rfc: (s, d, ctx, log) => rfcRolls(s, d, ctx.units ?? [], log),
    recon: (s, d, _ctx, log) => reconRolls(s, d, log),
    initiative: (s, d, _ctx, log) => initiativeRoll(s, d[0], log),
    'init-missions'(s, d, _ctx, log) {
      s.initiativeMissions = d[0] <= 4 ? 1 : d[0] <= 8 ? 2 : 3; // 7.6
      if (log) tell(log, '7.6', (w) => w.initiativeMissions(s.initiative, s.initiativeMissions, d[0]));
      s.step = 'reserves';
    },
  },
};
