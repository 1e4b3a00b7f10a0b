// Issue 14: every decision of every game that has prompts is said in one sentence with its rule, in
// English and in French, at every step random games reach.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Session } from '../../src/kernel/session.ts';
import { Rng } from '../../src/kernel/rng.ts';

describe('prompts', () => {
  it.each(Object.keys(games).filter((id) => games[id].prompt))('%s: each decision of random games has a sentence and a rule in both languages', (id) => {
    const game = games[id];
    const seen = new Set<string>();
    for (let g = 0; g < 3; g++) {
      const s = new Session(game, {});
      const rng = new Rng(g + 1);
      for (let i = 0; i < 600 && !s.isOver(); i++) {
        if (s.rollIfDue()) continue;
        const role = s.toAct().find((r) => r !== CHANCE)!;
        const en = game.prompt!(s.state, role, 'en');
        const fr = game.prompt!(s.state, role, 'fr');
        const view = game.view(s.state, role) as { step?: string; phase?: string };
        const where = `${view.phase}/${view.step} (${JSON.stringify(game.legalActions(s.state, role)[0])})`;
        expect(en.rule, where).toBeTruthy();
        expect(fr.rule, where).toBe(en.rule);
        expect(en.text, where).not.toBe(fr.text);
        expect(en.text, where).not.toMatch(/^Choose your action/);
        seen.add(`${view.phase}/${view.step}`);
        const legal = game.legalActions(s.state, role);
        s.act(role, legal[rng.int(legal.length)]);
      }
    }
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('what a player needs to decide', () => {
  it.each(['ca-arras-1940', 'ca-arras-battles'])("%s: the setup groups' units are in the view and the picture, and shown before a group is placed", (id) => {
    const game = games[id];
    const s = new Session(game, {});
    s.rollIfDue();
    const role = s.toAct()[0];
    const view = game.view(s.state, role) as { setupGroups: Record<string, { group: string; units: string[] }[]> };
    const mine = view.setupGroups[role];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((g) => g.units.length > 0)).toBe(true);
    const place = game.legalActions(s.state, role).find((a) => a.type === 'place')!;
    const group = mine.find((g) => g.group === place.group)!;
    const p = game.preview!(s.state, role, place, 'en')!;
    for (const u of group.units) expect(p.lines[0].text).toContain(u);
    expect(game.render!(s.state, role, 'en')).toContain(group.units[0]);
  });

  it.each(['ca-arras-1940', 'ca-arras-battles'])(
    '%s: before an attack is resolved (or its lead chosen), its Attack and Defense Values with their modifiers and rules',
    (id) => {
      const game = games[id];
      let found = 0;
      for (let g = 0; g < 4 && found < 3; g++) {
        const s = new Session(game, {});
        const rng = new Rng(10 + g);
        for (let i = 0; i < 800 && !s.isOver() && found < 3; i++) {
          if (s.rollIfDue()) continue;
          const role = s.toAct().find((r) => r !== CHANCE)!;
          const legal = game.legalActions(s.state, role);
          const resolve = legal.find((a) => a.type === 'resolve' || a.type === 'spearhead');
          if (resolve) {
            const p = game.preview!(s.state, role, resolve, 'en');
            if (p) {
              found++;
              expect(p.lines).toHaveLength(2);
              expect(p.lines[0].text).toMatch(/^Attack Value \d+ = \d+ /);
              expect(p.lines[1].text).toMatch(/^Defense Value \d+ = \d+ .*TEM/);
              expect(p.lines.every((l) => l.rule)).toBe(true);
              expect(game.preview!(s.state, role, resolve, 'fr')!.lines[0].text).toMatch(/^Valeur d’[Aa]ttaque/);
            }
          }
          s.act(role, legal[rng.int(legal.length)]);
        }
      }
      expect(found).toBeGreaterThan(0);
    },
  );
});
