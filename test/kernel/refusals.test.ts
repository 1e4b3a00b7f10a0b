// The kernel's generic guards: a refusal is a RuleError with a code whatever the game's own
// explanation does, and a setup is checked against what the game declares.
import { describe, expect, it } from 'vitest';
import { type GameDefinition, checkSetup } from '../../src/kernel/game.ts';
import { refusal } from './refusal.ts';
import { Session } from '../../src/kernel/session.ts';
import { diceRace } from './fixture-game.ts';

describe('kernel: refusals', () => {
  it('an explanation of a refusal that throws on a malformed action gives a generic refusal, state unchanged', () => {
    const fragile: GameDefinition = {
      ...diceRace,
      explainIllegal: (_s, _r, a) => ({ message: `no ${(a.where as { side: string }).side}`, rule: '1.1' }),
    };
    const s = new Session(fragile, {});
    s.settle();
    const hash = s.hash();
    const seq = s.seq;
    const role = s.toAct()[0];
    const legal = fragile.legalActions(s.state, role)[0];
    const e = refusal(() => s.act(role, { ...legal, extra: 1 }));
    expect(e.code).toBe('illegal');
    expect(e.message).toMatch(/not legal now/);
    expect(refusal(() => s.act(role, { type: 'fly' })).code).toBe('unknown-action');
    expect(s.hash()).toBe(hash);
    expect(s.seq).toBe(seq);
  });

  it('an unknown action type is unknown-action even when the game explains refusals', () => {
    const explaining: GameDefinition = { ...diceRace, explainIllegal: () => ({ message: 'not now', rule: '2.1' }) };
    const s = new Session(explaining, {});
    s.settle();
    const e = refusal(() => s.act(s.toAct()[0], { type: 'fly' }));
    expect(e.code).toBe('unknown-action');
    expect(e.rule).toBe('2.1');
  });

  it('an action nested deeper than the bound is malformed', () => {
    const s = new Session(diceRace, {});
    s.settle();
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(refusal(() => s.act(s.toAct()[0], { type: 'roll', x: deep })).code).toBe('malformed');
  });

  it('a setup names its scenario and options as the game declares them, own keys only', () => {
    expect(() => checkSetup(diceRace, { options: { target: 12 } })).not.toThrow();
    const bad = [
      { options: { target: 'x' } },
      { options: { target: 99 } },
      { options: { constructor: 1 } },
      JSON.parse('{"options":{"__proto__":5}}'),
      { options: [] },
      { scenario: [] },
      { scenario: 'none' },
    ];
    for (const config of bad) expect(refusal(() => new Session(diceRace, config)).code, JSON.stringify(config)).toBe('bad-setup');
  });

  it('options that exclude each other are refused together and accepted apart', () => {
    const game: GameDefinition = {
      ...diceRace,
      options: [
        ...diceRace.options,
        { id: 'less', label: 'less', kind: 'flag', default: false },
        { id: 'more', label: 'more', kind: 'flag', default: false, excludes: ['less'] },
      ],
    };
    expect(refusal(() => checkSetup(game, { options: { less: true, more: true } })).message).toMatch(/exclude each other/);
    expect(() => checkSetup(game, { options: { more: true } })).not.toThrow();
    expect(() => checkSetup(game, { options: { less: true, more: false } })).not.toThrow();
  });
});
