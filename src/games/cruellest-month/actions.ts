// The Cruellest Month's actions (issue 31, item 3): one discriminated union on `type`, one zod schema, the JSON the
// engine protocol, the web page and saved journals have always carried (nothing renamed). The boundary checks the
// schema (GameDefinition.actionSchema) for any action the game did not list, so the steps' effects meet only actions of
// these shapes. Hexes, units, Airbases and targets are their ids; the Air Battle Board's actions are prefixed `ab-`
// (air-battle/contract.ts).
import type { z as Zod } from 'zod';
import { lazySchema } from '../../kernel/schema.ts';

/** Every action of the game, as one zod schema. */
function buildActionSchema(z: typeof Zod) {
  const id = z.string();
  const act = <T extends string>(type: T) => z.object({ type: z.literal(type) });
  const altitude = z.enum(['low', 'medium', 'high']);
  const dir = z.enum(['left', 'right']);
  const facing = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('dice'), dice: z.array(z.number()) }),
    // 14 Setup
    z.object({ type: z.literal('deploy'), unit: id, hex: id }),
    z.object({ type: z.literal('deploy-base'), base: id, hex: id }),
    act('deploy-done'),
    z.object({ type: z.literal('ace'), unit: id }),
    act('no-ace'),
    // 5 Random Events, 6 Airbases
    z.object({ type: z.literal('examine'), base: id }),
    act('no-examine'),
    z.object({ type: z.literal('construct'), base: id, hex: id }),
    act('construct-done'),
    z.object({ type: z.literal('dismantle'), base: id }),
    act('dismantle-done'),
    z.object({ type: z.literal('relocate'), unit: id, to: id }),
    // 7 Initiative
    act('general-regroup'),
    act('no-general-regroup'),
    z.object({ type: z.literal('designate'), unit: id }),
    act('designate-done'),
    act('commit'),
    act('no-commit'),
    z.object({ type: z.literal('recon'), unit: id, area: z.enum(['arras', 'douai', 'cambrai']) }),
    act('recon-done'),
    // 8 Air Operations
    act('pass'),
    z.object({ type: z.literal('stage'), unit: id, to: id }),
    z.object({ type: z.literal('mission'), task: z.enum(['bombing', 'strafing', 'spotting', 'balloon']), hex: id, target: id }),
    z.object({ type: z.literal('add'), unit: id }),
    act('cancel'),
    act('launch'),
    z.object({ type: z.literal('scramble'), unit: id }),
    act('scramble-done'),
    z.object({ type: z.literal('evacuate'), unit: id, to: id }),
    act('evacuate-done'),
    z.object({ type: z.literal('late'), base: id }),
    z.object({ type: z.literal('altitude'), unit: id, altitude }),
    z.object({ type: z.literal('land'), unit: id, base: id }),
    // 8.7 the Air Battle Board
    z.object({ type: z.literal('ab-sequence'), unit: id, seq: z.number(), altitude }),
    z.object({ type: z.literal('ab-place'), unit: id, hex: id, facing }),
    z.object({ type: z.literal('ab-place-aa'), index: z.number(), hex: id }),
    z.object({ type: z.literal('ab-balloon'), move: z.enum(['up', 'down', 'stay']) }),
    z.object({ type: z.literal('ab-defend'), unit: id, target: id.optional() }),
    act('ab-hold'),
    z.object({ type: z.literal('ab-stay-off'), climb: z.union([z.literal(-1), z.literal(0), z.literal(1)]) }),
    act('ab-enter-roll'),
    z.object({ type: z.literal('ab-enter'), hex: id, facing }),
    act('ab-forward'),
    z.object({ type: z.literal('ab-turn'), dir }),
    z.object({ type: z.literal('ab-roll'), dir }),
    act('ab-immelmann'),
    act('ab-climb'),
    act('ab-dive'),
    act('ab-zoom'),
    z.object({ type: z.literal('ab-fire'), target: id, guns: z.enum(['forward', 'observer']).optional() }),
    act('ab-bomb'),
    act('ab-strafe'),
    act('ab-spot'),
    act('ab-exit'),
    act('ab-abort'),
    act('ab-end'),
    z.object({ type: z.literal('ab-attack-aa'), index: z.number() }),
    // 9 Ground Operations
    z.object({ type: z.literal('move'), unit: id, to: id }),
    act('move-done'),
    z.object({ type: z.literal('attack'), attacker: id, hex: id }),
    act('attacks-done'),
    z.object({ type: z.literal('defend'), unit: id }),
    z.object({ type: z.literal('support'), asp: z.number(), tsp: z.number() }),
    z.object({ type: z.literal('retreat'), to: id }),
    act('retreat-off'),
    act('advance'),
    act('no-advance'),
    // 11 Regroup, 12 Reinforcements
    z.object({ type: z.literal('restore'), unit: id }),
    act('restore-done'),
    z.object({ type: z.literal('place'), unit: id, hex: id.optional(), base: id.optional() }),
    z.object({ type: z.literal('hold'), unit: id }),
    act('place-done'),
  ]);
}

export type CmAction = Zod.infer<ReturnType<typeof buildActionSchema>>;
/** The actions of the Air Battle Board (8.7), and the dice that fall there. */
export type AirBattleAction = Extract<CmAction, { type: `ab-${string}` | 'dice' }>;
/** The action of one type. */
export type ActionOf<T extends CmAction['type']> = Extract<CmAction, { type: T }>;

/** Built on first use, as the other games' (docs/architecture.md: loading zod with the game slowed random play). */
export const actionSchema = lazySchema(buildActionSchema);
