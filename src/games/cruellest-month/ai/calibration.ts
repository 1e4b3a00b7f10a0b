// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 0.3252,
      b: 1.2637,
    },
    german: {
      a: 0.367,
      b: -1.2089,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 20 even-numbered of 40 search:100 mirror games (13562 positions; nice -n 10 npx tsx tools/calibration.ts --game cruellest-month --games 10 --budget 100 --seed 1 (and --seed 2, 3, 4) --out FILE (the chance read by Knowledge.chance)); on the 20 odd-numbered games held out (13449 positions) the Brier score went from 0.3301 (the chance the search value stands for, Knowledge.chance; the value itself 0.2062) to 0.1093 (base rate 0.1989)',
};
