// See before you commit (issue 29): in the two area-impulse games, the preview of the action that
// brings the dice of an assault or a bombardment names the Attack and Defense Values the Combat
// Resolution then uses. Checked against the values the rules stored in the combat once the action
// was played, over seeded random games.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session } from '../../src/kernel/session.ts';

const valueIn = (text: string) => Number(/Value (\d+)/.exec(text)![1]);

const CASES = [
  {
    id: 'ca-arras-1940',
    rules: '9.4.2, 9.4.3, 10.3, 10.4',
    config: { scenario: 'historical' },
    commits: ['attack', 'resolve', 'lead', 'bombard', 'air', 'support', 'no-support', 'primary'],
    purposes: ['combat', 'bombardment'],
  },
  {
    id: 'ca-arras-battles',
    rules: '6.2, 6.3, 7.2',
    config: {},
    commits: ['attack', 'resolve', 'spearhead', 'advanced', 'support', 'no-support', 'bombard'],
    purposes: ['combat', 'bombard'],
  },
];

describe('area-impulse previews (issue 29: see before you commit)', () => {
  it.each(CASES)(
    '$id $rules: the previewed AV and DV are those of the Combat Resolution that follows, over seeded games',
    ({ id, config, commits, purposes }) => {
      const game = games[id];
      const seen: Record<string, number> = Object.fromEntries(purposes.map((p) => [p, 0]));
      for (let g = 0; g < 6; g++) {
        const s = new Session(game, config);
        const rng = new Rng(40 + g);
        for (let i = 0; i < 1500 && !s.isOver(); i++) {
          if (s.rollIfDue()) continue;
          const role = s.toAct().find((r) => r !== CHANCE)!;
          const legal = game.legalActions(s.state, role);
          // Lean towards the actions that commit an attack or a bombardment, so that many are seen.
          const mine = legal.filter((a) => commits.includes(a.type));
          const a = mine.length && rng.int(2) === 0 ? mine[rng.int(mine.length)] : legal[rng.int(legal.length)];
          const p = game.preview!(structuredClone(s.state), role, a, 'en');
          s.act(role, a);
          const st = s.state as { step: { k: string; purpose?: string }; combat: { av: number; dv: number } | null };
          if (st.step.k !== 'roll' || !purposes.includes(st.step.purpose!) || !st.combat) continue;
          // The dice are due (an attack, a bombardment, or a reroll of either): the preview gave the values the rules then computed.
          expect(p, JSON.stringify(a)).not.toBeNull();
          expect(valueIn(p!.lines[0].text)).toBe(st.combat.av);
          expect(valueIn(p!.lines[1].text)).toBe(st.combat.dv);
          expect(p!.lines.every((l) => l.rule)).toBe(true);
          seen[st.step.purpose!]++;
        }
      }
      for (const p of purposes) expect(seen[p], p).toBeGreaterThan(3);
    },
  );
});
