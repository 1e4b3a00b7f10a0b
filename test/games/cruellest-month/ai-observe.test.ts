// What a seat of The Cruellest Month knows, and the models its players search (src/games/cruellest-month/ai/
// resample.ts, behind the knowledge contract src/ai-kit/knowledge.ts): the observation is the state with the
// other side's secrets removed; a model fills only those secrets and copies everything the seat knows.
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.ts'; // registers each game's knowledge
import { knowledgeOf } from '../../../src/ai-kit/registry.ts';
import { copyData } from '../../../src/ai-kit/model.ts';
import { AIR_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import type { Role } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { type State, act, atAirOps, game, playVisiting } from './helpers.ts';

const knowledge = knowledgeOf('cruellest-month')!;
const model = (s: State, role: Role, seed = 1) => knowledge.resample(knowledge.observe(s, role), role, new Rng(seed)) as State;

describe('cruellest-month knowledge: observe and resample', () => {
  it('6.1 8.1.6 the German observation holds none of the Allied Airbase Display nor the Allied mission units', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    // The same position but for an Allied aircraft's state, and the mission's unit: the German sees no difference.
    const t = copyData(s);
    const spare = Object.keys(t.air).find((id) => AIR_BY_ID[id].side === 'allied' && id !== 'a-2' && t.air[id].base !== 'dead')!;
    t.air[spare].disrupted = !t.air[spare].disrupted;
    t.mission!.units = [spare];
    expect(JSON.stringify(knowledge.observe(t, 'german'))).toBe(JSON.stringify(knowledge.observe(s, 'german')));
    // The Allied player sees both.
    expect(JSON.stringify(knowledge.observe(t, 'allied'))).not.toBe(JSON.stringify(knowledge.observe(s, 'allied')));
  });

  it('9.2 8.7.9 a model keeps what the seat knows that the view does not show: the divisions moved this phase, a step loss Disruption', () => {
    let checked = 0;
    playVisiting(
      11,
      (s, role) => {
        if (role !== 'allied' && role !== 'german') return;
        const lost = Object.keys(s.air).find((id) => AIR_BY_ID[id].side === role && s.air[id].lossDisrupted);
        if (!s.moved.length && !lost) return;
        const m = model(s, role);
        expect(m.moved).toEqual(s.moved);
        if (lost) expect(m.air[lost].lossDisrupted).toBe(true);
        checked++;
      },
      () => checked >= 20,
    );
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('6.1 8.1.6 8.7.3 a model changes only the secrets: observed again by its seat, it is the observation it came from', () => {
    let checked = 0;
    let missions = 0;
    playVisiting(
      5,
      (s, role) => {
        if ((role !== 'allied' && role !== 'german') || s.phase === 'setup') return;
        if (s.battle || s.recon.some((r) => r.side !== role)) return; // the air battle's order and the other side's flights: below
        const o = knowledge.observe(s, role);
        const m = knowledge.resample(o, role, new Rng(checked)) as State;
        // (The model's marks for its evaluation aside: the root's logit.)
        const { rootLogit: _root, ...again } = knowledge.observe(m, role) as { rootLogit?: number };
        expect(again).toEqual(o);
        // And the model plays on: its legal actions for the seat are the real ones (the mission's units aside).
        if (game.toAct(s).includes(role)) expect(game.legalActions(m, role).length).toBeGreaterThan(0);
        if (s.mission) missions++;
        checked++;
      },
      () => checked >= 300,
    );
    expect(checked).toBeGreaterThanOrEqual(300);
    expect(missions, 'missions of either side, composing and flying').toBeGreaterThan(20);
  });

  it("8.7.3 a model of an air battle samples the other side's unrevealed markers, and never changes the real game", () => {
    let checked = 0;
    playVisiting(
      4,
      (s, role) => {
        if (!s.battle || (role !== 'allied' && role !== 'german')) return;
        const before = JSON.stringify(s);
        const m = model(s, role, checked);
        expect(m.battle).not.toBeNull();
        for (const u of m.battle!.units) if (u.side === role) expect(u).toEqual(s.battle!.units.find((x) => x.id === u.id));
        expect(JSON.stringify(s)).toBe(before);
        checked++;
      },
      () => checked >= 10,
    );
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
