// See before you commit (issue 29): the values a roll will use, before the action that brings its dice (the last
// support allocation of a ground combat, 9.4.1; the altitude or answer after which AA fire and bombing follow, 8.9.2,
// 8.10.5). The action is played on a copy of the state by the rules' own perform; when dice are then due, the values
// are the rules' own (groundCombatValues, aaValues, bombModifiers, bfOf): nothing is computed twice. The AA fire and
// bombing of a mission are shown to the mission's own side only (its aircraft are hidden from the other, 8.1).
import { CHANCE, type Action, type Preview, type Role } from '../../kernel/game.ts';
import { perform } from './steps.ts';
import type { State } from './state.ts';
import { airName, gName, whyFr } from './rules/common.ts';
import { aaValues, bfOf, bombModifiers } from './rules/08-air-missions.ts';
import { groundCombatValues } from './rules/09-ground-operations.ts';
import { ALT_FR } from './text/fr.ts';

type Line = Preview['lines'][number];
/** The actions whose own player's dice may then fall at once: the last support allocation (9.4.1), an altitude (8.9), a
 * unit's fire on the Air Battle Board (8.7.9). */
const COMMITS = new Set(['support', 'altitude', 'ab-fire']);
/** The Air Battle Board's fire modifiers (fire.ts labels) in French. */
const FIRE_FR: [RegExp, string][] = [
  [/^AF (-?\d+)$/, 'FA $1'], [/^fighter from the rear$/, 'chasseur par l’arrière'], [/^fighter at a bomber from the front$/, 'chasseur contre un bombardier de face'],
  [/^Ace with the firing unit$/, 'as avec l’unité qui tire'], [/^Surprise!$/, 'Surprise !'], [/^out of the sun$/, 'venant du soleil'],
  [/^target DF (-?\d+) \(Disrupted\)$/, 'FD de la cible $1 (désorganisée)'], [/^target DF (-?\d+)$/, 'FD de la cible $1'],
  [/^firing unit Disrupted$/, 'unité qui tire désorganisée'], [/^from the target's side$/, 'par le flanc de la cible'],
  [/^(\d+) intervening hex\(es\)$/, '$1 hex intermédiaire(s)'], [/^Ace with the target$/, 'as avec la cible'], [/^Ace$/, 'as'],
  [/^balloon DF (\d+)$/, 'FD du ballon $1'],
];
const fireFr = (label: string) => {
  const hit = FIRE_FR.find(([re]) => re.test(label));
  return hit ? label.replace(hit[0], hit[1]) : label;
};
const signed = (v: number) => `${v >= 0 ? '+' : ''}${v}`;
const terms = (mods: { v: number; why: string }[], fr: boolean) => mods.map((m) => `${signed(m.v)} ${fr ? whyFr(m.why) : m.why}`);

export function preview(s: State, role: Role, a: Action, lang = 'en'): Preview | null {
  if (role === CHANCE || s.over || !COMMITS.has(a.type)) return null;
  if (s.battle) return a.type === 'ab-fire' ? fireLines(s, role, a, lang === 'fr') : null;
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const r = next.roll;
  if (!r) return null;
  const fr = lang === 'fr';
  if (r.purpose === 'ground' && next.combat) return { lines: groundLines(next, fr) };
  const m = next.mission;
  // 8.1: the strikes of a mission are its own side's to see.
  if (!m || m.side !== role || !m.strikes[0]) return null;
  if (r.purpose === 'aa') return { lines: [aaLine(next, fr), bombLine(next, fr, true)] };
  if (r.purpose === 'bomb') return { lines: [bombLine(next, fr)] };
  return null;
}

function groundLines(s: State, fr: boolean): Line[] {
  const c = s.combat!;
  const v = groundCombatValues(s);
  const parts = [
    ...terms(v.mods, fr),
    `-${c.aspDef} ${fr ? 'artillerie du défenseur' : 'defender’s artillery'}`,
    `+${c.aspAtt} ${fr ? 'artillerie de l’attaquant' : 'attacker’s artillery'}`,
    ...(c.tsp ? [`+${c.tsp} ${fr ? 'chars' : 'tanks'}`] : []),
    `+${v.acf} ${fr ? 'CF de l’attaquant' : 'attacker’s CF'}${v.interdicted ? (fr ? ' (interdit, moitié, 9.4.5)' : ' (interdicted, halved, 9.4.5)') : ''}`,
  ].join(' ');
  const lines: Line[] = [{
    text: fr
      ? `${gName(c.attacker)} contre ${gName(c.defender)} : 1d10 ${signed(v.add)} (${parts}), ligne CF ${v.dcf} du défenseur`
      : `${gName(c.attacker)} against ${gName(c.defender)}: 1d10 ${signed(v.add)} (${parts}), defender’s CF row ${v.dcf}`,
    rule: '9.4',
  }];
  if (v.shift) {
    lines.push({ text: fr ? `Ballons : ${signed(v.shift)} colonne(s)` : `Balloons: ${signed(v.shift)} column(s)`, rule: '9.4.2' });
  }
  return lines;
}

function aaLine(s: State, fr: boolean): Line {
  const m = s.mission!;
  const x = m.strikes[0];
  const { aaf, df } = aaValues(s, m, x.unit);
  return {
    text: fr
      ? `DCA sur ${airName(x.unit)} : 1d10 + AAF ${aaf} contre FD ${df}, altitude ${ALT_FR[x.altitude]}`
      : `AA fire at ${airName(x.unit)}: 1d10 + AAF ${aaf} against DF ${df}, ${x.altitude} altitude`,
    rule: '8.9.2',
  };
}

/** `afterAa`: the AA fire comes first, and a Disrupted result adds +1 (8.10.5). */
function bombLine(s: State, fr: boolean, afterAa = false): Line {
  const m = s.mission!;
  const x = m.strikes[0];
  const mods = bombModifiers(s, m, x);
  const add = mods.reduce((t, d) => t + d.v, 0);
  const parts = mods.length ? ` (${terms(mods, fr).join(' ')})` : '';
  const bf = bfOf(s, x.unit, x.kind);
  return {
    text: fr
      ? `Puis ${airName(x.unit)} : 1d6 ${signed(add)}${parts} contre BF ${bf}${afterAa ? ', +1 si la DCA le désorganise' : ''}`
      : `Then ${airName(x.unit)}: 1d6 ${signed(add)}${parts} against BF ${bf}${afterAa ? ', +1 if the AA fire disrupts it' : ''}`,
    rule: '8.10.5',
  };
}

/** 8.7.9: the fire of the unit whose impulse it is, when the values it is rolled with are all known to its side. */
function fireLines(s: State, role: Role, a: Action, fr: boolean): Preview | null {
  const target = s.battle!.units.find((u) => u.id === a.target);
  // The target's Disrupted status and Ace are hidden until it is revealed (8.7.3): no preview before.
  if (target && target.side !== role && !target.revealed) return null;
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const shooter = s.battle!.impulse?.unit;
  const r = next.battle?.rolls.find((x) => x.kind === 'fire' && x.shooter === shooter && x.target === a.target && !x.defensive);
  if (r?.kind !== 'fire') return null;
  const add = r.mods.reduce((t, m) => t + m.value, 0);
  const parts = r.mods.map((m) => `${signed(m.value)} ${fr ? fireFr(m.label) : m.label}`).join(' ');
  const who = target ? airName(target.id) : fr ? 'le ballon' : 'the balloon';
  return {
    lines: [{
      text: fr
        ? `Tir sur ${who} : 1D10 ${signed(add)} (${parts}) ; au-dessus du FD : désorganisé, au double : réduit`
        : `Fire at ${who}: 1D10 ${signed(add)} (${parts}); above the DF disrupts, twice the DF reduces`,
      rule: '8.7.9',
    }],
  };
}
