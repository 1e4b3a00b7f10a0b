// Area-impulse family: the actions every area game takes, of the same JSON in each (the engine protocol,
// the web page and saved journals carry them). Each game's actions.ts adds its own to one schema.
import type { z as Zod } from 'zod';

/** The dice, a pass, a move, an attack, the end of an impulse, joining and resolving an assault, a retreat, done. */
export function areaActions(z: typeof Zod) {
  const unit = z.string();
  const area = z.number();
  return [
    z.object({ type: z.literal('dice'), dice: z.array(z.number()) }),
    z.object({ type: z.literal('pass') }),
    z.object({ type: z.literal('move'), unit, to: area }),
    z.object({ type: z.literal('attack'), area }),
    z.object({ type: z.literal('end') }),
    z.object({ type: z.literal('join'), unit }),
    z.object({ type: z.literal('resolve') }),
    z.object({ type: z.literal('retreat'), unit, to: area }),
    z.object({ type: z.literal('done') }),
  ] as const;
}
