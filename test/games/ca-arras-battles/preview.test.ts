// See before you commit (issue 29): the preview of the action that brings the dice of an assault or a
// bombardment names the Attack and Defense Values the Combat Resolution then uses. Checked against
// the values the rules stored in the combat once the action was played, over seeded random games.
import { describe, expect, it } from 'vitest';
import { caArrasBattles as game } from '../../../src/games/ca-arras-battles/game.ts';
import type { BattlesState as ArrasState } from '../../../src/games/ca-arras-battles/state.ts';
import { CHANCE } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { Session } from '../../../src/kernel/session.ts';

const valueOf = (text: string) => Number(/Value (\d+)/.exec(text)![1]);

describe('ca-arras-battles preview (issue 29: see before you commit)', () => {
  it('6.2, 6.3, 7.2: the previewed AV and DV are those of the Combat Resolution that follows, over seeded games', () => {
    const seen = { combat: 0, bombard: 0 };
    for (let g = 0; g < 6; g++) {
      const s = new Session(game, {});
      const rng = new Rng(40 + g);
      for (let i = 0; i < 1500 && !s.isOver(); i++) {
        if (s.rollIfDue()) continue;
        const role = s.toAct().find((r) => r !== CHANCE)!;
        const legal = game.legalActions(s.state, role);
        // Lean towards the actions that commit an attack or a bombardment, so that many are seen.
        const commits = legal.filter((a) => ['attack', 'resolve', 'spearhead', 'advanced', 'support', 'no-support', 'bombard'].includes(a.type));
        const a = commits.length && rng.int(2) === 0 ? commits[rng.int(commits.length)] : legal[rng.int(legal.length)];
        const before = structuredClone(s.state) as ArrasState;
        const p = game.preview!(before, role, a, 'en');
        s.act(role, a);
        const st = s.state as ArrasState;
        const rolled = st.step.k === 'roll' && (st.step.purpose === 'combat' || st.step.purpose === 'bombard') && st.combat;
        if (!rolled) continue;
        // The dice are due: the preview gave the values the rules then computed.
        expect(p, JSON.stringify(a)).not.toBeNull();
        expect(valueOf(p!.lines[0].text)).toBe(st.combat!.av);
        expect(valueOf(p!.lines[1].text)).toBe(st.combat!.dv);
        expect(p!.lines.every((l) => l.rule)).toBe(true);
        seen[st.step.k === 'roll' ? (st.step.purpose as 'combat' | 'bombard') : 'combat']++;
      }
    }
    expect(seen.combat).toBeGreaterThan(3);
    expect(seen.bombard).toBeGreaterThan(3);
  });
});
