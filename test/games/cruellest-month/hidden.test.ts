// Hidden information (6.1, 7.2, 8.1.6 note, 8.3): what one side receives - its view and the log entries
// it may read - is byte-identical whatever the other side's hidden choices.
import { describe, expect, it } from 'vitest';
import { type LogEntry, type Role } from '../../../src/kernel/game.ts';
import { AIR_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import type { State } from '../../../src/games/cruellest-month/state.ts';
import { act, drive, game, newGame } from './helpers.ts';

const seen = (log: LogEntry[], role: Role) => JSON.stringify(log.filter((e) => !e.to || e.to.includes(role)));
const view = (s: State, role: Role) => JSON.stringify(game.view(s, role));

describe('hidden information', () => {
  it('6.1 7.2 8.3 the Allied view and log are identical whatever the German secret regroup designations and staging', () => {
    const runs = (['g-j11', 'g-j3'] as const).map((choice) => {
      const s = newGame();
      s.air['g-j11'].disrupted = true;
      s.air['g-j3'].disrupted = true;
      const log: LogEntry[] = [];
      log.push(...drive(s, (x) => x.step === 'designate'));
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

  it('6.1 a side\'s view never lists the other side\'s aircraft at their bases', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'air');
    const v = game.view(s, 'allied') as { air: Record<string, unknown> };
    expect(Object.keys(v.air).every((id) => AIR_BY_ID[id].side === 'allied')).toBe(true);
    const g = game.view(s, 'german') as { air: Record<string, unknown> };
    expect(Object.keys(g.air).every((id) => AIR_BY_ID[id].side === 'german')).toBe(true);
    expect(JSON.stringify(game.view(s, 'observer'))).not.toMatch(/"a-2"|"g-j11"/);
  });
});
