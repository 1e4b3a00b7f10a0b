// Counter-Attack (1940)'s actions (issue 31, item 3): one discriminated union on `type`, one zod
// schema, the JSON the engine protocol, the web page and saved journals have always carried (nothing
// renamed). The boundary checks the schema (GameDefinition.actionSchema) for any action the game did
// not list, so `perform` and `describe` meet only actions of these shapes.
import type { z as Zod } from 'zod';
import { lazySchema } from '../../kernel/schema.ts';
import { areaActions } from '../../families/area-impulse/actions.ts';

/** Every action of the game, as one zod schema. Areas are numbers, units and groups their ids. */
function buildActionSchema(z: typeof Zod) {
  const unit = z.string();
  const area = z.number();
  return z.discriminatedUnion('type', [
    ...areaActions(z),
    z.object({ type: z.literal('bid'), vp: z.number() }),
    z.object({ type: z.literal('place'), group: z.string(), area }),
    z.object({ type: z.literal('roll-momentum') }),
    z.object({ type: z.literal('reset') }),
    z.object({ type: z.literal('assault'), area }),
    z.object({ type: z.literal('bombard'), target: area, artillery: unit }),
    z.object({ type: z.literal('air'), target: area }),
    z.object({ type: z.literal('lead'), unit }),
    z.object({ type: z.literal('accept') }),
    z.object({ type: z.literal('reroll'), using: z.enum(['marker', 'advantage']) }),
    z.object({ type: z.literal('support'), unit }),
    z.object({ type: z.literal('no-support') }),
    z.object({ type: z.literal('primary'), unit }),
    z.object({ type: z.literal('absorb'), unit, how: z.enum(['flip', 'eliminate', 'retreat']), to: area.optional() }),
    z.object({ type: z.literal('overrun-move'), unit, to: area }),
    z.object({ type: z.literal('place-leader'), unit, area }),
    z.object({ type: z.literal('reorganize'), unit, remove: unit, area }),
    z.object({ type: z.literal('rally'), unit, area }),
    z.object({ type: z.literal('change-gort') }),
  ]);
}

export type ArrasAction = Zod.infer<ReturnType<typeof buildActionSchema>>;

/** Built on first use, as arras-postcard's (docs/architecture.md: loading zod with the game slowed random play). */
export const actionSchema = lazySchema(buildActionSchema);
