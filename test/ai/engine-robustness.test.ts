// arras engine under bad input: every refusal has a code and changes nothing (issue 17 "engine protocol", issue 18).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EngineState, MAX_LINE_BYTES, MAX_REQUEST_DEPTH, boundedLines } from '../../src/cli/engine.ts';

function engine() {
  const e = new EngineState();
  const ask = (req: unknown) => e.handle(typeof req === 'string' ? req : JSON.stringify(req)).reply as Record<string, any>;
  return { e, ask };
}

/** What a refused request must leave as it was: the save, the dice mode and the engine's own generator. */
function fingerprint(e: EngineState): string {
  return JSON.stringify({ save: e.session?.save() ?? null, auto: e.autoDice, ai: e.aiRng.state(), hash: e.session?.hash() ?? null });
}

describe('engine protocol: bad input', () => {
  it('a request nested deeper than the bound is refused before parsing, without a crash', () => {
    const { ask } = engine();
    const deep = '{"cmd":"hello","id":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    expect(ask(deep)).toMatchObject({ ok: false, code: 'malformed', error: expect.stringContaining(`${MAX_REQUEST_DEPTH}`) });
    // Brackets inside strings do not count.
    expect(ask({ cmd: 'hello', id: '[[[[[[[[[['.repeat(10) })).toMatchObject({ ok: true });
  });

  it('a line longer than the bound is refused, and the reader never holds more than the bound of it', async () => {
    const big = 'x'.repeat(MAX_LINE_BYTES * 3);
    const lines: string[] = [];
    for await (const l of boundedLines(Readable.from([`{"cmd":"hello"}\n`, big, big, '\n{"cmd":"quit"}\n']))) lines.push(l);
    expect(lines).toHaveLength(3);
    expect(lines[1].length).toBe(MAX_LINE_BYTES + 1);
    const { ask } = engine();
    expect(ask(lines[1])).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('fields of the wrong type are refused, never taken as absent', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'ca-arras-1940', seed: 3 });
    const legal = ask({ cmd: 'legal' });
    const before = fingerprint(e);
    expect(ask({ cmd: 'apply', action: legal.actions[0], seq: true })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'apply', action: legal.actions[0], seq: '0' })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'apply', action: legal.actions[0], role: null })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'apply', action: null })).toMatchObject({ ok: false, code: 'malformed', error: expect.stringMatching(/"action"/) });
    expect(ask({ cmd: 'view', role: 'nobody' })).toMatchObject({ ok: false, code: 'wrong-role' });
    expect(ask({ cmd: 'view' })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'new', game: {} })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'new', game: 'ca-arras-1940', scenario: [] })).toMatchObject({ ok: false, code: 'malformed' });
    expect(ask({ cmd: 'go', player: 'heuristic', apply: 'yes' })).toMatchObject({ ok: false, code: 'malformed' });
    expect(fingerprint(e)).toBe(before);
  });

  it('game and option names are own keys only: "constructor", "__proto__", "toString" name nothing', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'ca-arras-1940', seed: 3 });
    const before = fingerprint(e);
    for (const game of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(ask({ cmd: 'new', game })).toMatchObject({ ok: false, code: 'bad-setup', error: expect.stringMatching(/unknown game/) });
    }
    expect(ask(`{"cmd":"new","game":"ca-arras-battles","options":{"__proto__":true}}`)).toMatchObject({ ok: false, code: 'bad-setup' });
    expect(ask({ cmd: 'new', game: 'ca-arras-battles', options: { constructor: true } })).toMatchObject({ ok: false, code: 'bad-setup' });
    expect(fingerprint(e)).toBe(before);
  });

  it('15.1/15.2: contradictory balance options (one German air counter less and one more) are refused at creation', () => {
    const { ask } = engine();
    expect(ask({ cmd: 'new', game: 'ca-arras-battles', options: { 'fewer-german-air': true, 'more-german-air': true } })).toMatchObject({
      ok: false,
      code: 'bad-setup',
      error: expect.stringMatching(/exclude each other/),
    });
    expect(ask({ cmd: 'new', game: 'ca-arras-battles', options: { 'more-german-air': true } })).toMatchObject({ ok: true });
  });

  it('a refused new (bad scenario) leaves the running game, its dice mode and its seed as they were', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'ca-arras-1940', seed: 3, dice: 'manual' });
    const before = fingerprint(e);
    expect(ask({ cmd: 'new', game: 'ca-arras-1940', seed: 99, dice: 'auto', scenario: 'no-such' })).toMatchObject({ ok: false, code: 'bad-setup' });
    expect(ask({ cmd: 'new', game: 'ca-arras-1940', seed: 99, dice: 'loaded' })).toMatchObject({ ok: false, code: 'malformed' });
    expect(fingerprint(e)).toBe(before);
    expect(e.autoDice).toBe(false);
  });

  it('an unknown action type is refused with code unknown-action; a malformed one never crashes', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'ca-arras-battles', seed: 5 });
    const before = fingerprint(e);
    expect(ask({ cmd: 'apply', action: { type: 'teleport' } })).toMatchObject({ ok: false, code: 'unknown-action' });
    for (const action of [{ type: 'move' }, { type: 'move', to: 17 }, { type: 'move', unit: {}, to: [] }, { type: 'assault', unit: null }]) {
      const r = ask({ cmd: 'apply', action });
      expect(r.ok).toBe(false);
      expect(['illegal', 'unknown-action', 'malformed']).toContain(r.code);
    }
    expect(fingerprint(e)).toBe(before);
  });

  it('search budgets are capped', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'ca-arras-1940', seed: 3 });
    const before = fingerprint(e);
    expect(ask({ cmd: 'go', player: 'search:100000000ms' })).toMatchObject({ ok: false, code: 'malformed', error: expect.stringMatching(/at most/) });
    expect(ask({ cmd: 'go', player: 'search:999999999' })).toMatchObject({ ok: false, code: 'malformed' });
    expect(fingerprint(e)).toBe(before);
  });
  it('every player kind with a budget has the same caps as search (issue 33): uct:70000ms is refused at once, nothing runs', () => {
    const { e, ask } = engine();
    ask({ cmd: 'new', game: 'arras-postcard', seed: 3 });
    const before = fingerprint(e);
    for (const player of ['uct:70000ms', 'uct:2000000', 'uct:5:60001ms', 'search:70000ms', 'hard:70000ms', 'hard:2000000']) {
      const t0 = performance.now();
      const reply = ask({ cmd: 'go', player });
      expect(reply, player).toMatchObject({ ok: false, code: 'malformed', error: expect.stringMatching(/budget is at most/) });
      expect(performance.now() - t0, player).toBeLessThan(1000);
    }
    expect(fingerprint(e)).toBe(before);
    // Within the caps, both kinds still play; random and heuristic take no budget at all.
    expect(ask({ cmd: 'go', player: 'uct:20' })).toMatchObject({ ok: true });
    expect(ask({ cmd: 'go', player: 'uct:1000000:50ms' })).toMatchObject({ ok: true });
    expect(ask({ cmd: 'go', player: 'random:5ms' })).toMatchObject({ ok: false, code: 'malformed' });
  });
});

describe('engine protocol: save and load', () => {
  it('load takes "dice" and says which mode is in force; a loaded auto game rolls on from the saved generator', () => {
    const a = engine();
    a.ask({ cmd: 'new', game: 'ca-arras-1940', seed: 11 });
    for (let i = 0; i < 6; i++) a.ask({ cmd: 'go', player: 'random', apply: true });
    const save = a.ask({ cmd: 'save' }).save;
    expect(save.rng).toHaveLength(4);
    const b = engine();
    b.ask({ cmd: 'new', game: 'ca-arras-1940', seed: 1, dice: 'manual' });
    expect(b.ask({ cmd: 'load', save })).toMatchObject({ ok: true, dice: 'auto', seq: save.journal.length });
    expect(b.e.autoDice).toBe(true);
    // Both roll the same dice from here.
    const legal = a.ask({ cmd: 'legal' }).actions;
    const ra = a.ask({ cmd: 'apply', action: legal[legal.length - 1] });
    const rb = b.ask({ cmd: 'apply', action: legal[legal.length - 1] });
    expect(rb.applied).toEqual(ra.applied);
    expect(b.ask({ cmd: 'load', save, dice: 'manual' })).toMatchObject({ ok: true, dice: 'manual' });
    expect(b.e.autoDice).toBe(false);
  });

  it('save -> load -> save is identical, for auto and manual dice', () => {
    for (const dice of ['auto', 'manual']) {
      const a = engine();
      a.ask({ cmd: 'new', game: 'ca-arras-battles', seed: 4, dice });
      for (let i = 0; i < 10; i++) {
        const s = a.ask({ cmd: 'status' });
        if (s.chance) a.ask({ cmd: 'roll', dice: Array.from({ length: s.chance.dice }, () => 1) });
        else a.ask({ cmd: 'go', player: 'random', apply: true });
      }
      const first = JSON.stringify(a.ask({ cmd: 'save' }).save);
      const b = engine();
      expect(b.ask(`{"cmd":"load","save":${first}}`)).toMatchObject({ ok: true, dice });
      expect(JSON.stringify(b.ask({ cmd: 'save' }).save)).toBe(first);
    }
  });

  it('a save loads only when every part of it is valid; a refused load changes nothing', () => {
    const a = engine();
    a.ask({ cmd: 'new', game: 'ca-arras-1940', seed: 2 });
    a.ask({ cmd: 'go', player: 'random', apply: true });
    const save = a.ask({ cmd: 'save' }).save;
    const before = fingerprint(a.e);
    const bad = [
      { ...save, rng: [] },
      { ...save, rng: 'x' },
      { ...save, rng: [1, 2] },
      { ...save, rng: [1, 2, 3, 1.5] },
      { ...save, version: 2 },
      { ...save, extra: 1 },
      { ...save, config: [] },
      { ...save, config: { scenario: 7 } },
      { ...save, journal: [{ role: 'allied' }] },
      { ...save, journal: [{ role: 5, action: { type: 'pass' } }] },
      { ...save, journal: [...save.journal, { role: 'allied', action: { type: 'teleport' } }] },
      { ...save, game: 'constructor' },
      null,
      [],
    ];
    for (const s of bad) {
      const r = a.ask({ cmd: 'load', save: s });
      expect(r.ok, JSON.stringify(s)?.slice(0, 200)).toBe(false);
      expect(r.code).toBeTruthy();
    }
    expect(fingerprint(a.e)).toBe(before);
  });
});
