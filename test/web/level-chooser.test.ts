// The home page's level chooser (issue 32, item 4): each level with its expected score against the level
// below in the chosen game, from the arenas' data file, in English and French.
import { afterEach, describe, expect, it } from 'vitest';
import { levelLabel, levelMeasure } from '../../src/web/shell/level-ladder.ts';
import { setLang } from '../../src/web/i18n.ts';
import type { LevelLadder } from '../../src/web/shell/level-ladder.ts';

const step = {
  level: 'hard',
  below: 'normal',
  players: { level: 'search:400', below: 'heuristic' },
  games: 40,
  wins: 30,
  draws: 4,
  losses: 6,
  score: 0.8,
  scoreCi95: [0.65, 0.9],
  elo: 241,
  eloCi95: [109, 381],
  meanMs: 300,
  maxMs: 900,
  date: 'd',
  command: 'c',
} as const;
const ladder = { g: [step] } as unknown as LevelLadder;

describe('the level chooser', () => {
  afterEach(() => setLang('en'));

  it("shows a measured level with its score against the level below, named in the page's language", () => {
    setLang('en');
    expect(levelLabel('g', 'hard', 'search', ladder)).toBe('hard (search) · scores 80% against normal');
    setLang('fr');
    expect(levelLabel('g', 'hard', 'search', ladder)).toBe('difficile (search) · marque 80 % contre moyen');
  });

  it("shows a level not measured in this game by its name alone, and no player name that repeats the level's", () => {
    setLang('en');
    expect(levelLabel('g', 'expert', 'expert', ladder)).toBe('expert (takes its time)');
    expect(levelLabel('other', 'hard', 'search', ladder)).toBe('hard (search)');
  });
});

describe('the level measure under the chooser', () => {
  afterEach(() => setLang('en'));

  it('writes out the chosen level score, its 95% interval and its games, in English and French', () => {
    setLang('en');
    expect(levelMeasure('g', 'hard', ladder)).toBe('Measured in this game: scores 80% against normal (95% interval 65-90%, over 40 games).');
    setLang('fr');
    expect(levelMeasure('g', 'hard', ladder)).toBe('Mesuré dans ce jeu : marque 80 % contre moyen (intervalle à 95 % : 65-90 %, sur 40 parties).');
  });

  it('writes nothing for a level not measured in this game', () => {
    expect(levelMeasure('g', 'expert', ladder)).toBe('');
    expect(levelMeasure('other', 'hard', ladder)).toBe('');
  });
});
