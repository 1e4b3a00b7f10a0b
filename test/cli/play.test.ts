// arras play and arras replay driven through piped standard input, with the fixture game (dice-race:
// secret bids, then turns of roll / stop / note; `note` is undoable, a roll is not).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerGame } from '../../src/games/index.ts';
import { type Player, registerPlayer } from '../../src/players/player.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { runCli, spawnFixtureCli } from './helpers.ts';

registerGame(diceRace);
const dir = mkdtempSync(join(tmpdir(), 'arras-cli-'));
const lines = (...l: string[]) => l.join('\n') + '\n';

describe('arras play (piped stdin, child process)', () => {
  it('plays, refuses bad input clearly, undoes, saves; a loaded game finishes and replays', () => {
    const first = join(dir, 'first.json');
    const r = spawnFixtureCli(
      ['play', 'dice-race', '--seed', '4'],
      lines('2', '9', 'hello', '{"type":"bid","amount":7}', '{"type":', '2', '3', 'undo', 'undo', `save ${first}`, 'quit'),
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seats: a human, b human; dice seeded');
    expect(r.out).toContain('a, choose an action:\n    1. {"type":"bid","amount":0}');
    // Hot seat: a secret bid is not shown on the common screen.
    expect(r.out).toContain('a> 2\na: has chosen (secret until revealed)');
    expect(r.out).not.toMatch(/^[ab]: \{"type":"bid"/m);
    expect(r.out).toContain('b> 9\nNo action 9: choose a number from 1 to 4 (or type help).');
    expect(r.out).toContain('Unknown command "hello"');
    expect(r.out).toContain('Refused: action {"amount":7,"type":"bid"} is not legal now');
    expect(r.out).toContain('Not valid JSON');
    expect(r.out).toContain('[R1] bids revealed: a 1, b 1');
    expect(r.out).toContain('a: {"type":"note"}');
    expect(r.out).toContain('Undone: back to step 2.');
    expect(r.out).toContain('Nothing to undo: undo never crosses a die roll');
    expect(r.out).toContain(`Saved 2 actions to ${first}.`);
    // Hot seat: b's screen does not show a's secret bid.
    const bScreen = r.out.slice(r.out.indexOf('step 1 · b to act'), r.out.indexOf('b> 9'));
    expect(bScreen).toContain('"a": "hidden"');
    expect(bScreen).not.toContain('a bids');
    const save = JSON.parse(readFileSync(first, 'utf8'));
    expect(save).toMatchObject({ format: 'arras-save', game: 'dice-race', journal: [{ role: 'a' }, { role: 'b' }] });
    expect(save.rng).toHaveLength(4);

    // Load it, let b be a computer player, stop at once with a: b plays on alone to the end.
    const second = join(dir, 'second.json');
    const l = spawnFixtureCli(['play', '--load', first, '--b', 'random'], lines('2', `save ${second}`, 'quit'));
    expect(l.err).toBe('');
    expect(l.code).toBe(0);
    expect(l.out).toContain('Seats: a human, b random');
    expect(l.out).toContain('Loaded a game at step 2.');
    expect(l.out).toContain('a: {"type":"stop"}');
    expect(l.out).not.toContain('has chosen'); // no simultaneous decision after the bids
    expect(l.out).toMatch(/b \(random\): \{"type":"(roll|stop|note)"\}/);
    expect(l.out).toMatch(/Game over: (a wins|b wins|draw) \(score\)/);
    const full = JSON.parse(readFileSync(second, 'utf8'));
    expect(full.journal.slice(0, 2)).toEqual(save.journal);

    // Replay (piped: every step is printed).
    const rp = spawnFixtureCli(['replay', second]);
    expect(rp.code).toBe(0);
    expect(rp.out).toContain(`Replay of Dice race (kernel fixture) (dice-race), ${full.journal.length} steps, seen by observer.`);
    expect(rp.out.match(/^──── step \d+\//gm)).toHaveLength(full.journal.length + 1);
    expect(rp.out).toContain(`──── step ${full.journal.length}/${full.journal.length}`);
    expect(rp.out).toMatch(/Game over: (a wins|b wins|draw) \(score\)/);
  });
});

describe('arras play (in process)', () => {
  it('a loaded game rolls on the saved dice sequence', async () => {
    const half = join(dir, 'half.json');
    // a bids 1, b bids 0: a plays first; roll, (b) roll, (a) roll.
    const straight = await runCli(['play', 'dice-race', '--seed', '11'], lines('2', '1', '1', '1', '1', 'quit'));
    await runCli(['play', 'dice-race', '--seed', '11'], lines('2', '1', '1', `save ${half}`, 'quit'));
    const resumed = await runCli(['play', '--load', half], lines('1', '1', 'quit'));
    const dice = (s: string) => s.match(/^Dice: dice \d/gm);
    expect(dice(straight.out)).toHaveLength(3);
    expect([...dice(straight.out)!.slice(0, 1), ...dice(resumed.out)!]).toEqual(dice(straight.out));
  });

  it('takes typed dice with --dice manual and refuses impossible ones', async () => {
    const r = await runCli(['play', 'dice-race', '--dice', 'manual'], lines('1', '1', '1', '7', '1 2', 'six', '5', 'log', 'quit'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seats: a human, b human; dice manual');
    expect(r.out).toContain('Roll 1d6 for roll (rule R2): type the die.');
    expect(r.out).toContain('dice> 7\nRefused: a die shows 1-6, not 7 (roll) (rule R2)');
    expect(r.out).toContain('Refused: expected 1 dice for roll, got 2');
    expect(r.out).toContain('Type the 1 die (numbers 1-6)');
    expect(r.out).toContain('Dice: dice 5 (roll, rule R2)\n  [R2] a rolls 5');
  });

  it('lets computer seats play a whole game without input', async () => {
    const r = await runCli(['play', 'dice-race', '--a', 'random', '--b', 'random', '--seed', '5']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('a (random): has chosen (secret until revealed)');
    expect(r.out).toMatch(/Game over: /);
    expect(r.out).not.toContain('> ');
  });

  it("gives a computer player its own seat's observation only (R1: the other bid hidden)", async () => {
    const views: { role: string; view: any }[] = [];
    const spy: Player = {
      name: 'spy',
      observes: true,
      choose: (_g, view, role, legal) => (views.push({ role, view }), legal.find((a) => a.type === 'stop') ?? legal[legal.length - 1]),
    };
    registerPlayer('spy', () => spy);
    const r = await runCli(['play', 'dice-race', '--a', 'spy', '--b', 'spy']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('a (spy): has chosen (secret until revealed)'); // watched by no one: observer
    expect(views[0]).toMatchObject({ role: 'a', view: { bids: { a: null, b: null } } });
    expect(views[1]).toMatchObject({ role: 'b', view: { bids: { a: 'hidden', b: null } } });
  });

  it('refuses a bad seat, game or flag', async () => {
    expect((await runCli(['play', 'dice-race', '--a', 'genius'])).err).toContain('--a is human or random');
    expect((await runCli(['play', 'dice-race', '--c', 'human'])).err).toContain('unknown flag --c');
    expect((await runCli(['play'])).code).toBe(2);
    expect((await runCli(['play', 'dice-race', '--dice', 'loaded'])).code).toBe(2);
  });

  it('survives an engine error: restores the game before the failing action and lets it be saved', async () => {
    registerGame({
      ...diceRace,
      id: 'buggy-race',
      perform(s, role, a, log) {
        if (a.type === 'note') {
          s.notes = 99; // half-applied, then the engine throws
          throw new TypeError('notes overflow');
        }
        diceRace.perform(s, role, a, log);
      },
    });
    const file = join(dir, 'bug.json');
    const r = await runCli(['play', 'buggy-race'], lines('1', '1', '3', 'help', `save ${file}`, 'quit'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('engine error: TypeError: notes overflow');
    expect(r.out).toContain('Engine error: notes overflow');
    expect(r.out).toContain('The game is restored to step 2, before the failing action.');
    const save = JSON.parse(readFileSync(file, 'utf8'));
    expect(save.journal).toHaveLength(2);
  });

  it("does not show a computer's secret bid to the person who has still to bid", async () => {
    const r = await runCli(['play', 'dice-race', '--a', 'random', '--seed', '2'], lines('3', 'quit'));
    expect(r.out).toContain('a (random): has chosen (secret until revealed)');
    expect(r.out).toContain('b> 3\nb: {"type":"bid","amount":2}');
    expect(r.out).toMatch(/\[R1\] bids revealed: a \d, b 2/);
  });

  it('ends quietly at the end of input', async () => {
    const r = await runCli(['play', 'dice-race'], '');
    expect(r.code).toBe(0);
    expect(r.out).toContain('End of input: leaving the game (not saved).');
  });
});

describe('arras replay', () => {
  it('shows the log as the chosen role may see it', async () => {
    const file = join(dir, 'bids.json');
    await runCli(['play', 'dice-race'], lines('3', '2', `save ${file}`, 'quit'));
    const asB = await runCli(['replay', file, '--role', 'b']);
    expect(asB.code).toBe(0);
    expect(asB.out).toContain('seen by b');
    expect(asB.out).toContain('[R1] b bids 1');
    expect(asB.out).not.toContain('a bids 2');
    expect(asB.out).toContain('[R1] bids revealed: a 2, b 1');
    const asA = await runCli(['replay', file, '--role', 'a']);
    expect(asA.out).toContain('[R1] a bids 2');
  });

  it('refuses a bad role and a journal that does not replay', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 'arras-save', version: 1, game: 'dice-race', config: {}, journal: [{ role: 'a', action: { type: 'roll' } }] }),
    );
    const r = await runCli(['replay', file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('journal entry 0');
    expect((await runCli(['replay', file, '--role', 'umpire'])).err).toContain('--role is one of a, b, observer');
    expect((await runCli(['replay', join(dir, 'missing.json')])).err).toContain('cannot read save file');
  });
});
