// Demolish Bridges: bridges become British-controlled if crossed during an assault resulting in a
// stalemate or a successful attack; the active player who controls a bridge of the active area, the
// enemy contesting or controlling one side, may attempt its demolition: 1d6 + 3 per free side, + 2
// per contested friendly side, + 1 per contested enemy side, -1 at the Canal du Nord, -1 on 20
// November; 7 or more blows it. Ruling R1: a bridge both of whose sides one player controls,
// uncontested, is his.
import { FIRST_DAY } from '../data.ts';
import { type CambraiState, type Side, type Step, contested as contested_, free as free_, hasUnits as hasUnits_, other as other_ } from '../state.ts';
import type { Log } from '../text/names.ts';
import type { DemolitionMod } from '../text/en.ts';
import { told } from '../text/fr.ts';
import { roll } from './00-sequence.ts';
import { afterAssaultAction } from './05-impulses.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [contested, hasUnits, free, other] = [contested_, hasUnits_, free_, other_] as const;

/** The bridge between two areas (-1 for none). */
export const bridgeIndex = (s: CambraiState, a: number, b: number) => s.bridges.findIndex((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));

/** Bridges taken: crossed by a British attacker in a combat ending in stalemate or success. */
export function captureBridges(s: CambraiState, log: Log) {
  const c = s.combat!;
  if (c.attacker !== 'allied') return;
  const as = s.assault!;
  for (const u of c.participants) {
    const x = as.crossed[u];
    if (!x?.startsWith('bridge:')) continue;
    const b = Number(x.slice(7));
    if (s.bridges[b].control !== 'allied' && !s.bridges[b].demolished) {
      s.bridges[b].control = 'allied';
      log?.(told('Demolish Bridges', (w) => w.log.bridgeTaken(s.bridges[b].name)));
    }
  }
}

/** Ruling R1: a bridge whose two sides are Controlled by one side, neither contested, is that side's. */
export function settleBridges(s: CambraiState) {
  for (const b of s.bridges) {
    if (b.demolished) continue;
    const ca = s.control[b.a];
    // (a bridge its sides' controller already holds needs no look at the units)
    if (ca === s.control[b.b] && b.control !== ca && !contested(s, b.a) && !contested(s, b.b)) b.control = ca;
  }
}

/** Demolish Bridges: bridges the active player controls in the active area, with the enemy contesting or controlling a side. */
export function demolitionOptions(s: CambraiState): number[] {
  const as = s.assault;
  if (!as || as.regroup) return [];
  const side = s.active;
  const out: number[] = [];
  const enemy = other(side);
  for (let i = 0; i < s.bridges.length; i++) {
    const b = s.bridges[i];
    if (b.demolished || b.control !== side || (b.a !== as.area && b.b !== as.area) || as.demolitions.includes(i)) continue;
    const threatened = s.control[b.a] !== side || hasUnits(s, b.a, enemy) || s.control[b.b] !== side || hasUnits(s, b.b, enemy);
    if (threatened) out.push(i);
  }
  return out;
}

/** The demolition modifiers (Demolish Bridges), each named for the log. */
export function demolitionModifier(s: CambraiState, i: number, side: Side): { mod: number; parts: DemolitionMod[] } {
  const b = s.bridges[i];
  let mod = 0;
  const parts: DemolitionMod[] = [];
  for (const area of [b.a, b.b]) {
    if (free(s, area, side)) {
      mod += 3;
      parts.push({ k: 'free', area });
    } else if (contested(s, area) && s.control[area] === side) {
      mod += 2;
      parts.push({ k: 'friendly', area });
    } else if (contested(s, area)) {
      mod += 1;
      parts.push({ k: 'enemy', area });
    }
  }
  if (b.canal === 'nord') {
    mod -= 1;
    parts.push({ k: 'canal' });
  }
  if (s.day === FIRST_DAY) {
    mod -= 1;
    parts.push({ k: 'surprise' });
  }
  return { mod, parts };
}

/** Demolish Bridges: the dr, plus modifiers, >= 7 blows the bridge. */
export function demolitionRoll(s: CambraiState, dice: number[], st: Extract<Step, { k: 'roll' }>, log: Log) {
  const i = st.bridge!;
  const dr = dice[0];
  const { mod, parts } = demolitionModifier(s, i, s.active);
  const total = dr + mod;
  const b = s.bridges[i];
  const blown = total >= 7;
  if (blown) b.demolished = true;
  log?.(told('Demolish Bridges', (w) => w.log.demolition(b.name, dr, parts, total, blown)));
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

/** Demolish Bridges: the active player attempts to blow a bridge of the active area (an Assault action). */
export function demolish(s: CambraiState, bridge: number, log: Log) {
  s.assault!.demolitions.push(bridge);
  s.assault!.started = true;
  log?.(told('Demolish Bridges', (w) => w.log.demolishes(s.active, s.bridges[bridge].name)));
  roll(s, 'demolition', 1, { bridge });
}
