// The expert level (issue 32, item 4): the search with settings of its own (LEVEL_PLAYERS.expert), and
// what each of them does, on a small game whose values saturate as a lopsided position's do.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/kernel/rng.ts';
import { createPlayer, decide, parseSearchBudget, SearchPlayer, searchSpec } from '../../src/players/index.ts';
import { type ComputerLevelPlayer, LEVEL_PLAYERS } from '../../src/players/player.ts';
import { pickGameNamed, registerPickKnowledge } from './pick-game.ts';

/** One decision: `a` picks one of six; its value for `a` is a thousandth per step (a lost position). */
const pickGame = pickGameNamed('saturated-pick');

// The value of pick n is 0.001 × (n + 1) for `a`: pick 5 is the best, by thousandths.
registerPickKnowledge(pickGame, 0.001);

/** The root's visits per pick after a search of `player` on the saturated pick. */
function visits(player: SearchPlayer): number[] {
  const s = pickGame.setup({});
  decide(player, pickGame, s, 'a', pickGame.legalActions(s, 'a'), new Rng(3));
  const v: number[] = [];
  for (const r of player.lastStats!.root) v[r.action.n as number] = r.visits;
  return v;
}

describe('expert level (issue 32, item 4)', () => {
  it("createPlayer('expert') and createPlayer('hard') search a game that declares no levels with LEVEL_PLAYERS' settings, values not normalized", () => {
    const expert = (createPlayer('expert') as ComputerLevelPlayer).in(pickGame) as SearchPlayer;
    expect(expert).toBeInstanceOf(SearchPlayer);
    const { player: _, ...budget } = LEVEL_PLAYERS.expert;
    expect(expert.opts).toMatchObject({ ...budget, normalize: false });
    const hard = (createPlayer('hard') as ComputerLevelPlayer).in(pickGame) as SearchPlayer;
    expect(hard.opts).toMatchObject({ iterations: 400, ms: 950, c: 0.7, normalize: false, maxDepth: 12, rolloutDepth: 0 });
  });

  it('search names carry the logit setting: logit', () => {
    const p = createPlayer('search:1600:c1:logit') as SearchPlayer;
    expect(p.opts).toMatchObject({ iterations: 1600, c: 1, logit: true, normalize: false });
    expect(searchSpec({ iterations: 1600, c: 1, logit: true })).toBe('search:1600:c1:logit');
    expect(((createPlayer('hard') as ComputerLevelPlayer).in(pickGame) as SearchPlayer).opts.logit).toBe(false);
  });

  it('search names carry the settings: cX, dN, rN and norm', () => {
    const p = createPlayer('search:300:c0.25:d20:r2:norm') as SearchPlayer;
    expect(p.opts).toMatchObject({ iterations: 300, c: 0.25, maxDepth: 20, rolloutDepth: 2, normalize: true });
    expect(() => createPlayer('search:300:q1')).toThrow(/bad search budget/);
    // searchSpec names the settings back (the arenas' names of the levels, tools/levels.ts).
    const screened = { iterations: 1600, c: 1, normalize: true, ms: 4000 };
    expect(searchSpec(screened)).toBe('search:1600:c1:norm:4000ms');
    expect(parseSearchBudget(searchSpec(screened))).toEqual(screened);
    expect(searchSpec({ iterations: 400, ms: 950 })).toBe('search:400:950ms');
  });

  it('values normalized per node find a move better by thousandths: most visits to it, where the plain [0, 1] scale spreads them evenly', () => {
    const plain = visits(new SearchPlayer({ iterations: 600, ms: 1e9 }));
    const norm = visits(new SearchPlayer({ iterations: 600, ms: 1e9, normalize: true }));
    // Plain UCB1 with c = 0.7: exploration dwarfs differences of 0.001, every pick gets about a sixth.
    expect(Math.max(...plain) - Math.min(...plain)).toBeLessThanOrEqual(10);
    // Normalized: the best pick (5) gets most of the visits, and the order of visits follows the values.
    expect(norm[5]).toBeGreaterThan(300);
    for (let n = 1; n < 6; n++) expect(norm[n]).toBeGreaterThanOrEqual(norm[n - 1]);
  });

  it('values backed up as logits find a move better by thousandths near 0: most visits to it, its value read back as a chance', () => {
    const player = new SearchPlayer({ iterations: 600, ms: 1e9, c: 1, logit: true });
    const v = visits(player);
    // On the logit scale 0.006 against 0.001 is 1.8 apart: the best pick (5) gets most of the visits, in the values' order.
    expect(v[5]).toBeGreaterThan(400);
    for (let n = 1; n < 6; n++) expect(v[n]).toBeGreaterThan(v[n - 1]);
    // The root's values are chances (sigmoid of the mean logit), not logits.
    const best = player.lastStats!.root.find((r) => r.action.n === 5)!;
    expect(best.value).toBeCloseTo(0.006, 6);
  });
});
