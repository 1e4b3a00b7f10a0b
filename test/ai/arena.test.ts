// arras arena and the balance mode of arras simulate.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/sim/stats.ts';
import { runCli } from '../cli/helpers.ts';

describe('arras arena', () => {
  it('--json prints one object: win rates per player and side with 95% intervals', async () => {
    const r = await runCli([
      'arena',
      '--game',
      'arras-postcard',
      '--a',
      'heuristic',
      '--b',
      'random',
      '--games',
      '4',
      '--seed',
      '2',
      '--threads',
      '1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out);
    expect(rep).toMatchObject({ game: 'arras-postcard', games: 4, players: { a: 'heuristic', b: 'random' }, errors: 0 });
    for (const who of ['a', 'b']) {
      expect(rep.results[who]).toEqual({
        games: 4,
        wins: expect.any(Number),
        draws: expect.any(Number),
        losses: expect.any(Number),
        winRate: expect.any(Number),
        ci95: [expect.any(Number), expect.any(Number)],
      });
      expect(Object.keys(rep.bySide[who]).sort()).toEqual(['allied', 'german']);
      expect(rep.bySide[who].allied.games + rep.bySide[who].german.games).toBe(4);
      expect(rep.results[who].ci95[0]).toBeLessThanOrEqual(rep.results[who].winRate);
      expect(rep.results[who].ci95[1]).toBeGreaterThanOrEqual(rep.results[who].winRate);
    }
    expect(rep.results.a.wins + rep.results.b.wins + rep.results.a.draws).toBe(4);
    expect(r.err).toMatch(/arena heuristic vs random \[#+\] 4\/4/);
  });

  it('prints a table without --json, and refuses an unknown player', async () => {
    const r = await runCli(['arena', '--game', 'arras-postcard', '--a', 'easy', '--b', 'normal', '--games', '2', '--threads', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/win rate \(95% CI\)/);
    expect(r.out).toMatch(/as allied/);
    const bad = await runCli(['arena', '--game', 'arras-postcard', '--a', 'wizard', '--b', 'random']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown player "wizard"/);
  });

  it('Wilson intervals', () => {
    const [lo, hi] = wilson(190, 200);
    expect(lo).toBeCloseTo(0.9102, 3);
    expect(hi).toBeCloseTo(0.9726, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('arras simulate --players (balance analysis)', () => {
  it('writes balance.json and a self-contained balance.html with Chart.js', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arras-balance-'));
    const r = await runCli(['simulate', '--game', 'ca-arras-1940', '--players', 'random', '--games', '3', '--threads', '1', '--out', dir, '--json']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out);
    expect(rep).toMatchObject({ game: 'ca-arras-1940', players: { allied: 'random', german: 'random' }, mainMetric: 'vp' });
    const s = rep.setups[0];
    expect(s.games).toBe(3);
    expect(Object.keys(s.winRate).sort()).toEqual(['allied', 'german']);
    expect(s.final.vp.n).toBe(3);
    expect(Object.keys(s.byTurn.vp)).toContain('1');
    expect(Object.values(s.victoryTypes).reduce((a: number, b) => a + (b as number), 0)).toBe(3);
    expect(JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8')).setups).toHaveLength(1);
    const html = readFileSync(join(dir, 'balance.html'), 'utf8');
    expect(html).toContain('<canvas id="win-0">');
    expect(html).toMatch(/Chart\.js v4/); // the UMD build is inlined: the report works offline
    expect(html).not.toMatch(/<script src=/);
  });

  it('--players by seat, and --sweep over scenarios and options', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arras-balance-'));
    const r = await runCli([
      'simulate',
      '--game',
      'arras-postcard',
      '--players',
      'allied=heuristic,german=random',
      '--games',
      '2',
      '--threads',
      '1',
      '--out',
      dir,
      '--sweep',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/allied heuristic vs german random/);
    expect(r.out).toMatch(/wins +allied/);
  });
});
