// See before you commit (issue 29): the values a roll will use, before the action that brings its dice (the last
// support allocation of a ground combat, 9.4.1; the altitude or answer after which AA fire and bombing follow, 8.9.2,
// 8.10.5). The action is played on a copy of the state by the rules' own perform; when dice are then due, the values
// are the rules' own (groundCombatValues, aaValues, bombModifiers, bfOf): nothing is computed twice. The AA fire and
// bombing of a mission are shown to the mission's own side only (its aircraft are hidden from the other, 8.1).
import { CHANCE, type Action, type Preview, type Role } from '../../kernel/game.ts';
import { perform } from './steps.ts';
import { other, type State } from './state.ts';
import { airName, gName } from './rules/common.ts';
import type { AirBattle, BattleUnit, Mod, PendingRoll } from './air-battle/contract.ts';
import { BOARD_GRID, RANGES } from './air-battle/data.ts';
import { aaValues, bfOf, bombModifiers } from './rules/08-air-strikes.ts';
import { groundCombatValues } from './rules/09-ground-operations.ts';
import { type PreviewWords, previewEn, signed } from './text/preview.en.ts';
import { previewFr } from './text/preview.fr.ts';

type Line = Preview['lines'][number];
type Strike = NonNullable<State['mission']>['strikes'][number];
/** The actions whose own player's dice may then fall at once: the last support allocation (9.4.1), an altitude (8.9). */
const COMMITS = new Set(['support', 'altitude']);
/** On the Air Battle Board (8.7): a unit's fire or defensive fire (8.7.8, 8.7.9), its bombing, strafing or spotting (AA fire, then
 * the strike after the battle, 8.9.2, 8.10), its attack on an AA unit (8.11.1); a manoeuvre into the reach of the balloon's AA units. */
const BATTLE_COMMITS = new Set(['ab-fire', 'ab-defend', 'ab-bomb', 'ab-strafe', 'ab-spot', 'ab-attack-aa']);
const MANOEUVRES = new Set(['ab-forward', 'ab-climb', 'ab-dive', 'ab-zoom', 'ab-immelmann', 'ab-roll', 'ab-turn']);
const terms = (mods: { v: number; why: string }[], w: PreviewWords) => mods.map((m) => `${signed(m.v)} ${w.why(m.why)}`);

export function preview(s: State, role: Role, a: Action, lang = 'en'): Preview | null {
  if (role === CHANCE || s.over) return null;
  const fr = lang === 'fr' ? previewFr : previewEn;
  if (s.battle) return battleCommits(s.battle, a) ? battleLines(s, role, a, fr) : null;
  // 8.10.5: strafing is at low altitude, the one task whose altitude is set before the strike.
  if (a.type === 'launch') return s.mission?.task === 'strafing' ? launchLines(s, role, a, fr) : null;
  if (!COMMITS.has(a.type)) return null;
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const r = next.roll;
  if (!r) return null;
  if (r.purpose === 'ground' && next.combat) return { lines: groundLines(next, fr) };
  const m = next.mission;
  // 8.1: the strikes of a mission are its own side's to see.
  if (!m || m.side !== role || !m.strikes[0]) return null;
  if (r.purpose === 'aa') return { lines: [aaLine(next, m.strikes[0], fr), bombLine(next, m.strikes[0], fr, true)] };
  if (r.purpose === 'bomb') return { lines: [bombLine(next, m.strikes[0], fr)] };
  return null;
}

/**
 * A mission whose strikes have their altitude without a choice (strafing, at low altitude, 8.10.5): its launch is the Mission
 * player's last decision before their dice, which fall once the Interceptor player has answered (8.4, 8.5). Shown to the Mission
 * player as they fall if no interceptor comes (8.4.3: no air battle): the first strike's AA fire and attack.
 */
function launchLines(s: State, role: Role, a: Action, fr: PreviewWords): Preview | null {
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const m = next.mission;
  if (!m || m.side !== role) return null;
  for (let i = 0; i < 2 && !next.roll; i++) {
    if (m.step === 'scramble') perform(next, other(m.side), { type: 'scramble-done' }, undefined);
    else if (m.step === 'target-scramble') perform(next, other(m.side), { type: 'evacuate-done' }, undefined);
  }
  if (next.roll?.purpose !== 'aa' || next.battle || !m.strikes.length) return null;
  const head: Line = { text: fr.noInterceptor, rule: '8.4.3' };
  // The first strike's values are exact; each later one is rolled against the target as the strikes before leave it (its AA
  // Factor falls with a city's hits, a hit unit may become Interdicted, 8.10.6).
  const more = m.strikes.length - 1;
  const rest: Line[] = more ? [{ text: fr.moreStrikes(more), rule: '8.10.6' }] : [];
  return { lines: [head, aaLine(next, m.strikes[0], fr), bombLine(next, m.strikes[0], fr, true), ...rest] };
}

/**
 * Whether `a` may bring dice on the Air Battle Board: an attack; a manoeuvre of a mission unit that may enter the reach of a
 * balloon's AA unit that has not fired at it this impulse (8.11.1; a manoeuvre moves one hex at most).
 */
function battleCommits(b: AirBattle, a: Action): boolean {
  if (BATTLE_COMMITS.has(a.type)) return true;
  const imp = b.impulse;
  if (!MANOEUVRES.has(a.type) || !b.balloon || !imp) return false;
  const u = b.units.find((x) => x.id === imp.unit);
  if (!u?.hex || u.side !== b.missionSide || b.balloon.side === u.side) return false;
  return b.balloon.aa.some(
    (x, i) => x.hex !== null && !x.removed && !imp.aaFired.includes(i) && BOARD_GRID.distance(x.hex, u.hex!) <= RANGES.balloonAa.hexes + 1,
  );
}

function groundLines(s: State, fr: PreviewWords): Line[] {
  const c = s.combat!;
  const v = groundCombatValues(s);
  const parts = [
    ...terms(v.mods, fr),
    fr.defenderArtillery(c.aspDef),
    fr.attackerArtillery(c.aspAtt),
    ...(c.tsp ? [fr.tanks(c.tsp)] : []),
    fr.attackerCf(v.acf, v.interdicted),
  ].join(' ');
  const lines: Line[] = [{ text: fr.ground(gName(c.attacker), gName(c.defender), v.add, parts, v.dcf), rule: '9.4' }];
  if (v.shift) lines.push({ text: fr.balloons(v.shift), rule: '9.4.2' });
  return lines;
}

function aaLine(s: State, x: Strike, fr: PreviewWords): Line {
  const { aaf, df } = aaValues(s, s.mission!, x.unit);
  return { text: fr.aa(airName(x.unit), aaf, df, x.altitude), rule: '8.9.2' };
}

/** `afterAa`: the AA fire comes first, and a Disrupted result adds +1 (8.10.5); `later`: the strike is rolled after the air battle (8.9). */
function bombLine(s: State, x: Strike, fr: PreviewWords, afterAa = false, later = false): Line {
  const mods = bombModifiers(s, s.mission!, x);
  const add = mods.reduce((t, d) => t + d.v, 0);
  const parts = mods.length ? ` (${terms(mods, fr).join(' ')})` : '';
  const bf = bfOf(s, x.unit, x.kind);
  // The AA fire (8.9.2) or, before a strike rolled after the battle, any fire may reduce it: the strike is then read against its
  // reduced face's BF (8.10.6).
  const air = s.air[x.unit];
  const reducedBf = (afterAa || later) && !air.reduced ? bfOf({ ...s, air: { ...s.air, [x.unit]: { ...air, reduced: true } } }, x.unit, x.kind) : bf;
  const ifReduced = reducedBf !== bf ? fr.ifReduced(reducedBf) : '';
  const when = later ? fr.afterBattle : fr.then;
  return { text: fr.bomb(when, fr.strike(airName(x.unit), x.kind), add, parts, bf, ifReduced, afterAa), rule: '8.10.5' };
}

/** A queued roll's modifiers, each with its rule where it is not the line's own. */
const modTerms = (mods: Mod[], rule: string, fr: PreviewWords) =>
  mods.map((m) => `${signed(m.value)} ${fr.mod(m.label, m.value)}${m.rule !== rule ? ` (${m.rule})` : ''}`).join(' ');
const sum = (mods: Mod[]) => mods.reduce((t, m) => t + m.value, 0);

/**
 * The Air Battle Board (8.7): the action is played on a copy; the rolls it queues are shown with the rules' own modifiers (fire.ts),
 * and a bombing, strafing or spotting attack (8.10) adds its strike, rolled after the battle with the strategic rules' modifiers.
 */
function battleLines(s: State, role: Role, a: Action, fr: PreviewWords): Preview | null {
  const b = s.battle!;
  // 8.7.3: a target's Disrupted status and Ace are hidden until it is revealed: no preview of fire at it before.
  const target = a.type === 'ab-fire' ? b.units.find((u) => u.id === a.target) : undefined;
  if (target && target.side !== role && !target.revealed) return null;
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const nb = next.battle;
  if (!nb) return null;
  const lines: Line[] = [];
  for (const r of nb.rolls) {
    if (r.kind === 'fire') lines.push(fireLine(r, fr));
    else if (r.kind === 'aa') {
      const u = nb.units.find((x) => x.id === r.unit)!;
      const rule = r.aaIndex !== undefined ? '8.11.1' : '8.9.2';
      const df = u.face.df - (u.disrupted ? 1 : 0);
      const parts = r.mods.length ? ` (${modTerms(r.mods, rule, fr)})` : '';
      lines.push({ text: fr.boardAa(airName(u.id), sum(r.mods), parts, r.aaf, df, u.altitude), rule });
      if (r.then) lines.push(bombLine(next, strikeOf(u, r.then, r.straight), fr, true, true));
    } else if (r.kind === 'aa-attack') {
      const u = nb.units.find((x) => x.id === r.unit)!;
      const parts = r.mods.length ? ` (${modTerms(r.mods, '8.11.1', fr)})` : '';
      lines.push({ text: fr.attackAa(airName(u.id), r.index + 1, sum(r.mods), parts, r.bf), rule: '8.11.1' });
    }
  }
  // A strike delivered at once (no AA fire at the target, 8.9): rolled after the battle.
  const mover = b.impulse ? nb.units.find((x) => x.id === b.impulse!.unit) : undefined;
  if (mover?.delivered && !b.units.find((x) => x.id === mover.id)!.delivered) {
    const d = mover.delivered;
    lines.push(
      bombLine(
        next,
        { unit: mover.id, altitude: d.altitude, disrupted: d.disruptedAtDelivery, ace: d.ace, kind: d.kind, straight: d.straight ?? 2, aaDone: true },
        fr,
        false,
        true,
      ),
    );
  }
  return lines.length ? { lines } : null;
}

/** The strike a unit delivers from the board (as afterBattle records it, 8.10). */
const strikeOf = (u: BattleUnit, kind: Strike['kind'], straight?: 2 | 3): Strike => ({
  unit: u.id,
  altitude: u.altitude,
  disrupted: u.disrupted,
  ace: u.ace,
  kind,
  straight: straight ?? 2,
  aaDone: true,
});

/** 8.7.9: a unit's fire (or defensive fire, 8.7.8) with the queued roll's own modifiers. */
function fireLine(r: Extract<PendingRoll, { kind: 'fire' }>, fr: PreviewWords): Line {
  const who = r.target === 'balloon' ? fr.balloon : airName(r.target);
  const effect = r.target === 'balloon' ? fr.balloonEffect : fr.effect;
  return { text: fr.fire(fr.shooter(airName(r.shooter), r.defensive), who, sum(r.mods), modTerms(r.mods, '8.7.9', fr), effect), rule: '8.7.9' };
}
