// Counterattack at Arras (CMJ postcard game): the GameDefinition.
// The rules, one file per chapter of the rulebook in its order: rules/01-setup.ts (Setup),
// rules/02-victory.ts (Victory), rules/03-sequence.ts (Sequence), rules/06-zones-of-control.ts (6.0),
// rules/07-movement.ts (7.1-7.2), rules/08-combat.ts (8.1-8.8). The step table: steps.ts. The state
// and the actions: state.ts. Data: data.ts. What players see: view.ts; their words: text/.
// Notes and rulings: docs/games/arras-postcard.md.
import type { GameDefinition } from '../../kernel/game.ts';
import { setup } from './rules/01-setup.ts';
import { result } from './rules/02-victory.ts';
import { preview } from './preview.ts';
import { STEPS } from './steps.ts';
import { type State, actionSchema } from './state.ts';
import { en } from './text/en.ts';
import { fr } from './text/fr.ts';
import { describeAction, render, view } from './view.ts';
import { validateData } from './validate.ts';

export const ROLES = ['allied', 'german'] as const;

export const arrasPostcard: GameDefinition<State> = {
  id: 'arras-postcard',
  title: 'Counterattack at Arras (CMJ postcard game)',
  roles: ROLES,
  scenarios: [{ id: 'standard', ...en.scenario, texts: { fr: fr.scenario } }],
  options: [{ id: 'shift-then-cap', label: en.shiftThenCap, rule: '8.1', kind: 'flag', default: false, texts: { fr: fr.shiftThenCap } }],
  setup,
  ...STEPS,
  get actionSchema() {
    return actionSchema();
  },
  view,
  result,
  languages: ['en', 'fr'],
  describeAction,
  preview,
  render,
  validateData,
  reveals: () => false,
};
