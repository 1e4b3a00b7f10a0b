// The Cruellest Month in French: every action type the code can list has a French description and a French
// refusal, every dice prompt a French label; action texts name aircraft as their counters do (squadron or
// Jasta and type), never by the engine's counter ids. The action types are read from the code (every
// `type: '...'` the strategic engine and the Air Battle Board build), not pinned here.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Action, CHANCE } from '../../../src/kernel/game.ts';
import { AIR_BY_ID, GROUND_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import { game, newGame, playVisiting, type State } from './helpers.ts';

const src = (p: string) => readFileSync(fileURLToPath(new URL(`../../../src/games/cruellest-month/${p}`, import.meta.url)), 'utf8');
const typesIn = (text: string) => [...new Set([...text.matchAll(/type: '([a-z][a-z-]*)'/g)].map((m) => m[1]))].sort();
const STRATEGIC = typesIn(
  ['steps.ts', ...readdirSync(fileURLToPath(new URL('../../../src/games/cruellest-month/rules', import.meta.url))).map((f) => `rules/${f}`)]
    .map(src)
    .join('\n'),
);
const BATTLE = typesIn(src('air-battle/battle.ts'));

const AIR_IDS = Object.keys(AIR_BY_ID);
const GROUND_IDS = Object.keys(GROUND_BY_ID);
/** A counter id standing alone in a text (not part of a longer word). */
const rawId = (text: string) => [...AIR_IDS, ...GROUND_IDS].find((id) => new RegExp(`(^|[^\\w-])${id.replace(/[-]/g, '\\-')}($|[^\\w-])`).test(text));

/** An action of type `type` with every field any action type reads, naming real counters of the game (an Air Battle
 * Board action's target is the unit itself: only its text matters here). */
function sample(type: string, unit: string, ground: [string, string]): Action {
  return {
    type,
    unit,
    attacker: ground[0],
    defender: ground[1],
    target: type.startsWith('ab-') ? unit : `unit:${ground[1]}`,
    task: 'bombing',
    hex: '2208',
    to: 'ae-bruay',
    base: 'ae-bruay',
    area: 'douai',
    altitude: 'low',
    asp: 2,
    tsp: 1,
    seq: 1,
    facing: 0,
    dir: 'left',
    guns: 'forward',
    index: 0,
    move: 'up',
    climb: 1,
  };
}

describe('The Cruellest Month in French', () => {
  it('the action types are read from the code: the strategic engine (8.1, 9.2, 14.0) and the Air Battle Board (8.7)', () => {
    expect(STRATEGIC).toEqual(expect.arrayContaining(['mission', 'add', 'launch', 'move', 'attack', 'deploy']));
    expect(BATTLE).toEqual(expect.arrayContaining(['ab-sequence', 'ab-place', 'ab-fire', 'ab-turn']));
    expect(STRATEGIC.some((t) => t.startsWith('ab-'))).toBe(false);
  });

  it('4.0 8.7 every action type has an English and a French description; aircraft are named by squadron or Jasta and type, never by counter id', () => {
    let battle: State | null = null;
    playVisiting(
      11,
      (s) => {
        if (s.battle?.units.length && !battle) battle = structuredClone(s);
      },
      () => battle !== null,
    );
    expect(battle, 'a random game reaches an air battle').not.toBeNull();
    const b = battle as unknown as State;
    const airId = b.battle!.units[0].id;
    const ground: [string, string] = [GROUND_IDS.find((g) => GROUND_BY_ID[g].side === 'allied')!, GROUND_IDS.find((g) => GROUND_BY_ID[g].side === 'german')!];
    for (const type of [...STRATEGIC, ...BATTLE]) {
      const a = sample(type, airId, ground);
      const en = game.describeAction(b, 'allied', a, 'en');
      const fr = game.describeAction(b, 'allied', a, 'fr');
      expect(en, type).not.toBe(type);
      expect(fr, `${type}: French description`).not.toBe(en);
      expect(fr.length, type).toBeGreaterThan(3);
      expect(rawId(en), `${type}: "${en}"`).toBeUndefined();
      expect(rawId(fr), `${type}: "${fr}"`).toBeUndefined();
    }
    // The example of issue 16: "a-2: sequence 1, low altitude" now names the counter.
    const seq = game.describeAction(b, 'allied', { type: 'ab-sequence', unit: airId, seq: 1, altitude: 'low' }, 'en');
    expect(seq).toContain(AIR_BY_ID[airId].name);
  });

  it('4.0 8.7 every action type has a French refusal naming its rule, in every phase of random play', () => {
    const refused = new Set<string>();
    let visits = 0;
    for (const seed of [21, 22]) {
      let steps = 0;
      playVisiting(
        seed,
        (s, role) => {
          steps++;
          if (role === CHANCE || (steps % 40 !== 0 && !(s.battle && steps % 5 === 0))) return;
          visits++;
          const own = Object.keys(AIR_BY_ID).find((id) => AIR_BY_ID[id].side === role)!;
          const types = s.battle ? BATTLE : STRATEGIC;
          // A bogus unit makes every action carrying a unit illegal; the others are refused when not listed now.
          const legalKeys = new Set(game.legalActions(s, role).map((x) => JSON.stringify(x)));
          for (const type of types) {
            const a = sample(type, s.battle ? 'no-such-unit' : own, ['no-such-division', 'no-such-division']);
            if (legalKeys.has(JSON.stringify(a))) continue;
            const why = game.explainIllegal!(s, role, a);
            expect(why.rule, `${type} at ${s.step}`).toMatch(/^\d+(\.\d+)*$/);
            expect(why.texts?.fr, `${type} at ${s.step}: "${why.message}"`).toBeTruthy();
            expect(why.texts!.fr, `${type}: French refusal`).not.toBe(why.message);
            refused.add(type);
          }
        },
        () => false,
      );
    }
    expect(visits).toBeGreaterThan(50);
    for (const type of [...STRATEGIC, ...BATTLE]) expect(refused.has(type), `${type} was refused in French at least once`).toBe(true);
  });

  it('5.0 8.7.9 every dice prompt has a French label and names its rule', () => {
    const rules = new Set<string>();
    playVisiting(
      31,
      (s, role) => {
        if (role !== CHANCE) return;
        const c = game.chance(s);
        expect(c.rule, c.label).toBeTruthy();
        expect(c.texts?.fr, c.label).toBeTruthy();
        expect(c.texts!.fr, c.label).not.toBe(c.label);
        expect(rawId(c.label), c.label).toBeUndefined();
        rules.add(c.rule!);
      },
      () => false,
    );
    // The strategic rolls and the Air Battle Board's both met.
    expect([...rules]).toEqual(expect.arrayContaining(['5.0', '7.5', '8.7.9', '11.1']));
  });

  it('6.1 8.1.6 the terminal picture in French and English names units as their counters do, and shows a mission only as far as the side may know it', () => {
    let at: State | null = null;
    playVisiting(
      41,
      (s) => {
        if (!at && s.mission && s.mission.units.length && !s.mission.launched) at = structuredClone(s);
      },
      () => at !== null,
    );
    const s = at as unknown as State;
    const m = s.mission!;
    const mine = game.render!(s, m.side, 'fr');
    const theirs = game.render!(s, m.side === 'allied' ? 'german' : 'allied', 'fr');
    const en = game.render!(s, m.side, 'en');
    expect(mine).toContain('Aérodromes :');
    expect(en).toContain('Airbases:');
    for (const text of [mine, theirs, en]) expect(rawId(text), text).toBeUndefined();
    // 8.1.6 note: the composition is the owner's; the other side sees only that a mission is being prepared.
    const unit = AIR_BY_ID[m.units[0]].name;
    expect(mine).toContain(unit);
    expect(theirs).toContain('en préparation');
    expect(theirs.split('\n').find((l) => l.startsWith('Mission'))).not.toContain(unit);
  });

  it('13.3 the result is given in French', () => {
    const s = newGame();
    s.over = true;
    s.finalMargin = 12;
    const r = game.result(s)!;
    expect(r.winner).toBe('german');
    expect(r.texts?.fr).toContain('12');
  });
});
