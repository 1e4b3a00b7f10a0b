// The Cruellest Month - fire and attacks on the Air Battle Board: fire and its geometry (8.7.8, 8.7.9), observers and aces
// (8.7.10, 8.7.11), aborts (8.8), bombing, strafing and spotting (8.10), AA units (8.11.1); the dice that resolve them
// are in resolve.ts.
import type { Action, IllegalInfo, LogSink, Role } from '../../../kernel/game.ts';
import type { AirBattle, Altitude, BattleUnit, Facing, Impulse, Mod } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import type { AbortWhy } from '../text/air-battle-log.en.ts';
import {
  T_HEXES,
  unitName,
  targetName,
  type Why,
  explaining,
  REFUSED,
  no,
  say,
  unit,
  must,
  isMission,
  tag,
  isBomberType,
  abortScores,
  isFighterType,
  onBoard,
  isWhy,
  boardMover,
} from './battle.ts';
import { avail, spend } from './manoeuvres.ts';
const { BALLOON, BOARD_GRID, RANGES } = D;
const { aspect, between, inForwardArc, towards, turn } = G;

/** Why `shooter` may not fire at `target` with `guns` now (geometry, altitude, blocking; 8.7.8). */
export function fireGeometry(
  b: AirBattle,
  shooter: BattleUnit,
  targetHex: string,
  targetAlt: Altitude | 'ground',
  guns: 'forward' | 'observer',
  exclude: string | null,
): Why {
  if (targetAlt !== shooter.altitude)
    return no(
      'a unit may never fire at an aerial target at a different altitude',
      '8.7.8',
      'une unité ne tire jamais sur une cible aérienne à une autre altitude',
    );
  if (targetHex === shooter.hex)
    return no('a unit may never fire at an aerial target in its own hex', '8.7.8', 'une unité ne tire jamais sur une cible aérienne dans son propre hexagone');
  const d = BOARD_GRID.distance(shooter.hex!, targetHex);
  if (guns === 'forward') {
    if (d > RANGES.fighter.hexes)
      return !explaining
        ? REFUSED
        : no(
            () => `forward guns reach ${RANGES.fighter.hexes} hexes`,
            '8.7.8',
            () => `les mitrailleuses avant portent à ${RANGES.fighter.hexes} hexagones`,
          );
    if (!inForwardArc(shooter.hex!, shooter.facing, targetHex))
      return no('the target is not in the forward field of fire', '8.7.8', "la cible n'est pas dans le champ de tir avant");
  } else {
    if (d > RANGES.observer.hexes)
      return !explaining
        ? REFUSED
        : no(
            () => `an observer reaches ${RANGES.observer.hexes} hexes`,
            '8.7.8',
            () => `un observateur porte à ${RANGES.observer.hexes} hexagones`,
          );
    if (!shooter.allRound && inForwardArc(shooter.hex!, shooter.facing, targetHex))
      return no('the observer fires at side and rear aspects only', '8.7.8', "l'observateur ne tire que sur les flancs et l'arrière");
  }
  if (isBlocked(b, shooter.hex!, targetHex, shooter.altitude, shooter.id, exclude))
    return no('a unit at the same altitude blocks the line of fire', '8.7.8', 'une unité à la même altitude bloque la ligne de tir');
  return null;
}

/** Whether units at `altitude` (not the shooter, not `exclude`: the target) block the line of fire from `from` to `to`. */
function isBlocked(b: AirBattle, from: string, to: string, altitude: Altitude, shooter: string, exclude: string | null): boolean {
  const lines = between(from, to);
  if (lines[0].length === 0 && lines[1].length === 0) return false; // adjacent: nothing between
  // Ruling: a line along hexsides is blocked only if both sides of it are.
  return lineBlocked(b, lines[0], altitude, shooter, exclude) && lineBlocked(b, lines[1], altitude, shooter, exclude);
}

/** Whether a unit at `altitude` (not the shooter, not excluded) stands in one of the hexes of `line`. */
function lineBlocked(b: AirBattle, line: string[], altitude: Altitude, shooter: string, exclude: string | null): boolean {
  for (const o of b.units) {
    // Ruling (8.7.3): a unit whose markers are still secret (it has not moved yet) does not block.
    if (o.hex === null || o.altitude !== altitude || !o.revealed || o.id === shooter || !onBoard(o) || o.id === exclude) continue;
    if (line.includes(o.hex)) return true;
  }
  return false;
}

export function checkFire(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.face.af === null)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(u.id)} has no AF and may not fire`,
          '8.7.8',
          () => `${unitName(u.id)} n'a pas de FA et ne peut pas tirer`,
        );
  if (imp.fired)
    return no('a moving unit fires only once per air battle round', '8.7.7', "une unité en mouvement ne tire qu'une fois par round de combat aérien");
  const guns = a.guns === 'observer' ? 'observer' : a.guns === 'forward' ? 'forward' : null;
  if (!guns) return no('guns are forward or observer', '8.7.8', 'les armes sont avant ou observateur');
  if (guns === 'observer') {
    if (!isBomberType(u)) return no('only RB units have Observer fire', '8.7.8', "seules les unités RB ont un tir d'observateur");
    if (!u.observer)
      return !explaining
        ? REFUSED
        : no(
            () => `${unitName(u.id)} has no Observer`,
            '8.7.11',
            () => `${unitName(u.id)} n'a pas d'observateur`,
          );
  }
  if (guns === 'forward' && isBomberType(u) && u.defensiveRound === b.round)
    return no(
      'an RB that fired defensively this round may not attack as a fighter',
      '8.7.8',
      'un RB qui a fait un tir défensif ce round ne peut pas attaquer comme un chasseur',
    );
  if (isFighterType(u) && avail(imp) < 1) return no('a fighter firing its guns expends 1 MP', '8.7.7', 'un chasseur qui tire dépense 1 PM');
  if (a.target === 'balloon') {
    const bl = b.balloon;
    if (!bl || bl.side === u.side || bl.destroyed || bl.altitude === 'ground')
      return no('no enemy balloon to fire at', '8.11', 'pas de ballon ennemi sur lequel tirer');
    return fireGeometry(b, u, bl.hex, bl.altitude, guns, null);
  }
  const t = unit(b, String(a.target));
  if (!t || t.side === u.side || !onBoard(t))
    return !explaining
      ? REFUSED
      : no(
          () => `${targetName(String(a.target), false)} is not an enemy unit on the board`,
          '8.7.8',
          () => `${targetName(String(a.target), true)} n'est pas une unité ennemie sur le plateau`,
        );
  // Ruling (8.7.3): its altitude is secret until it first moves, so it cannot be fired at before.
  if (!t.revealed)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(t.id)} has not moved yet: its altitude is unknown`,
          '8.7.3',
          () => `${unitName(t.id)} ne s'est pas encore déplacé : son altitude est inconnue`,
        );
  return fireGeometry(b, u, t.hex!, t.altitude, guns, t.id);
}

function inT(u: BattleUnit): boolean {
  return u.hex !== null && T_HEXES.has(u.hex);
}

export function checkBomb(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u } = m;
  if (u.task !== 'bombing' || !u.loaded)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(u.id)} carries no bombs for this target`,
          '8.10.1',
          () => `${unitName(u.id)} ne porte pas de bombes pour cet objectif`,
        );
  if (!inT(u))
    return no(
      'the bomber must be in one of the six target zone hexes (T)',
      '8.10.4',
      'le bombardier doit être dans un des six hexagones de la zone objectif (T)',
    );
  return null;
}

/** The unit moving now, if its task is `task` and it has neither delivered nor aborted (8.6); else why not (`en`, `fr`:
 * the task's name). */
function onTask(b: AirBattle, role: Role, task: string, en: string, fr: string): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u } = m;
  if (u.task !== task || u.delivered || u.aborted)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(u.id)} is not on ${en}`,
          '8.6',
          () => `${unitName(u.id)} n'a pas de ${fr}`,
        );
  return m;
}

export function checkStrafe(b: AirBattle, role: Role): Why {
  const m = onTask(b, role, 'strafing', 'a strafing task', 'mission de mitraillage');
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (isFighterType(u) && u.engaged)
    return no('fighters that engaged in Aerial Combat may not strafe', '8.10.2', 'les chasseurs engagés en combat aérien ne peuvent pas mitrailler');
  if (u.altitude !== 'low') return no('strafing is conducted at low altitude', '8.10.2', 'le mitraillage se fait à basse altitude');
  if (!inT(u)) return no('strafing needs a target zone hex (T)', '8.7.7', 'le mitraillage demande un hexagone de la zone objectif (T)');
  if (imp.fired) return no("strafing counts as the unit's fire this round", '8.7.7', "le mitraillage compte comme le tir de l'unité ce round");
  if (isFighterType(u) && avail(imp) < 1) return no('strafing costs 1 MP like firing', '8.7.7', 'le mitraillage coûte 1 PM comme un tir');
  return null;
}

export function checkSpot(b: AirBattle, role: Role): Why {
  const m = onTask(b, role, 'spotting', 'an Artillery Spotting task', "mission de réglage d'artillerie");
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (!u.observer) return no('an RB without an Observer must abort', '8.7.11', 'un RB sans observateur doit abandonner');
  if (u.altitude === 'high') return no('spotting is flown at medium or low altitude', '8.10.3', "le réglage d'artillerie se fait à moyenne ou basse altitude");
  const run = imp.run.slice(-3);
  if (run.length < 2)
    return no(
      'spotting needs a straight line of 2 or 3 hexes at one altitude',
      '8.10.3',
      "le réglage d'artillerie demande une ligne droite de 2 ou 3 hexagones à une même altitude",
    );
  if (!run.some((h) => T_HEXES.has(h)))
    return no('one of the straight-line hexes must be a target zone hex', '8.10.3', 'un des hexagones de la ligne droite doit être dans la zone objectif');
  return null;
}

export function checkAttackAa(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  const bl = b.balloon;
  const aa = bl?.aa[Number(a.index)];
  if (!bl || bl.side === u.side || !aa || aa.removed || aa.hex === null)
    return no('no enemy AA unit to attack', '8.11.1', "pas d'unité de DCA ennemie à attaquer");
  if (aa.hex !== u.hex) return no("the unit must be in the AA unit's hex", '8.11.1', "l'unité doit être dans l'hexagone de l'unité de DCA");
  if (u.face.bf === null) return no(`${unitName(u.id)} has no bombing factor`, '8.10.1', `${unitName(u.id)} n'a pas de facteur de bombardement`);
  const strafing = u.face.bf === 'S' || !u.loaded;
  if (strafing && u.altitude !== 'low') return no('strafing is conducted at low altitude', '8.10.2', 'le mitraillage se fait à basse altitude');
  if (strafing && isFighterType(u) && u.engaged)
    return no('fighters that engaged in Aerial Combat may not strafe', '8.10.2', 'les chasseurs engagés en combat aérien ne peuvent pas mitrailler');
  if (imp.fired) return no("strafing counts as the unit's fire this round", '8.7.7', "le mitraillage compte comme le tir de l'unité ce round");
  if (strafing && isFighterType(u) && avail(imp) < 1) return no('strafing costs 1 MP like firing', '8.7.7', 'le mitraillage coûte 1 PM comme un tir');
  return null;
}

export function checkAbort(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u } = m;
  if (!isMission(b, u)) return no('interceptors leave the board instead', '8.7.6', 'les intercepteurs quittent plutôt le plateau');
  if (u.aborted)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(u.id)} has already aborted`,
          '8.8',
          () => `${unitName(u.id)} a déjà abandonné`,
        );
  if (u.task === 'escort' || u.task === 'intercept') return no('an escort simply leaves the board', '8.8', 'une escorte quitte simplement le plateau');
  if (u.delivered)
    return !explaining
      ? REFUSED
      : no(
          () => `${unitName(u.id)} has already delivered its attack`,
          '8.8',
          () => `${unitName(u.id)} a déjà mené son attaque`,
        );
  return null;
}

/** The effect of firing, attacking the target or an AA unit, or aborting (8.7.8, 8.7.11, 8.8, 8.10, 8.11.1). */
export function performAttack(b: AirBattle, u: BattleUnit, imp: Impulse, a: Action, log?: LogSink): void {
  switch (a.type) {
    case 'ab-fire': {
      imp.fired = true;
      if (isFighterType(u)) spend(imp, 1); // 8.7.7: a fighter firing loses momentum; bombers do not
      if (a.guns === 'forward' && isBomberType(u)) u.noDefensiveFire = true; // 8.7.8 RBs as fighters
      if (a.target === 'balloon') {
        queueBalloonFire(b, u, log);
      } else {
        const t = must(b, String(a.target));
        queueFire(b, u, t, t.hex!, t.facing, false, log, a.guns === 'observer');
      }
      return;
    }
    case 'ab-bomb':
      queueAttack(b, u, 'bombing', undefined, log);
      return;
    case 'ab-strafe':
      imp.fired = true;
      if (isFighterType(u)) spend(imp, 1);
      queueAttack(b, u, 'strafing', undefined, log);
      return;
    case 'ab-spot':
      queueAttack(b, u, 'spotting', Math.min(3, imp.run.length) as 2 | 3, log);
      return;
    case 'ab-abort':
      abort(b, u, 'chosen', log);
      return;
    case 'ab-attack-aa': {
      // 8.11.1: AA units can be bombed and strafed, resolved as bombing (8.10.5).
      const strafing = u.face.bf === 'S' || !u.loaded;
      imp.fired = true;
      if (strafing && isFighterType(u)) spend(imp, 1);
      if (!strafing) {
        u.loaded = false;
        u.unloadedRound = b.round;
      }
      const mods: Mod[] = [];
      if (strafing) mods.push({ label: 'strafing from low altitude', value: -2, rule: '8.10.5' });
      else if (u.altitude === 'low') mods.push({ label: 'bombing from low altitude', value: -1, rule: '8.10.5' });
      if (u.ace) mods.push({ label: 'Ace', value: -1, rule: '8.10.5' });
      if (u.disrupted) mods.push({ label: 'Disrupted', value: 1, rule: '8.10.5' });
      if (b.poorWeather) mods.push({ label: 'Poor Weather', value: 1, rule: '8.10.5' });
      const bf = u.face.bf === 'S' || strafing ? 1 : Number(u.face.bf);
      b.rolls.push({ kind: 'aa-attack', unit: u.id, index: Number(a.index), mods, bf });
      if (log) say(log, '8.11.1', (w) => w.attacksAa(tag(b, u), strafing, Number(a.index) + 1));
      return;
    }
  }
}

export function abort(b: AirBattle, u: BattleUnit, why: AbortWhy, log?: LogSink): void {
  u.aborted = true;
  if (u.loaded) {
    u.loaded = false;
    u.unloadedRound = b.round; // jettisons the bombs, and may accelerate (8.8)
  }
  const vp = abortScores(u.type, u.task);
  if (log) say(log, '8.8', (w) => w.aborts(tag(b, u), why, vp));
}

export function aaMods(b: AirBattle, u: BattleUnit, aaDisrupted: boolean): Mod[] {
  const mods: Mod[] = [];
  if (aaDisrupted) mods.push({ label: 'AA unit Disrupted', value: 1, rule: '8.11.1' });
  if (b.wind !== null && u.facing === turn(b.wind, 3) && u.altitude !== 'high') {
    mods.push({ label: 'against the wind', value: u.altitude === 'low' ? -2 : -1, rule: '15.1' });
  }
  return mods;
}

function queueAttack(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  if (log) say(log, kind === 'spotting' ? '8.10.3' : '8.9', (w) => w.attacksTarget(tag(b, u), kind, u.altitude));
  if (kind === 'bombing') {
    u.loaded = false;
    u.unloadedRound = b.round;
  }
  if (b.targetAaf > 0) b.rolls.push({ kind: 'aa', unit: u.id, aaf: b.targetAaf, mods: aaMods(b, u, false), then: kind, straight });
  else deliver(b, u, kind, straight, log);
}

export function deliver(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  u.delivered = { kind, altitude: u.altitude, round: b.round, ...(straight ? { straight } : {}), disruptedAtDelivery: u.disrupted, ace: u.ace };
  if (log) say(log, '8.10', (w) => w.delivers(tag(b, u), kind));
}

// Fire (8.7.8, 8.7.9)

function fireMods(b: AirBattle, s: BattleUnit, t: BattleUnit, tHex: string, tFacing: Facing, observerGuns: boolean): { mods: Mod[]; fromRear: boolean } {
  const mods: Mod[] = [];
  const fighter = isFighterType(s) && !observerGuns;
  const asp = aspect(tHex, tFacing, s.hex!);
  mods.push({ label: `AF ${s.face.af}`, value: s.face.af ?? 0, rule: '8.7.9' });
  if (fighter && !isBomberType(s) && asp === 'rear') mods.push({ label: 'fighter from the rear', value: 2, rule: '8.7.9' });
  if (fighter && asp === 'front' && (isBomberType(t) || t.loaded)) mods.push({ label: 'fighter at a bomber from the front', value: 1, rule: '8.7.9' });
  if (s.ace) mods.push({ label: 'Ace with the firing unit', value: 1, rule: '8.7.9' });
  if (b.surprise === s.id && !isMission(b, s)) mods.push({ label: 'Surprise!', value: 1, rule: '8.7.5' });
  if (b.sun !== null && towards(tHex, s.hex!, b.sun)) mods.push({ label: 'out of the sun', value: 1, rule: '15.2' });
  const df = t.face.df - (t.disrupted ? 1 : 0);
  mods.push({ label: `target DF ${df}${t.disrupted ? ' (Disrupted)' : ''}`, value: -df, rule: '8.7.9' });
  if (s.disrupted) mods.push({ label: 'firing unit Disrupted', value: -2, rule: '8.7.9' });
  if (asp === 'side') mods.push({ label: "from the target's side", value: -1, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, tHex) - 1;
  if (gap > 0) mods.push({ label: `${gap} intervening hex(es)`, value: -gap, rule: '8.7.9' });
  if (t.ace) mods.push({ label: 'Ace with the target', value: -1, rule: '8.7.9' });
  return { mods, fromRear: asp === 'rear' };
}

export function queueFire(
  b: AirBattle,
  s: BattleUnit,
  t: BattleUnit,
  tHex: string,
  tFacing: Facing,
  defensive: boolean,
  log?: LogSink,
  observerGuns = defensive,
): void {
  const { mods, fromRear } = fireMods(b, s, t, tHex, tFacing, observerGuns);
  s.engaged = true;
  t.engaged = true;
  const adjacent = BOARD_GRID.distance(s.hex!, tHex) === 1;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: t.id, defensive, adjacent, fromRear, mods });
  if (b.surprise === s.id) b.surprise = null; // 8.7.9: remove the Surprise! marker after firing
  if (log) say(log, defensive ? '8.7.8' : '8.7.9', (w) => w.fires(tag(b, s), tag(b, t), defensive, mods));
}

function queueBalloonFire(b: AirBattle, s: BattleUnit, log?: LogSink): void {
  const bl = b.balloon!;
  const mods: Mod[] = [{ label: `AF ${s.face.af}`, value: s.face.af ?? 0, rule: '8.7.9' }];
  if (s.ace) mods.push({ label: 'Ace', value: 1, rule: '8.7.9' });
  if (b.sun !== null && towards(bl.hex, s.hex!, b.sun)) mods.push({ label: 'out of the sun', value: 1, rule: '15.2' });
  mods.push({ label: `balloon DF ${BALLOON.df}`, value: -BALLOON.df, rule: '8.11' });
  if (s.disrupted) mods.push({ label: 'firing unit Disrupted', value: -2, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, bl.hex) - 1;
  if (gap > 0) mods.push({ label: `${gap} intervening hex(es)`, value: -gap, rule: '8.7.9' });
  s.engaged = true;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: 'balloon', defensive: false, adjacent: gap === 0, fromRear: false, mods });
  if (log) say(log, '8.11', (w) => w.firesAtBalloon(tag(b, s)));
}
