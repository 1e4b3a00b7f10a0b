// The turn before the air war: setup markers (14.3), Random Events (5.0), Airbase construction (6.5),
// the Initiative Phase (7.1-7.6), German reinforcements (12.2) and tank support (9.4.3).
import { describe, expect, it } from 'vitest';
import { AIR_BY_ID, RANDOM_EVENTS } from '../../../src/games/cruellest-month/data.ts';
import { constructHexes } from '../../../src/games/cruellest-month/rules/06-airbases.ts';
import { run } from '../../../src/games/cruellest-month/steps.ts';
import { act, drive, game, has, legalTypes, newGame, roll } from './helpers.ts';

const at = (step: string) => (s: { step: string }) => s.step === step;

describe('setup and the sequence of play', () => {
  it('14.0 14.1 the Allied player sets up first and may put one Ace with an RFC Reserve unit (never the NB); 14.2 one German RB draws the Ace', () => {
    const s = newGame();
    expect(game.toAct(s)).toEqual(['allied']);
    expect(legalTypes(s, 'allied')).toContain('deploy');
    act(s, 'allied', { type: 'deploy-done' });
    expect(legalTypes(s, 'allied')).toContain('ace');
    expect(has(s, 'allied', { type: 'ace', unit: 'a-100' })).toBe(false); // 8.7.10: never the NB
    act(s, 'allied', { type: 'ace', unit: 'a-19' });
    expect(s.air['a-19'].ace).toBe(true);
    expect(s.alliedAcesFree).toBe(2);
    expect(game.toAct(s)).toEqual(['german']);
    act(s, 'german', { type: 'deploy-done' });
    expect(game.chance(s)).toMatchObject({ dice: 1, sides: 4, rule: '14.2' });
    roll(s, 3);
    const rbAce = Object.keys(s.air).filter((id) => AIR_BY_ID[id].group === 'fa-reserve' && s.air[id].ace);
    expect(rbAce).toEqual(['g-fa211']);
    expect(s.air['g-j11'].ace).toBe(true);
  });

  it('14.1 14.2 9.3 each division may set up on or next to its printed hexes (Allied) or in or next to the Hindenburg Line in its Gruppe area (German)', () => {
    const s = newGame();
    const allied = game.legalActions(s, 'allied').filter((a) => a.type === 'deploy');
    expect(allied.some((a) => a.unit === 'i-24' && a.hex === '1211')).toBe(true);
    expect(allied.some((a) => a.unit === 'i-24' && a.hex === '1610')).toBe(false);
    act(s, 'allied', { type: 'deploy', unit: 'i-24', hex: '1211' });
    // 14.1: an Aerodrome moves within its Brigade's hexrows on or next to the west edge, never to a Ridge.
    const bases = game
      .legalActions(s, 'allied')
      .filter((a) => a.type === 'deploy-base' && a.base === 'ae-bruay')
      .map((a) => a.hex as string);
    expect(bases).toContain('1114');
    expect(bases).not.toContain('1810');
    expect(bases).not.toContain('2014'); // III Brigade hexrows
    act(s, 'allied', { type: 'deploy-base', base: 'ae-bruay', hex: '1114' });
    expect(s.bases['ae-bruay'].hex).toBe('1114');
    expect(s.ground['i-24'].hex).toBe('1211');
    expect(game.legalActions(s, 'allied').some((a) => a.unit === 'i-24')).toBe(false); // once each
    act(s, 'allied', { type: 'deploy-done' });
    act(s, 'allied', { type: 'no-ace' });
    const german = game.legalActions(s, 'german').filter((a) => a.type === 'deploy');
    // 14.2: the two on-map Feldflugplatz go on railway hexes more than 3 hexes from the Hindenburg Line.
    for (const a of game.legalActions(s, 'german').filter((x) => x.type === 'deploy-base')) expect(s.control[a.hex as string]).toBe('german');
    for (const a of german) expect(s.control[a.hex as string]).toBe('german');
    expect(german.some((a) => a.unit === 'g-80' && a.hex === '2207')).toBe(false); // outside Gruppe Souchez
  });

  it('14.3.1 14.3.2 14.3 initial Artillery Support: VI 1D6+2 (8 max), Canadian and VII 1D6, XXIV 2, Gruppen 1D6+2; 14.3.3 balloons Normal', () => {
    const s = newGame();
    act(s, 'allied', { type: 'deploy-done' });
    act(s, 'allied', { type: 'no-ace' });
    act(s, 'german', { type: 'deploy-done' });
    roll(s, 1);
    expect(game.chance(s)).toMatchObject({ dice: 6, sides: 6, rule: '14.3' });
    roll(s, 6, 6, 1, 3, 4, 5);
    expect(s.asl).toEqual({ XXIV: 2, VI: 8, Canadian: 6, VII: 1, souchez: 5, vimy: 6, arras: 7 });
    expect(Object.values(s.bosl).every((b) => b === 0)).toBe(true);
    expect(s.tsp).toBe(6);
  });

  it('4.0 4.1 5.0 each turn begins with a 1D10 Random Event; 4.9 the turn marker advances after the Victory Points Phase', () => {
    const s = newGame();
    drive(s, at('event'));
    expect(game.chance(s)).toMatchObject({ dice: 1, sides: 10, rule: '5.0' });
    for (let r = 1; r <= 10; r++) expect(RANDOM_EVENTS[r]).toBeDefined();
    drive(s, (x) => x.turn === 2);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('events');
  });

  it('5.0 event 3 is Poor Weather; event 1 brings the IX/100 NB into the RFC Reserve (12.1)', () => {
    const s = newGame();
    drive(s, at('event'));
    roll(s, 3);
    expect(s.poorWeather).toBe(true);
    const t = newGame();
    drive(t, at('event'));
    expect(t.air['a-100'].base).toBe('event');
    roll(t, 1);
    expect(t.air['a-100'].base).toBe('away');
  });

  it('6.1 espionage (events 4 and 6) discloses the numbers and types at one enemy base', () => {
    const s = newGame();
    drive(s, at('event'));
    roll(s, 4);
    expect(s.events.alliedSpies).toBe(true);
    expect(game.toAct(s)).toEqual(['allied']);
    act(s, 'allied', { type: 'examine', base: 'off-douai' });
    expect(s.known.allied).toEqual([{ turn: 1, base: 'off-douai', fighters: 3, bombers: 0, rule: '6.1' }]);
    // Only the spying side sees the disclosure.
    expect((game.view(s, 'allied') as { known: unknown[] }).known).toHaveLength(1);
    expect((game.view(s, 'german') as { known: unknown[] }).known).toHaveLength(0);
  });

  it('4.2 6.5 6.5.1 6.5.2 6.5.4 14.2 a dismantled Feldflugplatz is rebuilt on a supplied German railway hex, not within 4 hexes of Allied infantry, under construction', () => {
    const s = newGame();
    drive(s, at('event'));
    roll(s, 2);
    // 14.2 note: the Feldflugplatz starting at Douai/Cambrai must first be dismantled (6.5.4) - none is on turn 1.
    expect(s.step).not.toBe('construct');
    s.bases['ff-3'] = { ...s.bases['ff-3'], hex: null, area: null, status: 'dismantled', readyTurn: 1 };
    s.step = 'construct-check';
    run(s, undefined);
    expect(s.step).toBe('construct');
    const hexes = constructHexes(s);
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(s.control[h]).toBe('german');
    expect(hexes).not.toContain('2003'); // already a Feldflugplatz there
    const h = hexes[0];
    const base = (game.legalActions(s, 'german').find((a) => a.type === 'construct') as unknown as { base: string }).base;
    act(s, 'german', { type: 'construct', base, hex: h });
    expect(s.bases[base]).toMatchObject({ hex: h, status: 'construction' });
  });
});

describe('7.0 the Initiative Phase', () => {
  it('7.1 only one player declares a General Regroup in a turn, once a game; 11.2 11.2.1 it limits missions to 2 units', () => {
    const s = newGame();
    drive(s, at('gr-allied'));
    act(s, 'allied', { type: 'general-regroup' });
    expect(s.generalRegroup).toBe('allied');
    expect(s.step).not.toBe('gr-german');
    expect(s.regroupUsed.allied).toBe(true);
    drive(s, (x) => x.turn === 2 && x.step === 'gr-german');
    expect(game.toAct(s)).toEqual(['german']); // the Allied player has used his
  });

  it('7.2 regroup designations are made in secret by both players, each asked in turn (Allied, then German)', () => {
    const s = newGame();
    s.air['a-2'].disrupted = true;
    s.air['g-j11'].disrupted = true;
    drive(s, at('designate'));
    expect(game.toAct(s)).toEqual(['allied']);
    act(s, 'allied', { type: 'designate', unit: 'a-2' });
    act(s, 'allied', { type: 'designate-done' });
    expect(game.toAct(s)).toEqual(['german']);
    act(s, 'german', { type: 'designate', unit: 'g-j11' });
    expect(s.air['g-j11'].regroup).toBe(true);
    expect(JSON.stringify(game.view(s, 'allied'))).not.toContain('g-j11');
    act(s, 'german', { type: 'designate-done' });
    expect(s.step).not.toBe('designate');
  });

  it('7.3 13.1 committing the RFC Reserve gives the German 1 VP; each IX unit rolls: 4 or less full, 5-9 Reduced, 10 stays out', () => {
    const s = newGame();
    drive(s, at('rfc'));
    act(s, 'allied', { type: 'commit' });
    expect(s.vp.german).toBe(1);
    expect(game.chance(s)).toMatchObject({ dice: 7, sides: 10, rule: '7.3' });
    // +1: a Vimy Ridge hex is German-controlled (all three are at the start).
    roll(s, 1, 3, 4, 8, 9, 2, 3);
    const ix = ['a-19', 'a-27', 'a-55', 'a-57', 'a-66', 'a-70', 'a-45'];
    expect(ix.map((u) => s.air[u].base)).toEqual(['rfc', 'rfc', 'rfc', 'rfc', 'away', 'rfc', 'rfc']);
    expect(ix.map((u) => s.air[u].reduced)).toEqual([false, false, true, true, false, false, false]);
  });

  it('7.3 without commitment every IX unit leaves, its Disruption removed', () => {
    const s = newGame();
    drive(s, at('rfc'));
    s.air['a-19'].disrupted = true;
    act(s, 'allied', { type: 'no-commit' });
    expect(s.air['a-19']).toMatchObject({ base: 'away', disrupted: false });
    expect(s.vp.german).toBe(0);
  });

  it('7.4 7.4.1 7.4.2 7.4.3 reconnaissance: up to two Allied RBs over Douai/Cambrai fly on 6 or less and disclose a base', () => {
    const s = newGame();
    drive(s, at('recon-allied'));
    act(s, 'allied', { type: 'recon', unit: 'a-2', area: 'douai' });
    act(s, 'allied', { type: 'recon', unit: 'a-5', area: 'cambrai' });
    expect(legalTypes(s, 'allied')).toEqual(['recon-done']); // two at most
    act(s, 'allied', { type: 'recon-done' });
    act(s, 'german', { type: 'recon-done' });
    roll(s, 6, 10);
    expect(s.recon.map((r) => r.status)).toEqual(['flying', 'grounded']);
    expect(s.air['a-5'].reduced).toBe(true); // 10: Reduced
    expect(s.air['a-2'].flown).toBe(true);
    act(s, 'allied', { type: 'examine', base: 'off-cambrai' });
    expect(s.known.allied[0]).toMatchObject({ base: 'off-cambrai', fighters: 2, bombers: 0, rule: '7.4.3' });
  });

  it('7.0 7.5 no initiative roll on turn 1 (Allied); later 6 or more gives the German initiative, with the modifiers', () => {
    const s = newGame();
    drive(s, at('init-missions'));
    expect(s.initiative).toBe('allied');
    drive(s, (x) => x.turn === 2 && x.step === 'initiative-roll');
    expect(game.chance(s).rule).toBe('7.5');
    s.cityHits.arras = 2; // +1 a hit on Arras
    roll(s, 4);
    expect(s.initiative).toBe('german');
  });

  it('7.6 8.1.1 initiative air missions: 1-4 one, 5-8 two, 9-10 three', () => {
    for (const [die, n] of [
      [4, 1],
      [5, 2],
      [8, 2],
      [9, 3],
    ] as const) {
      const s = newGame();
      drive(s, at('init-missions'));
      roll(s, die);
      expect(s.initiativeMissions).toBe(n);
    }
  });

  it('12.2 12.2.1 12.2.2 German reserve aircraft enter on 4 or less; each reserve fighter gives the Allied player 1 VP', () => {
    const s = newGame();
    drive(s, (x) => x.turn === 2 && x.step === 'reserves'); // on Turn 1 the RBs were rolled at the set-up (14.2)
    expect(game.chance(s)).toMatchObject({ dice: 9, sides: 6 });
    const vp = s.vp.allied;
    roll(s, 1, 6, 6, 6, 6, 4, 6, 6, 6); // Jasta 5 (F) and FA(A) 235 (RB)
    expect(s.vp.allied).toBe(vp + 1);
    expect(s.toPlace).toEqual(['g-j5', 'g-fa235']);
    expect(game.toAct(s)).toEqual(['german']);
    const bases = game.legalActions(s, 'german').map((a) => a.base);
    expect(bases).toContain('off-douai');
    expect(bases).not.toContain('ff-1'); // 12.2.2: a Feldflugplatz with a fighter on it already
    act(s, 'german', { type: 'place', unit: 'g-j5', base: 'off-cambrai' });
    act(s, 'german', { type: 'place', unit: 'g-fa235', base: 'off-douai' });
    expect(s.air['g-j5'].base).toBe('off-cambrai');
  });

  it('12.2.3 VI Armee divisions enter on 3 or less at a supplied town or Hindenburg Line hex; 1/2 VP before the German General Regroup', () => {
    const s = newGame();
    drive(s, at('reserves-ground'));
    roll(s, 1, 6, 6, 6, 6, 6);
    expect(s.toPlace).toEqual(['g-1gr']);
    const hexes = game
      .legalActions(s, 'german')
      .filter((a) => a.type === 'place')
      .map((a) => a.hex as string);
    expect(hexes).toContain('2104'); // Vitry, a town
    act(s, 'german', { type: 'place', unit: 'g-1gr', hex: '2104' });
    expect(s.vp.allied).toBe(0.5);
    expect(s.ground['g-1gr']).toMatchObject({ where: 'map', hex: '2104' });
  });

  it('9.4.3 Tank Support: 1D6 plus turns after 2; 6 or more ends tank support for the game', () => {
    const s = newGame();
    drive(s, at('tsp'));
    roll(s, 4);
    expect(s.tsp).toBe(4);
    const t = newGame();
    drive(t, (x) => x.turn === 5 && x.step === 'tsp');
    roll(t, 3); // 3 + 3
    expect(t.tanksGone).toBe(true);
    expect(t.tsp).toBe(0);
  });
});
