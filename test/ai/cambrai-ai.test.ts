// The Cambrai computer players' knowledge (src/games/cambrai-1917/ai.ts): the evaluation follows the
// End Phase (Haig Decides, Control markers needed), the determinization is exact, the pruning keeps
// what the aid makes worth doing.
import { observe } from '../../src/ai-kit/registry.ts';
import { decide } from '../../src/players/player.ts';
import type { CambraiAction } from '../../src/games/cambrai-1917/actions.ts';
import { describe, expect, it } from 'vitest';
import {
  ASSAULT_CHOICES,
  GERMAN_CHOICES,
  HAIG_WEIGHT,
  VP_WEIGHT,
  assaultValue,
  britishChance,
  cambrai1917AI,
  counterAttackValue,
  haigBonus,
  impulseValue,
  pendingImpulse,
  prune,
  regroupValue,
  stake,
  supplyCut,
} from '../../src/games/cambrai-1917/ai/index.ts';
import { HeuristicPlayer } from '../../src/players/heuristic.ts';
import '../../src/games/index.ts'; // registers the game with its AI (the heuristic player looks it up)
import { cloneState } from '../../src/ai-kit/model.ts';
import { haigModifier } from '../../src/games/cambrai-1917/rules/04-end.ts';
import { defenseValues } from '../../src/games/cambrai-1917/rules/08-combat.ts';
import type { CambraiState } from '../../src/games/cambrai-1917/state.ts';
import { AREA_IDS, britishVp, inSupply, isZone as isZoneArea } from '../../src/games/cambrai-1917/state.ts';
import { AREA_BY_ID } from '../../src/games/cambrai-1917/data.ts';
import { britishVpByFlood } from '../../src/games/cambrai-1917/ai/supply.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { attackWith, dice, emptyBoard, frontPair, game, idx, legalOf, play, put } from '../games/cambrai-1917/helpers.ts';

/** 21 November, British impulse 3: a British foothold of the outposts, nothing in areas 1 or 6. */
function position() {
  const s = emptyBoard(21, 'allied', 3);
  put(s, 34, ['152Bde', '153Bde']);
  put(s, 52, ['154Bde']);
  put(s, 2, ['IR27']);
  put(s, 7, ['IR84']);
  for (const a of [51, 52, 53, 54]) s.control[a] = 'allied';
  return s;
}

describe('cambrai-1917 evaluation', () => {
  it('Haig Decides: holding area 6 (+2) and area 1 (+2) raises the British chance, step by step', () => {
    const s = position();
    expect(haigModifier(s).mod).toBe(0);
    const none = britishChance(s);
    put(s, 6, ['185Bde']);
    expect(haigModifier(s).mod).toBe(2);
    const six = britishChance(s);
    put(s, 1, ['186Bde']);
    expect(haigModifier(s).mod).toBe(4);
    const both = britishChance(s);
    expect(six).toBeGreaterThan(none);
    expect(both).toBeGreaterThan(six);
  });

  it('the handicap: the same position is worth more to the British when they need fewer Control markers', () => {
    const s = position();
    const at20 = britishChance(s);
    s.vpToWin = britishVp(s) + 2;
    expect(britishChance(s)).toBeGreaterThan(at20);
  });

  it("the two sides' values are complements; a finished game is worth 1 to its winner", () => {
    const s = position();
    expect(cambrai1917AI.evaluate(s, 'british') + cambrai1917AI.evaluate(s, 'german')).toBeCloseTo(1, 12);
    const over: CambraiState = { ...s, result: { winner: 'german', kind: 'haig', detail: '', detailFr: '' } };
    expect(game.result(over)?.winner).toBe('german');
    expect(cambrai1917AI.evaluate(over, 'german')).toBe(1);
    expect(cambrai1917AI.evaluate(over, 'british')).toBe(0);
  });

  it('the model is exact: nothing is hidden in this game (a seat observes the whole state)', () => {
    const s = position();
    const model = cambrai1917AI.resample(cambrai1917AI.observe(s, 'german'), 'german', new Rng(1));
    expect(JSON.stringify(model)).toBe(JSON.stringify(s));
    expect(model).not.toBe(s);
  });

  it('prune: buy every artillery marker the ammunition pays for; at a Haig Decides end keep or spend the Advantage by who wins', () => {
    const s = position();
    s.phase = 'night';
    s.ammo.allied = 7;
    s.markers.allied = 0;
    s.step = { k: 'buy', side: 'allied' };
    const buys = legalOf(s, 'british');
    expect(buys.length).toBeGreaterThan(1);
    const kept = prune(s, 'british', buys);
    expect(kept).toEqual([{ type: 'buy', n: Math.max(...buys.map((a) => a.n as number)) }]);

    s.step = { k: 'advantage', who: 'allied', use: 'haig' };
    const answers = legalOf(s, 'british');
    // The British lack the Control markers needed: they spend the Advantage to go on.
    expect(prune(s, 'british', answers)).toEqual([{ type: 'advantage', use: true }]);
    s.vpToWin = britishVp(s);
    // With the markers needed the game ending is a British win: they keep it.
    expect(prune(s, 'british', answers)).toEqual([{ type: 'advantage', use: false }]);
  });

  it('prune, British impulse: no Pass or Regroup while an Assault can strike; the best assault areas, Haig Decides targets first', () => {
    const s = position();
    // Two brigades in the outpost next to Flesquières (area 6, +2 Haig Decides), held by a German regiment.
    put(s, 52, ['185Bde']);
    put(s, 6, ['IR84']);
    const legal = legalOf(s, 'british');
    expect(legal.some((a) => a.type === 'pass')).toBe(true);
    const kept = prune(s, 'british', legal);
    expect(kept.length).toBeLessThanOrEqual(ASSAULT_CHOICES);
    expect(kept.every((a) => a.type === 'assault')).toBe(true);
    expect(haigBonus(s, 6)).toBeGreaterThan(0);
    expect(kept).toContainEqual({ type: 'assault', area: 52 });
    const values = kept.map((a) => assaultValue(s, a.area as number));
    for (const a of legal) if (a.type === 'assault' && !kept.includes(a)) expect(assaultValue(s, a.area as number)).toBeLessThanOrEqual(Math.min(...values));
    // Once a British unit holds area 6, it adds nothing more to Haig Decides.
    put(s, 6, ['186Bde']);
    expect(haigBonus(s, 6)).toBe(0);
  });

  /** 22 November, German impulse 3: two British brigades hold Flesquières (area 6, Haig Decides +2); two German regiments fresh next to it in Anneux (7), one in reserve at Bourlon (2), one far off in zone E. */
  function counterPosition() {
    const s = emptyBoard(22, 'german', 3);
    put(s, 6, ['185Bde', '186Bde']);
    put(s, 52, ['187Bde']);
    put(s, 7, ['IR27', 'IR84']);
    put(s, 2, ['IR52']);
    put(s, 43, ['RIR90']);
    return s;
  }

  it('German impulse (Haig Decides): retaking area 6 is worth HAIG_WEIGHT more than a plain area; after 25 November only its Control marker counts', () => {
    const s = counterPosition();
    expect(stake(s, 6) - stake(s, 11)).toBe(HAIG_WEIGHT);
    expect(stake(s, 11)).toBe(VP_WEIGHT);
    s.day = 26;
    expect(stake(s, 6)).toBe(VP_WEIGHT);
  });

  it('German impulse: a counter-attack from the areas next to the British, a Regroup from the reserve into the threatened area, nothing from afar', () => {
    const s = counterPosition();
    expect(counterAttackValue(s, 7)).toBeGreaterThan(0);
    expect(counterAttackValue(s, 2)).toBe(0); // no British-held neighbour
    expect(counterAttackValue(s, 43)).toBe(0);
    expect(regroupValue(s, 2)).toBeGreaterThan(0); // into Graincourt (5), next to the British in area 6
    expect(regroupValue(s, 7)).toBe(0); // in contact: the front keeps its units
    expect(regroupValue(s, 43)).toBe(0);
  });

  it('Combat: the computer attacker keeps its strongest point units (a tank first); the defender, the attack total rolled, the forward units of the highest defense total', () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22);
    put(s, from, ['152Bde', '153Bde', 'DBn']);
    put(s, to, ['IR27', 'Gar7']);
    attackWith(s, from, to, ['152Bde', '153Bde', 'DBn']);
    expect(s.step.k).toBe('point');
    expect(prune(s, 'british', legalOf(s, 'british')).map((a) => a.unit)).toEqual(['DBn']);
    play(s, 'british', { type: 'point', unit: 'DBn' });
    dice(s, 2, 3);
    expect(s.step.k).toBe('forward');
    const legal = legalOf(s, 'german');
    const dt = (u: string) => {
      s.combat!.forward = idx(u);
      return defenseValues(s, s.combat!).dt;
    };
    const best = Math.max(...legal.map((a) => dt(a.unit as string)));
    s.combat!.forward = -1;
    const kept = prune(s, 'german', legal);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(legal.length);
    for (const a of kept) expect(dt(a.unit as string)).toBe(best);
    s.combat!.forward = -1;
    // The one-ply player answers the new decision with one of them.
    const choice = new HeuristicPlayer().choose(game, observe(game, s, 'german'), 'german', legal, new Rng(1));
    expect(kept.map((a) => a.unit)).toContain(choice.unit);
  });

  it('prune, German impulse: Pass always kept, at most GERMAN_CHOICES counter-attacks and regroups, the best by impulseValue', () => {
    const s = counterPosition();
    const legal = legalOf(s, 'german');
    expect(legal).toContainEqual({ type: 'assault', area: 43 });
    const kept = prune(s, 'german', legal);
    expect(kept).toContainEqual({ type: 'pass' });
    expect(kept.length).toBeLessThanOrEqual(1 + GERMAN_CHOICES);
    expect(kept).toContainEqual({ type: 'assault', area: 7 });
    expect(kept).toContainEqual({ type: 'regroup', area: 2 });
    expect(kept).not.toContainEqual({ type: 'assault', area: 43 });
    for (const a of kept) if (a.type !== 'pass') expect(impulseValue(s, 'german', a as CambraiAction)).toBeGreaterThan(0);
  });

  it('evaluation of a declared impulse: the German values a counter-attack and a Regroup above a Pass, so the heuristic German does not pick at random', () => {
    const s = counterPosition();
    const after = (a: { type: string; area?: number }) => {
      const t = cloneState(s);
      game.perform(t, 'german', a);
      return cambrai1917AI.evaluate(t, 'german');
    };
    const pass = after({ type: 'pass' });
    expect(after({ type: 'assault', area: 7 })).toBeGreaterThan(pass);
    expect(after({ type: 'regroup', area: 2 })).toBeGreaterThan(pass);
    expect(after({ type: 'assault', area: 43 })).toBeLessThan(pass); // nothing to gain: a Pass at least moves the impulse track on
    const t = cloneState(s);
    game.perform(t, 'german', { type: 'assault', area: 7 });
    expect(pendingImpulse(t)).toBeLessThan(0); // in the British chance: the German's gain
    // The one-ply German takes the best-valued impulse, every seed.
    const best = prune(s, 'german', legalOf(s, 'german'))
      .filter((a) => a.type !== 'pass')
      .sort((x, y) => impulseValue(s, 'german', y as CambraiAction) - impulseValue(s, 'german', x as CambraiAction))[0];
    for (let seed = 1; seed <= 5; seed++) {
      const choice = decide(new HeuristicPlayer(), game, s, 'german', legalOf(s, 'german'), new Rng(seed));
      expect(choice).toEqual(best);
    }
  });

  /** 22 November, German impulse 3: the British hold Trescault spur (52) and Flesquières (6) beyond it; Trescault (34) is theirs from the start. */
  function chainPosition() {
    const s = emptyBoard(22, 'german', 3);
    put(s, 52, ['185Bde']);
    put(s, 6, ['186Bde']);
    put(s, 12, ['IR27', 'IR84']);
    return s;
  }

  it('End Phase supply line: retaking a link of the British chain to I-L is worth every Control marker beyond it (supplyCut in stake)', () => {
    const s = chainPosition();
    const vp = britishVp(s);
    expect(vp).toBe(2); // 52 and 6, both tracing through 34 to zone K
    expect(supplyCut(s, 52)).toBe(1); // Flesquières traces only through 52
    expect(supplyCut(s, 6)).toBe(0); // the end of the chain: only its own marker
    expect(supplyCut(s, 34)).toBe(2); // a British-sector link: both markers, none of its own
    expect(britishVp(s)).toBe(vp); // the state is left as it was
    expect(s.control[52]).toBe('allied');
    expect(stake(s, 52) - stake(s, 53)).toBe(VP_WEIGHT * supplyCut(s, 52));
    // A second way to I-L (Grand Ravine, 58, and Ribécourt, 9, next to Trescault) and 52 is no longer a link.
    put(s, 58, ['187Bde']);
    put(s, 9, ['154Bde']);
    expect(supplyCut(s, 52)).toBe(0);
    expect(supplyCut(s, 34)).toBe(4);
  });

  it('End Phase supply line: one flood from I-L gives, in every position of a played game, britishVp and (supplyCut) the Control markers that stop tracing to I-L when the area turns German', () => {
    // The definition read off the End Phase: britishVp before, less britishVp with the area German, less the area's own marker.
    const byDefinition = (s: CambraiState, area: number) => {
      if (s.control[area] !== 'allied' || isZoneArea(area)) return 0;
      const before = britishVp(s);
      s.control[area] = 'german';
      const after = britishVp(s);
      s.control[area] = 'allied';
      const own = AREA_BY_ID[area].sector === 'german' && inSupply(s, 'allied', area) ? 1 : 0;
      return before - after - own;
    };
    const s = game.setup({ scenario: 'campaign' });
    const rng = new Rng(5);
    let compared = 0;
    let nonZero = 0;
    for (let i = 0; i < 3000 && !game.result(s); i++) {
      const [role] = game.toAct(s);
      if (i % 10 === 0)
        for (const a of AREA_IDS) {
          if (a === AREA_IDS[0]) expect(britishVpByFlood(s)).toBe(britishVp(s));
          const cut = supplyCut(s, a);
          expect(cut).toBe(byDefinition(s, a));
          compared++;
          if (cut) nonZero++;
        }
      if (role === 'chance') dice(s, ...Array.from({ length: game.chance(s).dice }, () => rng.die(game.chance(s).sides)));
      else {
        const legal = legalOf(s, role);
        play(s, role, legal[rng.int(legal.length)]);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(nonZero).toBeGreaterThan(0);
  });

  it('Haig Decides on 21 November with modifier 0 ends the game tonight: the evaluation is even when the British hold exactly the Control markers needed, however much attack they have in contact', () => {
    const s = position(); // outposts 51-54 British, brigades in contact with Havrincourt (3) and Ribécourt (9)
    put(s, 53, ['185Bde', '186Bde', '187Bde']);
    s.phase = 'night';
    expect(haigModifier(s).mod).toBe(0);
    s.vpToWin = britishVp(s);
    expect(britishChance(s)).toBeCloseTo(0.5, 9);
    s.vpToWin = britishVp(s) + 1;
    expect(britishChance(s)).toBeLessThan(0.5);
    s.vpToWin = britishVp(s) - 1;
    expect(britishChance(s)).toBeGreaterThan(0.5);
  });
});
