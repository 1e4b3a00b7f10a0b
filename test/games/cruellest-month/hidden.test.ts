// Hidden information (6.1, 7.2, 8.1.6 note, 8.3): what one side receives - its view and the log entries
// it may read - is byte-identical whatever the other side's hidden choices.
import { describe, expect, it } from 'vitest';
import type { LogEntry, Role } from '../../../src/kernel/game.ts';
import { AIR_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import type { State } from '../../../src/games/cruellest-month/state.ts';
import { Session } from '../../../src/kernel/session.ts';
import { act, drive, game, newGame, roll } from './helpers.ts';

const seen = (log: LogEntry[], role: Role) => JSON.stringify(log.filter((e) => !e.to || e.to.includes(role)));
const view = (s: State, role: Role) => JSON.stringify(game.view(s, role));

describe('hidden information', () => {
  it('6.1 7.2 8.3 the Allied view and log are identical whatever the German secret regroup designations and staging', () => {
    const runs = (['g-j11', 'g-j3'] as const).map((choice) => {
      const s = newGame();
      s.air['g-j11'].disrupted = true;
      s.air['g-j3'].disrupted = true;
      const log: LogEntry[] = [];
      log.push(...drive(s, (x) => x.step === 'designate' && game.toAct(x)[0] === 'german'));
      log.push(...act(s, 'german', { type: 'designate', unit: choice }));
      log.push(...act(s, 'german', { type: 'designate-done' }));
      log.push(...drive(s, (x) => x.step === 'air' && x.ops.mover === 'german'));
      // A German staging move of a different unit in each game (8.3: out of sight).
      const stage = choice === 'g-j11' ? { type: 'stage', unit: 'g-j33', to: 'off-cambrai' } : { type: 'stage', unit: 'g-j30', to: 'off-douai' };
      if (game.toAct(s)[0] === 'german') log.push(...act(s, 'german', stage));
      return { s, log };
    });
    expect(view(runs[0].s, 'allied')).toBe(view(runs[1].s, 'allied'));
    expect(seen(runs[0].log, 'allied')).toBe(seen(runs[1].log, 'allied'));
    // ... while the German side does see the difference.
    expect(view(runs[0].s, 'german')).not.toBe(view(runs[1].s, 'german'));
  });

  it('8.1.6 note: a mission being composed is hidden; once launched the other side sees only its target', () => {
    const runs = (['a-2', 'a-5'] as const).map((unit) => {
      const s = newGame();
      const log = drive(s, (x) => x.step === 'air');
      log.push(...act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' }));
      log.push(...act(s, 'allied', { type: 'add', unit }));
      const composing = view(s, 'german');
      log.push(...act(s, 'allied', { type: 'launch' }));
      return { s, log, composing };
    });
    expect(runs[0].composing).toBe(runs[1].composing);
    expect(view(runs[0].s, 'german')).toBe(view(runs[1].s, 'german'));
    expect(seen(runs[0].log, 'german')).toBe(seen(runs[1].log, 'german'));
    expect(view(runs[0].s, 'german')).toContain('"hex":"1607"');
  });

  it("6.1 a side's view never lists the other side's aircraft at their bases", () => {
    const s = newGame();
    drive(s, (x) => x.step === 'air');
    const v = game.view(s, 'allied') as { air: Record<string, unknown> };
    expect(Object.keys(v.air).every((id) => AIR_BY_ID[id].side === 'allied')).toBe(true);
    const g = game.view(s, 'german') as { air: Record<string, unknown> };
    expect(Object.keys(g.air).every((id) => AIR_BY_ID[id].side === 'german')).toBe(true);
    expect(JSON.stringify(game.view(s, 'observer'))).not.toMatch(/"a-2"|"g-j11"/);
  });

  it('7.2 6.1 the German is asked to designate regroups whether or not he has Disrupted aircraft', () => {
    const runs = [true, false].map((disrupted) => {
      const s = newGame();
      s.air['g-j11'].disrupted = disrupted;
      const log = drive(s, (x) => x.step === 'designate');
      const asked: string[] = [JSON.stringify(game.toAct(s))];
      log.push(...act(s, 'allied', { type: 'designate-done' }));
      asked.push(JSON.stringify(game.toAct(s)), view(s, 'allied'));
      return { asked, log };
    });
    expect(runs[0].asked).toEqual(runs[1].asked);
    expect(JSON.parse(runs[1].asked[1])).toEqual(['german']);
    expect(seen(runs[0].log, 'allied')).toBe(seen(runs[1].log, 'allied'));
  });

  /** The Allied strafing mission against Feldflugplatz ff-1 (hex 2003), launched, the German scrambles done. */
  function strafeFf1(s: State): LogEntry[] {
    const log = drive(s, (x) => x.step === 'air');
    log.push(...act(s, 'allied', { type: 'mission', task: 'strafing', hex: '2003', target: 'base:ff-1' }));
    log.push(...act(s, 'allied', { type: 'add', unit: 'a-40' }));
    log.push(...act(s, 'allied', { type: 'launch' }));
    log.push(...act(s, 'german', { type: 'scramble-done' }));
    return log;
  }

  it('8.5 6.1 the German is asked about target scrambles whether or not aircraft stand at the targeted Feldflugplatz', () => {
    const runs = [true, false].map((occupied) => {
      const s = newGame();
      if (!occupied) for (const id in s.air) if (s.air[id].base === 'ff-1') s.air[id].base = 'off-douai';
      const log = strafeFf1(s);
      return { toAct: game.toAct(s), view: view(s, 'allied'), log: seen(log, 'allied'), german: game.legalActions(s, 'german').map((a) => a.type) };
    });
    expect(runs[0].toAct).toEqual(['german']);
    expect({ ...runs[1], german: null }).toEqual({ ...runs[0], german: null });
    expect(runs[1].german).toEqual(['evacuate-done']);
  });

  it("8.5.2 6.1 the Allied view never carries a target scramble's destination", () => {
    const s0 = newGame();
    strafeFf1(s0);
    const moves = game.legalActions(s0, 'german').filter((a) => a.type === 'evacuate');
    const other = moves.find((a) => a.unit === moves[0].unit && a.to !== moves[0].to)!;
    expect(other).toBeDefined();
    const runs = [moves[0], other].map((evacuate) => {
      const s = newGame();
      const log = strafeFf1(s);
      log.push(...act(s, 'german', evacuate));
      const asked = view(s, 'allied');
      log.push(...roll(s, 1)); // the scramble succeeds: the unit flies to its destination
      return { asked, after: view(s, 'allied'), log: seen(log, 'allied') };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(JSON.parse(runs[0].asked).mission.targetScrambles).toEqual([]);
  });

  it("8.4 6.1 the mission side's view does not name a German fighter whose interception attempt failed", () => {
    const s0 = newGame();
    drive(s0, (x) => x.step === 'air');
    act(s0, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s0, 'allied', { type: 'add', unit: 'a-2' });
    act(s0, 'allied', { type: 'launch' });
    // Flown, Disrupted and slated for regroup: +4 (8.4.1), so that a 10 fails for every fighter.
    for (const id in s0.air) if (id.startsWith('g-')) Object.assign(s0.air[id], { flown: true, disrupted: true, regroup: true });
    const fighters = game.legalActions(s0, 'german').filter((a) => a.type === 'scramble');
    expect(fighters.length).toBeGreaterThan(1);
    const runs = fighters.slice(0, 2).map((scramble) => {
      const s = structuredClone(s0);
      act(s, 'german', scramble);
      const asked = view(s, 'allied');
      const log = roll(s, 10);
      expect(s.mission!.scrambles[0].ok).toBe(false);
      return { asked, after: view(s, 'allied'), log: seen(log, 'allied') };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0].after).not.toContain(String(fighters[0].unit));
  });

  it('7.3 6.1 the German log does not say how many RFC Reserve units entered', () => {
    const runs = [1, 10].map((die) => {
      const s = newGame();
      const log = drive(s, (x) => x.step === 'rfc');
      log.push(...act(s, 'allied', { type: 'commit' }));
      log.push(...roll(s, ...Array(game.chance(s).dice).fill(die)));
      return { german: seen(log, 'german'), allied: seen(log, 'allied') };
    });
    expect(runs[1].german).toBe(runs[0].german);
    expect(runs[1].allied).not.toBe(runs[0].allied);
  });

  it('8.1.6 note 6.1 the step count the German is shown does not count the units added to an Allied mission', () => {
    const counts = [['a-2'], ['a-2', 'a-5']].map((units) => {
      const session = new Session(game, {});
      const s = session.state as State;
      drive(s, (x) => x.step === 'air');
      // The same position in a session (its journal counts the steps), then the mission.
      const replay = new Session(game, {});
      replay.state = s;
      replay.act('allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
      for (const unit of units) replay.act('allied', { type: 'add', unit });
      return { german: replay.seqFor('german'), observer: replay.seqFor('observer'), allied: replay.seqFor('allied') };
    });
    expect(counts[1].german).toBe(counts[0].german);
    expect(counts[1].observer).toBe(counts[0].observer);
    expect(counts[1].allied).toBe(counts[0].allied + 1);
  });
});
