// The Cruellest Month: the rules issue 28 found diverging (8.7.9, 6.3.4, 8.10.6, 9.4, 8.8, 8.6) and the
// rulings on its doubtful items; each test names its rule and failed before its fix.
import { describe, expect, it } from 'vitest';
import { AIR_BY_ID, AIRCRAFT, HL_HEXES, aaFire, PLACES, RIDGE_HEXES, isHindenburg } from '../../../src/games/cruellest-month/data.ts';
import { finalScore } from '../../../src/games/cruellest-month/rules/13-victory.ts';
import { Rng } from '../../../src/kernel/rng.ts';

const aircraftType = (id: string) => AIRCRAFT[AIR_BY_ID[id].aircraft].type;
import { abortScores } from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { overCapacity, type State } from '../../../src/games/cruellest-month/state.ts';
import { act, atAirOps, defaultDice, defaultPolicy, drive, game, has, legalTypes, newGame, only, roll } from './helpers.ts';

/** An Allied mission of `task` against `target` in `hex` flown by `unit`, launched (8.1.7, 8.2). */
function launch(s: State, unit: string, task = 'bombing', hex = '1607', target = 'city'): void {
  act(s, 'allied', { type: 'mission', task, hex, target });
  act(s, 'allied', { type: 'add', unit });
  act(s, 'allied', { type: 'launch' });
}
/** The same, intercepted by Jasta 4 (its scramble roll a 1, 8.4.2): the Air Battle Board is set up. */
function intercepted(s: State, unit: string, task = 'bombing'): void {
  launch(s, unit, task);
  act(s, 'german', { type: 'scramble', unit: 'g-j4' });
  roll(s, 1);
  act(s, 'german', { type: 'scramble-done' });
}

/** An Allied strafing of Feldflugplatz ff-1 (Jasta 4 on the ground) up to its strafing roll. */
function strafeFf1(options: Record<string, boolean> = {}): State {
  const s = atAirOps(options);
  launch(s, 'a-29', 'strafing', '2003', 'base:ff-1');
  act(s, 'german', { type: 'scramble-done' });
  act(s, 'german', { type: 'evacuate-done' });
  roll(s, 1); // AA: no effect
  expect(game.chance(s).rule).toBe('8.10.5');
  return s;
}

describe('issue 28: rules the engine read wrongly', () => {
  it('8.7.9: a unit Reduced on an earlier turn and regrouped to Normal fights its next air battle un-Disrupted', () => {
    const s = atAirOps();
    s.air['a-2'].reduced = true; // lost a step earlier, since regrouped (11.1.1): Normal status
    s.air['a-2'].disrupted = false;
    intercepted(s, 'a-2');
    expect(s.battle).not.toBeNull();
    const u = s.battle!.units.find((x) => x.id === 'a-2')!;
    expect(u.reduced).toBe(true);
    expect(u.disrupted).toBe(false);
  });

  it('8.7.9: "Disrupted for the remainder of the game turn": a unit Disrupted only by its step loss is Normal at the next turn; option stepLossLasting keeps it Disrupted', () => {
    const reducedByAA = (options: Record<string, boolean> = {}): State => {
      const s = atAirOps(options);
      launch(s, 'a-2');
      act(s, 'german', { type: 'scramble-done' }); // no air battle
      act(s, 'allied', { type: 'altitude', unit: 'a-2', altitude: 'low' });
      const r = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((x) => aaFire(2, x, 'low', 2) === 'reduced')!;
      roll(s, r); // Lens AAF 2 (8.9.1) against the B.E.2's DF 2 at low altitude: Reduced
      expect(s.air['a-2']).toMatchObject({ reduced: true, disrupted: true });
      drive(s, (x) => x.turn === 2, { dice: (spec, st) => (spec.rule === '8.7.11' || spec.rule === '8.12.1' ? [1] : defaultDice(spec, st)) });
      return s;
    };
    expect(reducedByAA().air['a-2']).toMatchObject({ reduced: true, disrupted: false });
    expect(reducedByAA({ stepLossLasting: true }).air['a-2']).toMatchObject({ reduced: true, disrupted: true });
  });

  it('8.7.9 7.3: an RFC Reserve unit arriving Reduced (roll 5-9) is not Disrupted by it, in its first air battle either', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'rfc');
    act(s, 'allied', { type: 'commit' });
    const spec = game.chance(s);
    expect(spec.rule).toBe('7.3');
    roll(s, ...Array(spec.dice).fill(5));
    const ix = Object.keys(s.air).filter((id) => AIR_BY_ID[id].group === 'IX' && s.air[id].base === 'rfc');
    expect(ix).toContain('a-70');
    for (const id of ix) expect(s.air[id]).toMatchObject({ reduced: true, disrupted: false });
    drive(s, (x) => x.step === 'air');
    intercepted(s, 'a-70');
    expect(s.battle!.units.find((x) => x.id === 'a-70')).toMatchObject({ reduced: true, disrupted: false });
  });

  it("6.3.4: German reserve aircraft placed over an off-map Airbase's capacity are all Flown and may only stage-move", () => {
    const s = newGame();
    // Every German Strategic Reserve aircraft comes in (the RBs at the set-up, 14.2; the fighters on Turn 1, 12.2.2:
    // modified roll 4 or less); the German bases each at Douai when it is listed (when Cambrai is full too, Douai is
    // the only choice left).
    drive(s, (x) => x.step === 'air', {
      dice: (spec, st) => (spec.rule === '12.2.1' || spec.rule === '14.2' ? Array(spec.dice).fill(1) : defaultDice(spec, st)),
      policy: (st, role, legal) => legal.find((a) => a.type === 'place' && a.base === 'off-douai') ?? defaultPolicy(st, role, legal),
    });
    expect(Object.keys(s.air).filter((id) => s.air[id].base === 'reserve')).toEqual([]);
    const over = ['off-douai', 'off-cambrai'].filter((b) => overCapacity(s, b));
    expect(over.length).toBeGreaterThan(0);
    for (const b of over) {
      const there = Object.keys(s.air).filter((id) => s.air[id].base === b);
      for (const id of there) expect(s.air[id].flown).toBe(true);
    }
    // Flown, none may join a mission (8.1.6); nor may any intercept: they may only stage-move.
    const flyers = Object.keys(s.air).filter((id) => over.includes(s.air[id].base));
    expect(flyers.some((id) => aircraftType(id) === 'F')).toBe(true); // fighters that could otherwise intercept
    launch(s, 'a-2');
    for (const id of flyers) expect(has(s, 'german', { type: 'scramble', unit: id })).toBe(false);
  });

  it('8.10.6: an interceptor in the air is not destroyed with its eliminated Airbase; the aircraft on the ground are', () => {
    const s = strafeFf1();
    // Jasta 4, based at the target, is in the air as an interceptor when the strafing lands (as after an air battle).
    s.mission!.intercepting.push('g-j4');
    s.bases['ff-1'].status = 'disrupted'; // Disrupted earlier (a result below 0 then eliminates it, ruling below)
    roll(s, 1); // 1 - 2 (strafing) = -1: below 0, the Airbase is eliminated
    expect(['dismantled', 'destroyed']).toContain(s.bases['ff-1'].status);
    expect(s.air['g-j4'].base).not.toBe('dead');
    expect(s.mission!.landing).toContain('g-j4');
  });

  it('9.4: the defender chooses which unit of a stacked hex meets the attack', () => {
    const s = newGame();
    drive(s, (x) => x.phase === 'ground');
    only(s, { 'i-3': '2208', 'g-11r': '2207', 'g-11': '2207' });
    act(s, 'allied', { type: 'move-done' });
    const attacks = game.legalActions(s, 'allied').filter((a) => a.type === 'attack');
    expect(attacks).toEqual([{ type: 'attack', attacker: 'i-3', hex: '2207' }]); // a hex, not a unit of the attacker's choosing
    expect(game.describeAction(s, 'allied', attacks[0])).toMatch(/11 Res Div or 11 Div at 2207|11 Div or 11 Res Div at 2207/);
    act(s, 'allied', attacks[0]);
    act(s, 'allied', { type: 'attacks-done' });
    expect(game.toAct(s)).toEqual(['german']);
    expect(legalTypes(s, 'german')).toEqual(['defend', 'defend']);
    expect(game.prompt!(s, 'german', 'fr').text).toMatch(/choisissez laquelle de vos divisions/);
    act(s, 'german', { type: 'defend', unit: 'g-11' });
    expect(s.combat).toMatchObject({ attacker: 'i-3', defender: 'g-11' });
  });

  it('9.4: a lone defender meets the attack without a question', () => {
    const s = newGame();
    drive(s, (x) => x.phase === 'ground');
    only(s, { 'i-3': '2208', 'g-11r': '2207' });
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attack', attacker: 'i-3', hex: '2207' });
    act(s, 'allied', { type: 'attacks-done' });
    expect(s.combat).toMatchObject({ attacker: 'i-3', defender: 'g-11r' });
  });

  it('8.8 13.1: an FB that aborts a strafing mission flies as a fighter and gives no VP', () => {
    // Through the engine: a Sopwith Strutter (FB) strafing Lens, intercepted, leaves the board undelivered.
    const s = atAirOps();
    const fb = Object.keys(s.air).find(
      (id) => AIR_BY_ID[id].side === 'allied' && AIR_BY_ID[id].aircraft === 'Strutter' && s.air[id].base !== 'away' && s.air[id].base !== 'rfc',
    )!;
    expect(fb).toBeDefined();
    intercepted(s, fb, 'strafing');
    const vp = s.vp.german;
    // The Allied player aborts at once; everything else takes the first legal action.
    drive(s, (x) => x.battle === null, {
      dice: (spec) => Array(spec.dice).fill(Math.min(5, spec.sides)),
      policy: (_x, role, legal) =>
        legal.find((a) => a.type === 'ab-abort') ?? (role === 'allied' ? legal.find((a) => a.type === 'ab-exit') : undefined) ?? legal[0],
    });
    expect(s.vp.german).toBe(vp);
  });

  it('8.8 13.1: which aborts give the opponent 1 VP: an RB on any task, an FB or NB with its bombs, never a fighter', () => {
    expect(abortScores('FB', 'strafing')).toBe(false);
    expect(abortScores('FB', 'escort')).toBe(false);
    expect(abortScores('FB', 'bombing')).toBe(true);
    expect(abortScores('RB', 'strafing')).toBe(true);
    expect(abortScores('RB', 'spotting')).toBe(true);
    expect(abortScores('NB', 'bombing')).toBe(true);
    expect(abortScores('F', 'strafing')).toBe(false);
  });

  it('8.6: an NB may not join a strafing mission (strafing is for F, FB or RB)', () => {
    const s = atAirOps();
    s.air['a-100'].base = 'ae-bruay'; // IX/100 Sqdn has arrived (Random Event #1)
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '1607', target: 'city' });
    expect(has(s, 'allied', { type: 'add', unit: 'a-100' })).toBe(false);
    act(s, 'allied', { type: 'cancel' });
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    expect(has(s, 'allied', { type: 'add', unit: 'a-100' })).toBe(true);
  });
});

describe('issue 28: rulings on the doubtful items', () => {
  it('8.7.10: an Allied Ace lost with his unit in an air battle goes back to the pool, as outside a battle', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 2; seed++) {
      const s = atAirOps();
      s.air['a-2'].reduced = true; // one step from destruction
      s.air['a-2'].ace = true;
      s.alliedAcesFree = 2;
      intercepted(s, 'a-2');
      const rng = new Rng(seed);
      drive(s, (x) => x.battle === null, {
        dice: (spec) => Array.from({ length: spec.dice }, () => 1 + rng.int(spec.sides)),
        policy: (_x, _r, legal) => legal[rng.int(legal.length)],
      });
      if (s.air['a-2'].base !== 'dead') continue;
      seen++;
      expect(s.alliedAcesFree).toBe(3);
      expect(s.air['a-2'].ace).toBe(false);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('12.2.3: German reinforcements enter at towns or Hindenburg Line hexes, not at the city of Lens', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'place-ground', { dice: (spec, st) => (spec.rule === '12.2.3' ? Array(spec.dice).fill(1) : defaultDice(spec, st)) });
    const hexes = game
      .legalActions(s, 'german')
      .filter((a) => a.type === 'place')
      .map((a) => a.hex as string);
    expect(s.control['1607']).toBe('german');
    expect(hexes).not.toContain('1607'); // Lens: a city (3.0), east of the line
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(PLACES[h]?.terrain === 'town' || isHindenburg(h)).toBe(true);
  });

  it('13.1: the Arras hit award ends for good when the German captures Arras, even after an Allied recapture', () => {
    const s = newGame();
    drive(s, (x) => x.phase === 'ground');
    only(s, { 'g-11r': '2207', 'i-3': '2410' });
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attacks-done' });
    act(s, 'german', { type: 'move', unit: 'g-11r', to: '2208' });
    expect(s.control['2208']).toBe('german');
    // Later the Allies take it back (the German division gone, the hex Allied again), with hits standing on it.
    s.ground['g-11r'].where = 'dead';
    s.ground['g-11r'].hex = null;
    s.control['2208'] = 'allied';
    s.cityHits.arras = 4; // the Regroup Phase repairs 3 (11.5.1): 1 still stands at the Victory Points Phase
    const log = drive(s, (x) => x.turn === 2);
    expect(s.cityHits.arras).toBe(1);
    expect(log.some((e) => e.rule === '13.1' && /hits on Arras/.test(e.text))).toBe(false);
  });

  it('13.2: a Vimy Ridge hex on the reconstructed Hindenburg Line scores 3 VP, not also the 2 of a Hindenburg Line hex', () => {
    const s = newGame();
    for (const h of HL_HEXES) s.control[h] = 'german';
    for (const h of RIDGE_HEXES) s.control[h] = 'allied';
    expect(RIDGE_HEXES.every((h) => HL_HEXES.includes(h))).toBe(true); // the reconstruction puts them on the line
    const f = finalScore(s);
    expect(f.allied - s.vp.allied).toBe(3 * RIDGE_HEXES.length);
    expect(f.german - s.vp.german).toBe(0);
  });

  it('14.3.1 9.4.3: Turn 1 fights with the 6 starting Tank Support Points; the roll starts on Turn 2', () => {
    const s = newGame();
    const log = drive(s, (x) => x.step === 'air');
    expect(s.tsp).toBe(6);
    expect(log.some((e) => e.rule === '9.4.3')).toBe(false);
    const later = drive(s, (x) => x.turn === 2 && x.step === 'air');
    expect(later.some((e) => e.rule === '9.4.3')).toBe(true);
    expect(s.tsp).toBe(3); // defaultDice: 3
  });
});

describe('issue 28: rulings with the other reading as an option', () => {
  it('8.10.6: a result below 0 Disrupts an Airbase ("target is Disrupted (Airbase)"); on one already Disrupted it eliminates it', () => {
    const s = strafeFf1();
    roll(s, 1); // 1 - 2 = -1: below 0
    expect(s.bases['ff-1'].status).toBe('disrupted');
    expect(s.air['g-j4'].base).toBe('ff-1');
    expect(game.chance(s).rule).toBe('8.10.6'); // the aircraft on the ground roll
    const t = strafeFf1();
    t.bases['ff-1'].status = 'disrupted';
    roll(t, 1);
    expect(t.bases['ff-1'].status).toBe('dismantled');
    expect(t.air['g-j4'].base).toBe('dead');
  });

  it('8.10.6 option airbaseBelowZero: any result below 0 eliminates the Airbase and the aircraft on its ground', () => {
    const s = strafeFf1({ airbaseBelowZero: true });
    roll(s, 1);
    expect(s.bases['ff-1'].status).toBe('dismantled');
    expect(s.air['g-j4'].base).toBe('dead');
  });

  /** An Allied bombing mission on Lens whose B.E.2 aborts on the Air Battle Board before bombing. */
  function abortedBombing(options: Record<string, boolean> = {}): State {
    const s = atAirOps(options);
    intercepted(s, 'a-2');
    drive(s, (x) => x.battle === null, {
      dice: (spec) => Array(spec.dice).fill(Math.min(5, spec.sides)),
      policy: (_x, role, legal) => (role === 'allied' ? legal.find((a) => a.type === 'ab-abort') : undefined) ?? legal[0],
    });
    expect(s.cityHits.lens).toBe(0);
    drive(s, (x) => x.mission === null);
    return s;
  }

  it('13.1: an Allied bombing mission whose bomber aborts executed no bombing attack: the German still scores +4 on a clear turn', () => {
    const s = abortedBombing();
    expect(s.ops.alliedBombed).toBe(false);
    const vp = s.vp.german;
    const log = drive(s, (x) => x.turn === 2);
    expect(log.some((e) => e.rule === '13.1' && /\+4 VP German/.test(e.text))).toBe(true);
    expect(s.vp.german).toBeGreaterThanOrEqual(vp + 4);
  });

  it('13.1 option bombingAtLaunch: the launch of an Allied bombing mission cancels the German +4 even if it aborts', () => {
    const s = abortedBombing({ bombingAtLaunch: true });
    expect(s.ops.alliedBombed).toBe(true);
  });

  it('8.7.11: AA fire that Disrupts an RB outside an air battle calls the Observer roll too; 6 or more loses him', () => {
    const s = atAirOps();
    launch(s, 'a-2');
    act(s, 'german', { type: 'scramble-done' }); // no air battle (8.4.3)
    act(s, 'allied', { type: 'altitude', unit: 'a-2', altitude: 'medium' });
    roll(s, 10); // AA: Disrupted (8.9.2)
    expect(s.air['a-2'].disrupted).toBe(true);
    expect(game.chance(s)).toMatchObject({ rule: '8.7.11', dice: 1, sides: 6 });
    roll(s, 6);
    expect(s.air['a-2'].observerLost).toBe(true);
    expect(game.chance(s).rule).toBe('8.10.5'); // the bombs still fall (as on the Air Battle Board)
  });
});

describe('issue 28: player-facing decisions', () => {
  it('6.6.5: the owner of an overrun Airbase chooses where each unit that makes its evacuation roll goes', () => {
    const s = newGame();
    drive(s, (x) => x.phase === 'ground');
    only(s, { 'i-3': '2004' });
    expect(s.bases['ff-1'].hex).toBe('2003');
    expect(s.air['g-j4'].base).toBe('ff-1');
    act(s, 'allied', { type: 'move', unit: 'i-3', to: '2003' });
    expect(game.chance(s).rule).toBe('6.6.5');
    roll(s, 1);
    expect(game.toAct(s)).toEqual(['german']);
    const choices = game.legalActions(s, 'german');
    expect(choices.length).toBeGreaterThan(1);
    expect(choices.every((a) => a.type === 'relocate' && a.unit === 'g-j4')).toBe(true);
    expect(game.prompt!(s, 'german', 'en').rule).toBe('6.6.5');
    const to = choices[choices.length - 1].to as string;
    act(s, 'german', choices[choices.length - 1]);
    expect(s.air['g-j4']).toMatchObject({ base: to, flown: true });
    expect(game.toAct(s)).toEqual(['allied']); // back to the Allied movement
  });

  it('7.4.3: the owner of a reconnaissance unit may examine no Airbase', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'recon-allied');
    act(s, 'allied', { type: 'recon', unit: 'a-2', area: 'douai' });
    act(s, 'allied', { type: 'recon-done' });
    act(s, 'german', { type: 'recon-done' });
    roll(s, 1);
    expect(s.recon[0].status).toBe('flying');
    expect(legalTypes(s, 'allied')).toContain('no-examine');
    const log = act(s, 'allied', { type: 'no-examine' });
    expect(s.known.allied).toEqual([]);
    expect(log.some((e) => e.rule === '7.4.3' && /examines no Airbase/.test(e.text))).toBe(true);
    expect(game.toAct(s)).not.toEqual(['allied']);
    expect(s.step).not.toBe('examine');
  });

  it('7.4 14.2 8.4.1: a German RB rolled available at the set-up flies reconnaissance over Arras on Turn 1, and helps the interceptors', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'recon-german', { dice: (spec, st) => (spec.rule === '14.2' ? Array(spec.dice).fill(1) : defaultDice(spec, st)) });
    const recon = game.legalActions(s, 'german').filter((a) => a.type === 'recon');
    expect(recon.length).toBeGreaterThan(0);
    expect(recon.every((a) => a.area === 'arras')).toBe(true);
    act(s, 'german', recon[0]);
    expect(legalTypes(s, 'german')).toEqual(['recon-done']); // one German unit (7.4)
    act(s, 'german', { type: 'recon-done' });
    roll(s, 1); // 7.4.2: 6 or less flies
    expect(s.recon.find((r) => r.side === 'german')?.status).toBe('flying');
    drive(s, (x) => x.step === 'air');
    launch(s, 'a-2');
    act(s, 'german', { type: 'scramble', unit: 'g-j4' });
    const log = roll(s, 5);
    expect(log.some((e) => e.rule === '8.4.2' && /-1 reconnaissance/.test(e.text))).toBe(true);
  });
});
