// 14.0 Set-up: 14.1 Allied and 14.2 German deployment choices.
import { AIRBASE_UNITS_IX, ALLIED_ACTS, type Chapter, type Decision, GERMAN_ACTS, need, tell, sideOf } from './common.ts';
import type { CmAction } from '../actions.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { RESERVE_RBS } from './12-reinforcements.ts';
const {
  GROUND_BY_ID,
  PLACES,
  RAIL_HEXES,
  grid,
  isHindenburg,
  westOfHindenburg,
  gruppenOf: gruppenOfHex,
  WEST_ROW,
  HL_HEXES,
  AIRBASES,
  STACKING,
  INITIAL_ASL,
} = D;
const { aircraftOf } = S;

/** 14.1, 14.2: where an at-start division may set up (each may be moved once from the standard deployment). */
const SETUP_ANCHORS: Record<string, string[]> = { XXIV: ['1210'], Canadian: ['1410', '1610', '1810', '2009'], VI: ['2208'], VII: ['2408', '2608', '2807'] };
/** The `deploy` actions open to `side` (14.1, 14.2), appended to `out`. */
export function deployOptions(s: State, side: Side, out: CmAction[]): void {
  const ground = s.ground;
  const count = new Map<string, number>();
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map') count.set(g.hex!, (count.get(g.hex!) ?? 0) + 1);
  }
  for (const id in ground) {
    const d = GROUND_BY_ID[id];
    const g = ground[id];
    if (d.side !== side || g.where !== 'map' || s.moved.includes(id)) continue;
    const hexes = divisionSetupHexes(side, d.formation);
    if (!hexes) continue;
    for (const h of hexes) if (h !== g.hex && (count.get(h) ?? 0) < STACKING) out.push({ type: 'deploy', unit: id, hex: h });
  }
}
/** The hexes a division of a formation may set up in (14.1, 14.2), sorted; static, computed once each. */
const DIVISION_SETUP = new Map<string, readonly string[] | null>();
function divisionSetupHexes(side: Side, formation: string): readonly string[] | null {
  const key = `${side}|${formation}`;
  let hexes = DIVISION_SETUP.get(key);
  if (hexes !== undefined) return hexes;
  if (side === 'allied') {
    const anchors = SETUP_ANCHORS[formation];
    hexes = anchors ? [...new Set(anchors.flatMap((a) => [a, ...grid.neighbours(a)]))].filter((h) => westOfHindenburg(h)).sort() : null;
  } else {
    const cols = formation === 'souchez' || formation === 'vimy' || formation === 'arras' ? formation : null;
    hexes = cols
      ? grid.ids.filter((h) => !westOfHindenburg(h) && gruppenOfHex(h).includes(cols) && (isHindenburg(h) || grid.neighbours(h).some(isHindenburg))).sort()
      : null;
  }
  DIVISION_SETUP.set(key, hexes);
  return hexes;
}

/** 14.1: each Aerodrome may be set up once elsewhere in its Brigade's zone (on or next to the west edge in its
 *  hexrows; 13th Army anywhere west of and 3+ hexes from the Hindenburg Line), never on a Ridge, one a hex.
 *  14.2: the two on-map Feldflugplatz on railway hexes not within 3 hexes of the Hindenburg Line. */
const BRIGADE_ROWS: Record<string, [number, number]> = { I: [11, 17], III: [18, 23], X: [24, 29] };
/** The `deploy-base` actions open to `side` (14.1, 14.2), appended to `out`. */
export function deployBaseOptions(s: State, side: Side, out: CmAction[]): void {
  const taken = new Set(
    Object.values(s.bases)
      .map((b) => b.hex)
      .filter((h): h is string => !!h),
  );
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (b.side !== side || !st.hex || s.moved.includes(b.id)) continue;
    const hexes = baseSetupHexes(b);
    if (!hexes) continue;
    for (const h of hexes) if (!taken.has(h)) out.push({ type: 'deploy-base', base: b.id, hex: h });
  }
}
/** The hexes an airbase may set up in (14.1, 14.2), sorted; static, computed once each. */
const BASE_SETUP = new Map<string, readonly string[] | null>();
function baseSetupHexes(b: (typeof AIRBASES)[number]): readonly string[] | null {
  let hexes = BASE_SETUP.get(b.id);
  if (hexes !== undefined) return hexes;
  const hlDist = (h: string) => Math.min(...HL_HEXES.map((x) => grid.distance(x, h)));
  if (b.kind === 'aerodrome') {
    const band = BRIGADE_ROWS[b.brigade!];
    hexes = grid.ids
      .filter((h) => {
        const { col, row } = grid.coord(h);
        if (PLACES[h]?.terrain === 'ridge' || !westOfHindenburg(h)) return false;
        return band ? col >= band[0] && col <= band[1] && row >= WEST_ROW - 1 : hlDist(h) >= 3;
      })
      .sort();
  } else if (b.kind === 'feld') hexes = [...RAIL_HEXES].filter((h) => !westOfHindenburg(h) && hlDist(h) > 3 && PLACES[h]?.terrain !== 'city').sort();
  else hexes = null;
  BASE_SETUP.set(b.id, hexes);
  return hexes;
}

// ---------------------------------------------------------------------------------------------
// The set-up steps: each side's deployment choices (14.1, 14.2), the Allied Ace (14.1), the German RB Ace draw (14.2),
// the initial Artillery Support Levels (14.3) and the German reserve RBs for Turn 1 (14.2).

const deploy: Decision = {
  rule: '14.1',
  actor: (s) => (s.step === 'deploy-allied' ? ALLIED_ACTS : GERMAN_ACTS),
  legal(s, role, out) {
    const side = sideOf(role);
    deployOptions(s, side, out);
    deployBaseOptions(s, side, out);
    out.push({ type: 'deploy-done' });
  },
  perform: {
    deploy(s, a, log, role) {
      const g = s.ground[a.unit];
      if (log) tell(log, deployRule(role), (w) => w.setsUp(a.unit, a.hex));
      g.hex = a.hex;
      s.moved.push(a.unit);
    },
    'deploy-base'(s, a, log, role) {
      const b = s.bases[a.base];
      if (log) tell(log, deployRule(role), (w) => w.baseSetUp(a.base, a.hex), [sideOf(role)]);
      b.hex = a.hex;
      s.moved.push(a.base);
    },
    'deploy-done'(s, _a, _log, role) {
      s.moved = [];
      s.step = role === 'allied' ? 'allied-ace' : 'ace-draw';
    },
  },
};
/** The rule of a side's set-up: 14.1 Allied, 14.2 German. */
const deployRule = (role: string) => (role === 'allied' ? '14.1' : '14.2');

export const SETUP: Chapter = {
  decisions: {
    'deploy-allied': deploy,
    'deploy-german': { ...deploy, rule: '14.2' },
    'allied-ace': {
      rule: '14.1',
      actor: () => ALLIED_ACTS,
      legal(_s, _role, out) {
        for (const unit of AIRBASE_UNITS_IX()) if (aircraftOf(unit).type !== 'NB') out.push({ type: 'ace', unit });
        out.push({ type: 'no-ace' });
      },
      perform: {
        ace(s, a, log) {
          s.air[a.unit].ace = true;
          s.alliedAcesFree--;
          if (log) tell(log, '14.1', (w) => w.alliedAce(a.unit), ['allied']);
          s.step = 'deploy-german';
        },
        'no-ace': (s) => {
          s.step = 'deploy-german';
        },
      },
    },
  },
  auto: {
    asl: (s) => need(s, 'asl', 6, 6, (w) => w.roll.asl, '14.3'),
    'ace-draw': (s) => need(s, 'ace-draw', 1, 4, (w) => w.roll.aceDraw, '14.2'),
    // 14.2: "Roll for their [the four RBs'] availability on Turn 1 after both players have finished setting up the
    // game" - so an available RB stands at its base from the start of Turn 1 and may fly reconnaissance (7.4).
    'rb-setup': (s) =>
      need(s, 'reserves-air', RESERVE_RBS.length, 6, (w) => w.roll.reserveRbs, '14.2', {
        units: RESERVE_RBS,
      }),
  },
  dice: {
    asl(s, d, _ctx, log) {
      // 14.3.1, 14.3.2
      const keys = ['VI', 'Canadian', 'VII', 'souchez', 'vimy', 'arras'] as const;
      keys.forEach((k, i) => {
        const spec = INITIAL_ASL[k];
        s.asl[k] = Math.min(spec.max, d[i] + spec.plus);
      });
      for (const k in s.bosl) s.bosl[k] = 0;
      if (log) tell(log, '14.3', (w) => w.startingSupport(s));
      s.step = 'rb-setup';
    },
    'ace-draw'(s, d, _ctx, log) {
      const pick = RESERVE_RBS[d[0] - 1];
      s.air[pick].ace = true;
      if (log) tell(log, '14.2', (w) => w.germanAce(pick), ['german']);
      s.step = 'asl';
    },
  },
};
