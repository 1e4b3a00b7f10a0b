// Cambrai 1917's actions (issue 31, item 3): one discriminated union on `type`, one zod schema, the
// JSON the engine protocol, the web page and saved journals have always carried (nothing renamed).
// The boundary checks the schema (GameDefinition.actionSchema) for any action the game did not list,
// so `perform` and `describe` meet only actions of these shapes.
import type { z as Zod } from 'zod';
import { lazySchema } from '../../kernel/schema.ts';
import { areaActions } from '../../families/area-impulse/actions.ts';

/** Every action of the game, as one zod schema. Areas and bridges are numbers, units their ids. */
function buildActionSchema(z: typeof Zod) {
  const unit = z.string();
  const area = z.number();
  return z.discriminatedUnion('type', [
    ...areaActions(z),
    z.object({ type: z.literal('place'), unit, area }),
    z.object({ type: z.literal('advantage'), use: z.boolean() }),
    z.object({ type: z.literal('assault'), area }),
    z.object({ type: z.literal('regroup'), area }),
    z.object({ type: z.literal('hurricane'), target: area }),
    z.object({ type: z.literal('marker'), area, kind: z.enum(['rolling', 'support', 'air']) }),
    z.object({ type: z.literal('demolish'), bridge: z.number() }),
    z.object({ type: z.literal('primary'), unit }),
    z.object({ type: z.literal('absorb'), unit, how: z.enum(['flip', 'eliminate', 'retreat']).optional(), to: area.optional() }),
    z.object({ type: z.literal('point'), unit }),
    z.object({ type: z.literal('forward'), unit }),
    z.object({ type: z.literal('buy'), n: z.number() }),
    z.object({ type: z.literal('refit'), unit }),
    z.object({ type: z.literal('refresh'), unit }),
    z.object({ type: z.literal('dismount'), unit }),
    z.object({ type: z.literal('trade'), unit, refresh: unit }),
  ]);
}

export type CambraiAction = Zod.infer<ReturnType<typeof buildActionSchema>>;

/** Built on first use, as arras-postcard's (docs/architecture.md: loading zod with the game slowed random play). */
export const actionSchema = lazySchema(buildActionSchema);
