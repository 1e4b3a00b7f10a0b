// Issue 29.3: ca-arras-1940's combat box shows the values the roll used once rolled, and before the
// roll neither "AV 0 · DV 0" nor an empty "Dice:" (the prompt shows the values the roll will use).
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { caArras1940 as game } from '../../src/games/ca-arras-1940/game.ts';
import { CombatPanel, commonAside } from '../../src/web/kit/aside.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session } from '../../src/kernel/session.ts';

const panelOf = (view: any) =>
  (commonAside(view, { released: '15', bids: '17.1' }, () => 'result') as VNode<any>[]).find((n) => n.type === CombatPanel)!.props as {
    values: string | null;
    dice: string | null;
  };

describe('ca-arras-1940 combat box (issue 29.3)', () => {
  it('9.4.1: before the dice, no AV 0 · DV 0 and no Dice line; after them, the AV and DV the rules used', () => {
    const s = new Session(game, { scenario: 'historical' });
    const rng = new Rng(3);
    let before = 0;
    let after = 0;
    for (let i = 0; i < 3000 && !s.isOver() && (before < 3 || after < 3); i++) {
      const combat = (s.state as any).combat;
      if (combat) {
        const p = panelOf(game.view(s.state, 'allied'));
        if (combat.dice.length === 0) {
          before++;
          expect(p.values).toBeNull();
          expect(p.dice).toBeNull();
        } else {
          after++;
          expect(p.values).toBe(`AV ${combat.av}  ·  DV ${combat.dv}`);
          expect(p.dice).toBe(combat.dice.join(' '));
        }
      }
      if (s.rollIfDue()) continue;
      const role = s.toAct().find((r) => r !== CHANCE)!;
      const legal = game.legalActions(s.state, role);
      s.act(role, legal[rng.int(legal.length)]);
    }
    expect(before).toBeGreaterThanOrEqual(3);
    expect(after).toBeGreaterThanOrEqual(3);
  });
});
