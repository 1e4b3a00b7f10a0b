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
