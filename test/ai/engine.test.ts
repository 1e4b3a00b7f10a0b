// arras engine: the JSON-lines protocol, in process and through the real command.
import { describe, expect, it } from 'vitest';
import { EngineState } from '../../src/cli/engine.ts';
import { runCli } from '../cli/helpers.ts';

describe('arras engine protocol', () => {
  it('round trip: new, legal, apply, view, go, save, load, status, errors', () => {
    const e = new EngineState();
    const ask = (req: unknown) => e.handle(JSON.stringify(req)).reply as Record<string, any>;
    expect(ask({ cmd: 'hello', id: 7 })).toMatchObject({ id: 7, ok: true, protocol: 'arras-engine', version: 1 });
    expect(ask({ cmd: 'legal' })).toMatchObject({ ok: false, error: expect.stringMatching(/no game/) });
    const started = ask({ cmd: 'new', game: 'ca-arras-1940', seed: 3 });
    expect(started).toMatchObject({ ok: true, game: 'ca-arras-1940', toAct: ['allied'], seq: 0, over: false });
    const legal = ask({ cmd: 'legal' });
    expect(legal.role).toBe('allied');
    expect(legal.actions.length).toBeGreaterThan(0);
    expect(legal.descriptions).toHaveLength(legal.actions.length);
    const applied = ask({ cmd: 'apply', role: 'allied', action: legal.actions[0] });
    expect(applied).toMatchObject({ ok: true, seq: 1, toAct: ['german'] });
    expect(applied.log[0].rule).toBe('5.3');
    const refused = ask({ cmd: 'apply', role: 'allied', action: legal.actions[0] });
    expect(refused).toMatchObject({ ok: false, code: 'wrong-role' });
    const stale = ask({ cmd: 'apply', role: 'german', action: { type: 'pass' }, seq: 0 });
    expect(stale).toMatchObject({ ok: false, code: 'stale' });
    const view = ask({ cmd: 'view', role: 'german' });
    expect(view.view).toMatchObject({ game: 'ca-arras-1940', role: 'german' });
    const go = ask({ cmd: 'go', player: 'heuristic', apply: true });
    expect(go).toMatchObject({ ok: true, role: 'german', seq: 2 });
    const saved = ask({ cmd: 'save' }).save;
    expect(saved.journal).toHaveLength(2);
    const other = new EngineState();
    expect(other.handle(JSON.stringify({ cmd: 'load', save: saved })).reply).toMatchObject({ ok: true, seq: 2, toAct: ['allied'] });
    expect(ask({ cmd: 'frobnicate' })).toMatchObject({ ok: false, error: expect.stringMatching(/unknown command/) });
    expect(e.handle('not json').reply).toMatchObject({ ok: false, code: 'malformed' });
    expect(e.handle('{"cmd":"quit"}').quit).toBe(true);
  });

  it("6.1 status for a role: its step count leaves out the other side's secret actions (units added to a mission, 8.1.6 note); apply takes either count", () => {
    const e = new EngineState();
    const ask = (req: unknown) => e.handle(JSON.stringify(req)).reply as Record<string, any>;
    ask({ cmd: 'new', game: 'cruellest-month', seed: 1 });
    const prefer = ['deploy-done', 'no-ace', 'no-general-regroup', 'designate-done', 'no-commit', 'recon-done', 'construct-done', 'place-done', 'hold'];
    for (let i = 0; i < 500; i++) {
      const v = ask({ cmd: 'view', role: 'allied' }).view;
      if (v.step === 'air' && v.toAct[0] === 'allied') break;
      const { role, actions } = ask({ cmd: 'legal' });
      ask({ cmd: 'apply', role, action: prefer.map((t) => actions.find((a: any) => a.type === t)).find(Boolean) ?? actions[0] });
    }
    const before = {
      allied: ask({ cmd: 'status', role: 'allied' }).seq,
      german: ask({ cmd: 'status', role: 'german' }).seq,
      observer: ask({ cmd: 'status', role: 'observer' }).seq,
    };
    expect(ask({ cmd: 'apply', role: 'allied', action: { type: 'mission', task: 'bombing', hex: '1607', target: 'city' }, seq: before.allied })).toMatchObject({
      ok: true,
    });
    expect(ask({ cmd: 'apply', role: 'allied', action: { type: 'add', unit: 'a-2' }, seq: before.allied + 1 })).toMatchObject({ ok: true });
    const journal = ask({ cmd: 'status' }).seq;
    expect(ask({ cmd: 'apply', role: 'allied', action: { type: 'add', unit: 'a-5' }, seq: journal })).toMatchObject({ ok: true });
    expect(ask({ cmd: 'status', role: 'allied' })).toMatchObject({ role: 'allied', seq: before.allied + 3 });
    // The declaration is seen (the view shows a mission being composed), the units added are not.
    expect(ask({ cmd: 'status', role: 'german' })).toMatchObject({ role: 'german', seq: before.german + 1 });
    expect(ask({ cmd: 'status', role: 'observer' }).seq).toBe(before.observer + 1);
  });

  it('plays a whole game with manual dice and the roll command', () => {
    const e = new EngineState();
    const ask = (req: unknown) => e.handle(JSON.stringify(req)).reply as Record<string, any>;
    let st = ask({ cmd: 'new', game: 'arras-postcard', dice: 'manual' });
    for (let i = 0; i < 5000 && !st.over; i++) {
      st = st.toAct[0] === 'chance' ? ask({ cmd: 'roll', dice: [1 + (i % 6)] }) : ask({ cmd: 'go', player: 'random', apply: true });
      expect(st.ok).toBe(true);
    }
    expect(st.over).toBe(true);
    expect(ask({ cmd: 'result' }).result).toMatchObject({ winner: expect.any(String) });
  });

  it('as a command: one JSON reply per line on stdout', async () => {
    const input = ['{"cmd":"new","game":"arras-postcard","id":"a"}', '{"cmd":"status","id":"b"}', '{"cmd":"quit"}', ''].join('\n');
    const r = await runCli(['engine'], input);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ ok: true, ready: true, protocol: 'arras-engine' });
    expect(lines[1]).toMatchObject({ id: 'a', ok: true, game: 'arras-postcard' });
    expect(lines[2]).toMatchObject({ id: 'b', ok: true, seq: 0 });
    expect(lines[3]).toMatchObject({ ok: true, bye: true });
  });
});
