// Data for fitted evaluations (tools/fit/fit-data.ts): played games written as JSON lines, read back as
// labelled positions.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ViewRecorder, loadPositions, recordGames, toolArgs } from '../../tools/fit/fit-data.ts';
import { randomPlayer } from '../../src/players/random.ts';

const dir = mkdtempSync(join(tmpdir(), 'fit-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fit data', () => {
  it('records every third position (observation) of each player, with the winner, and reads them back as labelled positions', async () => {
    const out = join(dir, 'games.jsonl');
    const kept: number[] = [];
    recordGames({
      gameId: 'arras-postcard',
      config: {},
      from: 1,
      to: 3,
      out,
      names: { allied: 'random', german: 'random' },
      players: (views) => {
        kept.push(0);
        return { allied: new ViewRecorder(randomPlayer, views, 3, undefined, (o) => o), german: new ViewRecorder(randomPlayer, views, 3, undefined, (o) => o) };
      },
    });
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seed: number; winner: string; views: { turn: number }[] });
    expect(lines.map((l) => l.seed)).toEqual([1, 2, 3]);
    expect(kept.length).toBe(3);
    for (const l of lines) {
      expect(['allied', 'german']).toContain(l.winner);
      expect(l.views.length).toBeGreaterThan(0);
    }
    const p = await loadPositions<{ turn: number }>(
      [out],
      (v) => [v.turn],
      (w) => w === 'german',
    );
    expect(p.games).toBe(3);
    expect(p.X.length).toBe(lines.reduce((n, l) => n + l.views.length, 0));
    expect(p.positives).toBe(lines.filter((l) => l.winner === 'german').length);
    let i = 0;
    for (const l of lines)
      for (const v of l.views) {
        expect(p.X[i]).toEqual([v.turn]);
        expect(p.y[i]).toBe(l.winner === 'german' ? 1 : 0);
        expect(p.group[i]).toBe(l.seed);
        i++;
      }
  });

  it('reads a tool command line: the command, flags with defaults, and a clear error for a missing flag', () => {
    const a = toolArgs(['generate', '--seeds', '1-9', '--out', 'x.jsonl']);
    expect(a.cmd).toBe('generate');
    expect(a.flag('seeds')).toBe('1-9');
    expect(a.flag('german', 'hand')).toBe('hand');
    expect(() => a.flag('missing')).toThrow(/missing --missing/);
  });
});
