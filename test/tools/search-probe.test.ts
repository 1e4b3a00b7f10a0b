import { describe, expect, it } from 'vitest';
import { agreement, probe, type ProbeDecision } from '../../tools/search-probe.ts';

const decision = (picksBySpec: number[][]): ProbeDecision => ({
  decision: 1,
  role: 'allied',
  legal: 5,
  bySpec: picksBySpec.map((picks) => ({ picks, topVisits: 0, candidates: 5, best: 0, worst: 0 })),
});

describe('the search probe (issue 32, item 4: a screen before an arena)', () => {
  it('counts a decision as agreed only where all three seeds chose alike, and compares seed by seed with the first spec', () => {
    const ds = [
      decision([
        [1, 1, 1],
        [1, 2, 1],
      ]),
      decision([
        [0, 0, 3],
        [0, 0, 3],
      ]),
    ];
    expect(agreement(ds, 0)).toEqual({ seeds: 0.5, first: 1 });
    // The second spec: seeds alike in neither decision; the first spec's choice at 2 of 3, then 3 of 3.
    expect(agreement(ds, 1).seeds).toBe(0);
    expect(agreement(ds, 1).first).toBeCloseTo((2 / 3 + 1) / 2, 10);
  });

  it('samples decisions of a played game and reports choices among their legal actions', () => {
    const ds = probe('arras-postcard', ['search:10', 'search:20'], 30, 7);
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) {
      expect(d.legal).toBeGreaterThanOrEqual(3);
      for (const c of d.bySpec) {
        expect(c.picks).toHaveLength(3);
        for (const p of c.picks) expect(p >= 0 && p < d.legal).toBe(true);
        expect(c.best).toBeGreaterThanOrEqual(c.worst);
      }
    }
  });
});
