// arras list / validate / simulate, with the kernel's fixture game (dice-race) registered.
import { describe, expect, it } from 'vitest';
import { registerGame } from '../../src/games/index.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { runCli, spawnBin, spawnFixtureCli } from './helpers.ts';

registerGame(diceRace);
// A variant whose data checks find problems, for validate's exit status.
registerGame({ ...diceRace, id: 'broken-race', title: 'Broken race', validateData: () => ['area 7 has no TEM (rule 7.1)'] });

describe('arras list', () => {
  it('lists games with sides, scenarios and options', async () => {
    const r = await runCli(['list']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('dice-race - Dice race (kernel fixture)');
    expect(r.out).toContain('sides: a, b');
    expect(r.out).toContain('standard - Standard');
    expect(r.out).toContain('target - Score to reach (number 5..30, default 10)');
  });

  it('shows the rule number of an option', async () => {
    registerGame({ ...diceRace, id: 'ruled-race', options: [{ id: 'bids', label: 'Side bids', rule: '17.1', kind: 'flag', default: false }] });
    const r = await runCli(['list']);
    expect(r.out).toContain('bids - [17.1] Side bids (on/off, default off)');
  });

  it('refuses unknown commands and flags with status 2', async () => {
    expect((await runCli(['fly'])).code).toBe(2);
    const r = await runCli(['list', '--colour', 'red']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown flag --colour');
  });
});

describe('arras validate', () => {
  it('exits 0 when a game has no problem', async () => {
    const r = await runCli(['validate', 'dice-race']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('dice-race: ok');
  });

  it('prints the problems and exits 1 when any game has one', async () => {
    const one = await runCli(['validate', 'broken-race']);
    expect(one.code).toBe(1);
    expect(one.out).toContain('broken-race: 1 problem');
    expect(one.out).toContain('- area 7 has no TEM (rule 7.1)');
    const all = await runCli(['validate']);
    expect(all.code).toBe(1);
    expect(all.out).toContain('dice-race: ok');
  });

  it('finds a game whose setup fails', async () => {
    registerGame({
      ...diceRace,
      id: 'no-setup',
      setup: () => {
        throw new Error('no map');
      },
    });
    const r = await runCli(['validate', 'no-setup']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('scenario standard: setup fails: no map');
  });

  it('exits 2 for an unknown game', async () => {
    const r = await runCli(['validate', 'chess']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown game "chess"');
  });

  it('gives the exit status to the shell (child process)', () => {
    expect(spawnFixtureCli(['validate', 'dice-race']).code).toBe(0);
    const r = spawnFixtureCli(['validate', 'chess']);
    expect(r.code).toBe(2);
  });
});

describe('arras simulate', () => {
  it('plays N games and accounts for every one', async () => {
    const r = await runCli(['simulate', '--game', 'dice-race', '--games', '300', '--seed', '7', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'dice-race', scenario: 'standard', seed: 7, games: 300, errors: 0, options: { target: 10 } });
    expect(s.wins.a + s.wins.b + s.draws).toBe(300);
    expect(s.kinds).toEqual({ score: 300 });
    expect(s.actions.average).toBeGreaterThanOrEqual(4); // two bids and two stops at least
    expect(s.actions.total).toBe(Math.round(s.actions.average * 300));
    for (const k of ['elapsedMs', 'gamesPerSecond', 'actionsPerSecond', 'stepsPerSecond']) expect(typeof s[k]).toBe('number');
    expect(s.errorSamples).toEqual([]);
  });

  it('is reproducible from its seed', async () => {
    const strip = (o: any) => ({ ...o, elapsedMs: 0, gamesPerSecond: 0, actionsPerSecond: 0, stepsPerSecond: 0 });
    const a = JSON.parse((await runCli(['simulate', '--game', 'dice-race', '--games', '50', '--seed', '3', '--json'])).out);
    const b = JSON.parse((await runCli(['simulate', '--game', 'dice-race', '--games', '50', '--seed', '3', '--json'])).out);
    const c = JSON.parse((await runCli(['simulate', '--game', 'dice-race', '--games', '50', '--seed', '4', '--json'])).out);
    expect(strip(a)).toEqual(strip(b));
    expect(strip(a)).not.toEqual(strip(c));
  });

  it('prints a readable summary', async () => {
    const r = await runCli(['simulate', '--game', 'dice-race', '--games', '20', '--seed', '1', '--option', 'target=12']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/games played\s+20/);
    expect(r.out).toMatch(/wins\s+a \d+ \(.*%\), b \d+ \(.*%\), draw \d+/);
    expect(r.out).toMatch(/actions per game\s+[\d.]+ average/);
    expect(r.out).toMatch(/errors\s+0/);
    expect(r.out).toMatch(/games\/s, [\d,.]+ actions\/s/);
    expect(r.out).toContain('options target=12');
  });

  it('counts dead ends, exceptions and endless games as errors and exits 1', async () => {
    registerGame({ ...diceRace, id: 'dead-end-race', legalActions: (s, role) => (s.phase === 'play' ? [] : diceRace.legalActions(s, role)) });
    const dead = await runCli(['simulate', '--game', 'dead-end-race', '--games', '10', '--seed', '1', '--json']);
    expect(dead.code).toBe(1);
    const d = JSON.parse(dead.out);
    expect(d.errors).toBe(10);
    expect(d.errorKinds).toEqual({ 'dead-end': 10 });
    expect(d.errorSamples[0]).toMatchObject({ kind: 'dead-end', step: 2, game: 0 });

    registerGame({
      ...diceRace,
      id: 'throwing-race',
      perform: (s, role, a, log) => {
        if (a.type === 'stop') throw new Error('boom');
        diceRace.perform(s, role, a, log);
      },
    });
    const thrown = JSON.parse((await runCli(['simulate', '--game', 'throwing-race', '--games', '20', '--seed', '1', '--json'])).out);
    expect(thrown.errorKinds.exception).toBeGreaterThan(0);
    expect(thrown.errorSamples[0].message).toContain('boom');
    expect(thrown.errorSamples[0].action).toEqual({ type: 'stop' });

    const capped = JSON.parse((await runCli(['simulate', '--game', 'dice-race', '--games', '50', '--seed', '1', '--max-steps', '6', '--json'])).out);
    expect(capped.errorKinds['step-cap']).toBeGreaterThan(0);
    expect(capped.wins.a + capped.wins.b + capped.draws + capped.errors).toBe(50);
  });

  it('refuses bad options', async () => {
    const r = await runCli(['simulate', '--game', 'dice-race', '--option', 'speed=3']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown option "speed" for dice-race; options: target');
    expect((await runCli(['simulate', '--game', 'dice-race', '--option', 'target=99'])).err).toContain('between 5 and 30');
    expect((await runCli(['simulate', '--game', 'dice-race', '--games', 'many'])).code).toBe(2);
  });
});

describe('bin/arras.js', () => {
  it('runs the TypeScript sources through tsx', () => {
    const r = spawnBin(['list']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(spawnBin(['help']).out).toContain('arras simulate --game GAME');
  });
});
