// Helpers for the air battle tests and bench: units from the Aircraft Performance Chart, a seeded
// random player, and a driver that checks every action through the legal list.
import { CHANCE, actionKey, type Action, type LogEntry, type Role } from '../../../src/kernel/game.ts';
import {
  airBattleChance,
  airBattleLegal,
  airBattleOutcome,
  airBattlePerform,
  airBattleToAct,
  explainAirBattleIllegal,
  startAirBattle,
  type AirBattle,
  type AirBattleInput,
  type BattleUnitInput,
  type Task,
} from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { AIRCRAFT } from '../../../src/games/cruellest-month/air-battle/data.ts';
import type { VNode } from 'preact';

export function unitOf(id: string, aircraft: string, task: Task, extra: Partial<BattleUnitInput> = {}): BattleUnitInput {
  const a = AIRCRAFT[aircraft];
  return {
    id,
    aircraft,
    type: a.type,
    face: { ...a.face },
    reducedFace: a.reducedFace ? { ...a.reducedFace } : null,
    rotary: a.rotary,
    accel: a.accel,
    allRound: a.allRound,
    reduced: false,
    disrupted: false,
    ace: false,
    observer: a.type !== 'F',
    task,
    ...extra,
  };
}

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const ALLIED = Object.keys(AIRCRAFT).filter((k) => AIRCRAFT[k].side === 'allied');
const GERMAN = Object.keys(AIRCRAFT).filter((k) => AIRCRAFT[k].side === 'german');

/** A random battle setup. */
export function randomInput(r: () => number): AirBattleInput {
  const missionSide = r() < 0.6 ? 'allied' : 'german';
  const pool = missionSide === 'allied' ? ALLIED : GERMAN;
  const enemyFighters = (missionSide === 'allied' ? GERMAN : ALLIED).filter((k) => AIRCRAFT[k].type === 'F');
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const balloon = r() < 0.1;
  const n = 1 + Math.floor(r() * (missionSide === 'allied' ? 4 : 3));
  const mission: BattleUnitInput[] = [];
  for (let i = 0; i < n; i++) {
    const ac = balloon ? pick(pool.filter((k) => AIRCRAFT[k].type === 'F')) : pick(pool);
    const t = AIRCRAFT[ac].type;
    const task: Task = balloon ? 'balloon' : t === 'F' ? (r() < 0.2 ? 'strafing' : 'escort') : t === 'RB' && r() < 0.3 ? 'spotting' : 'bombing';
    mission.push(unitOf(`m${i}`, ac, task, { disrupted: r() < 0.15, ace: r() < 0.1, late: i > 0 && r() < 0.15 }));
  }
  const k = balloon ? Math.floor(r() * 2) : 1 + Math.floor(r() * 2);
  const interceptors = Array.from({ length: k }, (_, i) => unitOf(`i${i}`, pick(enemyFighters), 'intercept', { ace: r() < 0.15, disrupted: r() < 0.1 }));
  return {
    missionSide,
    mission,
    interceptors,
    targetAaf: balloon ? 0 : Math.floor(r() * 3),
    alliedAcesAvailable: 3,
    balloon: balloon ? { aaUnits: [2, 2, 1] } : undefined,
    options: { wind: r() < 0.5, sun: r() < 0.5 },
  };
}

export interface Driver {
  b: AirBattle;
  log: LogEntry[];
  steps: number;
  journal: { role: Role; action: Action }[];
}

/** Apply an action after checking it against the legal list (as the kernel's applyAction does). */
export function act(d: Driver, role: Role, action: Action): void {
  const toAct = airBattleToAct(d.b);
  if (!toAct.includes(role)) throw new Error(`${role} is not to act (${toAct.join(',')})`);
  if (role === CHANCE) {
    const spec = airBattleChance(d.b);
    const dice = (action as unknown as { dice: number[] }).dice;
    if (dice.length !== spec.dice || dice.some((x) => x < 1 || x > spec.sides)) throw new Error(`bad dice for ${spec.label}`);
  } else {
    const key = actionKey(action);
    if (!airBattleLegal(d.b, role).some((a) => actionKey(a) === key)) throw new Error(explainAirBattleIllegal(d.b, role, action).message);
  }
  d.journal.push({ role, action });
  airBattlePerform(d.b, role, action, (e) => d.log.push(e));
  d.steps++;
}

/** Play a battle to its end with random choices and random dice. */
export function playRandom(
  input: AirBattleInput,
  seed: number,
  opts: { check?: (b: AirBattle) => void; maxSteps?: number; fast?: boolean; stopAfter?: number } = {},
): Driver {
  const r = rng(seed);
  const log: LogEntry[] = [];
  const d: Driver = { b: startAirBattle(structuredClone(input), (e) => log.push(e)), log, steps: 0, journal: [] };
  const max = opts.maxSteps ?? 20000;
  while (airBattleOutcome(d.b) === null) {
    if (opts.stopAfter !== undefined && d.steps >= opts.stopAfter) break;
    if (d.steps > max) throw new Error('battle did not end');
    const roles = airBattleToAct(d.b);
    if (roles.length === 0) throw new Error('nobody to act but no outcome');
    const role = roles[Math.floor(r() * roles.length)];
    let action: Action;
    if (role === CHANCE) {
      const spec = airBattleChance(d.b);
      action = { type: 'dice', dice: Array.from({ length: spec.dice }, () => 1 + Math.floor(r() * spec.sides)) };
    } else {
      const legal = airBattleLegal(d.b, role);
      if (legal.length === 0) throw new Error(`no legal action for ${role} in phase ${d.b.phase}`);
      // Prefer moving ahead a little, so that battles resemble play rather than endless turning.
      const fwd = legal.filter(
        (a) => a.type === 'ab-fire' || a.type === 'ab-bomb' || a.type === 'ab-spot' || a.type === 'ab-strafe' || a.type === 'ab-enter-roll',
      );
      // Aborting and leaving are rare choices, so that battles resemble play.
      const calm = legal.filter((a) => a.type !== 'ab-abort' && a.type !== 'ab-exit' && a.type !== 'ab-stay-off');
      const pool = calm.length && r() < 0.9 ? calm : legal;
      action = fwd.length && r() < 0.7 ? fwd[Math.floor(r() * fwd.length)] : pool[Math.floor(r() * pool.length)];
    }
    if (opts.fast) {
      d.journal.push({ role, action });
      airBattlePerform(d.b, role, action, (e) => d.log.push(e));
      d.steps++;
    } else act(d, role, action);
    opts.check?.(d.b);
  }
  return d;
}

/** Play an existing battle state on to its end with random choices and dice. */
export function finishRandom(b: AirBattle, seed: number): AirBattle {
  const r = rng(seed);
  for (let steps = 0; airBattleOutcome(b) === null; steps++) {
    if (steps > 20000) throw new Error('battle did not end');
    const roles = airBattleToAct(b);
    const role = roles[Math.floor(r() * roles.length)];
    if (role === CHANCE) {
      const spec = airBattleChance(b);
      airBattlePerform(b, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => 1 + Math.floor(r() * spec.sides)) });
    } else {
      const legal = airBattleLegal(b, role);
      if (!legal.length) throw new Error(`no legal action for ${role}`);
      airBattlePerform(b, role, legal[Math.floor(r() * legal.length)]);
    }
  }
  return b;
}

/** Every element of a drawn board (a Preact tree), depth first. */
export function walk(v: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(v)) v.forEach((x) => walk(x, out));
  else if (v && typeof v === 'object' && 'props' in (v as object)) {
    out.push(v as VNode<any>);
    walk((v as VNode<any>).props.children, out);
  }
  return out;
}
