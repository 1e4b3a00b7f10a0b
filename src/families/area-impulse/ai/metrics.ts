// The report metrics the two Counter-Attack editions share (arras simulate's "VP by turn", hints): the
// losses and the strengths on the map, rounded to a tenth.
export function forceMetrics(f: {
  lossDiff: number;
  alliedStrength: number;
  germanStrength: number;
}): Record<'lossDiff' | 'alliedStrength' | 'germanStrength', number> {
  const tenth = (x: number) => Math.round(x * 10) / 10;
  return { lossDiff: f.lossDiff, alliedStrength: tenth(f.alliedStrength), germanStrength: tenth(f.germanStrength) };
}
