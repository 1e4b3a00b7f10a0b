// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    british: {
      a: 0.1285,
      b: 0.9006,
    },
    german: {
      a: 0.1699,
      b: -0.7518,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 20 even-numbered of 40 search:100 mirror games (9613 positions; npx tsx tools/calibration.ts --game cambrai-1917 --games 20 --budget 100 --seed 1 (and --seed 2) --out FILE); on the 20 odd-numbered games held out (8798 positions) the Brier score went from 0.3643 (raw value) to 0.3189 (base rate 0.2496)',
};
