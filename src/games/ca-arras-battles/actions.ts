// Counter-Attack: Arras (Battles Magazine edition)'s actions (issue 31, item 3): one discriminated
// union on `type`, one zod schema, the JSON the engine protocol, the web page and saved journals have
// always carried (nothing renamed). The boundary checks the schema (GameDefinition.actionSchema) for
// any action the game did not list, so `perform`, `describe` and the refusal explainer meet only
// actions of these shapes.
import type { z as Zod } from 'zod';
import { lazySchema } from '../../kernel/schema.ts';
import { areaActions } from '../../families/area-impulse/actions.ts';

/** Every action of the game, as one zod schema. Sectors and zones are numbers, units and groups their ids. */
function buildActionSchema(z: typeof Zod) {
  const unit = z.string();
  const area = z.number();
  return z.discriminatedUnion('type', [
    ...areaActions(z), // dice, pass (4.3 A), move (5.1, 6.5), attack (6.0), end, join (5.2.1), resolve, retreat (6.6), done
    z.object({ type: z.literal('bid'), vp: z.number() }), // 14.1.1
    z.object({ type: z.literal('place'), group: z.string(), area }), // 12.2
    z.object({ type: z.literal('use-advantage') }), // 9.0
    z.object({ type: z.literal('decline') }),
    z.object({ type: z.literal('enter') }), // 13.1-13.3
    z.object({ type: z.literal('activate'), area }), // 5.0
    z.object({ type: z.literal('bombard'), artillery: unit, target: area }), // 7.0
    z.object({ type: z.literal('refresh'), area }), // 9.3
    z.object({ type: z.literal('refresh-unit'), unit }),
    z.object({ type: z.literal('spearhead'), unit }), // 6.1
    z.object({ type: z.literal('advanced'), unit }),
    // 8.1 an artillery unit's support names it; 8.3 air support is `air: true`.
    z.object({ type: z.literal('support'), unit: unit.optional(), air: z.literal(true).optional() }),
    z.object({ type: z.literal('no-support') }),
    // 6.4.2.a: `to` only for a retreat that has somewhere to go.
    z.object({ type: z.literal('absorb'), unit, how: z.enum(['flip', 'eliminate', 'retreat']), to: area.optional() }),
    // 10.1 (`remove` names the unit taken out of the game) or 10.2 (its R counter).
    z.object({ type: z.literal('reorganize'), unit, remove: unit.optional(), area }),
  ]);
}

export type BattlesAction = Zod.infer<ReturnType<typeof buildActionSchema>>;

/** One action type's shape (`ActionOf<'move'>`). */
export type ActionOf<K extends BattlesAction['type']> = Extract<BattlesAction, { type: K }>;

/** Built on first use, as arras-postcard's (docs/architecture.md: loading zod with the game slowed random play). */
export const actionSchema = lazySchema(buildActionSchema);
