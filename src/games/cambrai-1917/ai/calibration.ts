// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    british: {
      a: 0.1021,
      b: 0.4847,
    },
    german: {
      a: 0.1634,
      b: -0.3131,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 10 even-numbered of 20 search:100 mirror games (4736 positions; npx tsx tools/calibration.ts --game cambrai-1917 --games 20 --budget 100 --seed 1 --out FILE); on the 10 odd-numbered games held out (4989 positions) the Brier score went from 0.3437 (raw value) to 0.2507 (base rate 0.2496)',
};
