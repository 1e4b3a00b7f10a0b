// Random play: whole games end with a result and no error; a game is its setup plus its journal (replay).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Action, CHANCE, type LogEntry, type Role } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game } from './helpers.ts';
import { PRINTED_RULE_NUMBERS } from './printed-rules.ts';

function play(seed: number, journal?: { role: Role; action: Action }[], log?: LogEntry[]) {
  const rng = new Rng(seed);
  const s = game.setup({});
  const out: { role: Role; action: Action }[] = [];
  for (let i = 0; ; i++) {
    const who = game.toAct(s);
    if (who.length === 0) break;
    let role: Role;
    let action: Action;
    if (journal) ({ role, action } = journal[i]);
    else {
      role = who[rng.int(who.length)];
      if (role === CHANCE) {
        const c = game.chance(s);
        action = { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) };
      } else {
        const legal = game.legalActions(s, role);
        expect(legal.length).toBeGreaterThan(0);
        action = legal[rng.int(legal.length)];
      }
    }
    out.push({ role, action });
    game.perform(s, role, action, log && ((e) => log.push(e)));
  }
  return { s, out };
}

/** The rulebook (README: ../shared/rules/ beside the checkout), looked for upwards from this file; null when absent. */
function rulebook(): string | null {
  for (let d = dirname(fileURLToPath(import.meta.url)); d !== dirname(d); d = dirname(d)) {
    const f = join(d, 'shared', 'rules', 'the-cruellest-month.en.txt');
    if (existsSync(f)) return f;
  }
  return null;
}

describe('random play', () => {
  it('4.0 13.3 random games end with a result; replaying the journal gives the same game', () => {
    for (const seed of [11, 12]) {
      const a = play(seed);
      expect(game.result(a.s)).not.toBeNull();
      const b = play(0, a.out);
      expect(JSON.stringify(b.s)).toBe(JSON.stringify(a.s));
    }
  }, 300_000);

  it('3.1.4 4.0 every log entry of a game names its rule (Module.Section.Case, as printed) and reads in English and French', () => {
    const log: LogEntry[] = [];
    play(13, undefined, log);
    expect(log.length).toBeGreaterThan(1000);
    const rules = new Set<string>();
    for (const e of log) {
      expect(e.rule, e.text).toBeTruthy();
      expect(e.texts?.fr, e.text).toBeTruthy();
      rules.add(String(e.rule).split('.')[0]);
    }
    // The strategic entries (Air Battle Board entries were already bilingual) are translated, not copied.
    const strategic = log.filter((e) => !/^8\.7|^8\.8|^15/.test(String(e.rule)));
    const same = strategic.filter((e) => e.texts!.fr === e.text);
    expect(same.length).toBeLessThan(strategic.length / 50);
    expect(rules.size).toBeGreaterThan(8);
    // 3.1.4: rules are numbered Module.Section.Case; every number a log entry cites is one the rulebook prints.
    const book = rulebook();
    if (book) {
      const fromBook = [
        ...new Set(
          readFileSync(book, 'utf8')
            .split('\n')
            .map((l) => /^(?:\s*\*\*)?(\d+(?:\.\d+)*)\s/.exec(l)?.[1])
            .filter((x): x is string => !!x),
        ),
      ];
      expect(fromBook).toEqual(PRINTED_RULE_NUMBERS); // the list kept in the repository is the rulebook's
    }
    const printed = new Set(PRINTED_RULE_NUMBERS);
    expect(printed.has('3.1.4')).toBe(true);
    const cited = new Set(log.map((e) => String(e.rule)));
    for (const r of cited) {
      expect(r, r).toMatch(/^\d+(\.\d+){0,2}$/); // Module, Section, Case (3.1.4)
      expect(printed.has(r), `rule ${r} cited by the log is not in the rulebook`).toBe(true);
    }
  }, 300_000);
});
