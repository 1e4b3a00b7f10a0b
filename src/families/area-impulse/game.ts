// Area-impulse family: an area game as a GameDefinition of the kernel. Each game declares what is its
// own (its tables, steps, view, picture, describing texts, options and data checks); the wiring that
// is the same in every area game is here once: the step table's hooks, the action schema checked at
// the boundary, the two languages, the setup groups below the picture, the seats after side bids.

import type { ZodType } from 'zod';
import type { Action, GameDefinition, OptionInfo, Role, ScenarioInfo } from '../../kernel/game.ts';
import { type Bids, bidReveals, seatAfterBids } from './contract.ts';
import { type SetupGroups, setupGroupsText } from './setup-groups.ts';

/** The hooks a step table gives (src/kernel/steps.ts). */
type StepHooks<S> = Pick<GameDefinition<S>, 'toAct' | 'chance' | 'legalActions' | 'perform' | 'explainIllegal' | 'prompt'>;

/** What an area game declares of its own. */
export interface AreaGame<S, A extends Action>
  extends Pick<
    GameDefinition<S>,
    'id' | 'title' | 'roles' | 'scenarios' | 'options' | 'dataVersion' | 'setup' | 'view' | 'result' | 'validateData' | 'preview'
  > {
  /** The step table: who acts, the legal actions, their effects, the prompts and the refusals. */
  steps: StepHooks<S>;
  /** Every action of the game as one zod schema (built on first use). */
  actionSchema(): ZodType<A>;
  /** One legal action (or one of the schema's shapes) in words. */
  describe(s: S, a: A, lang: 'en' | 'fr'): string;
  /** The terminal's picture of the board. */
  render(s: S, role: Role, lang: string | undefined): string;
  /** The groups still to set up (1940 5.3, Battles 12.2), listed below the picture; null once placed. */
  setupGroups?(s: S): SetupGroups | null;
  /** The side bids (1940 17.1, Battles 14.1): the seats swap when the German seat takes the Allies. */
  bids?(s: S): { bids: Bids; swapped: boolean };
}

/** The kernel's definition of an area game. */
export function areaImpulseGame<S, A extends Action>(game: AreaGame<S, A>): GameDefinition<S> {
  const { steps, actionSchema, describe, render, setupGroups, bids, ...own } = game;
  return {
    ...own,
    ...steps,
    languages: ['en', 'fr'],
    get actionSchema() {
      return actionSchema();
    },
    // The kernel describes the actions the game listed, or ones the boundary checked (of the shapes of the schema).
    describeAction: (s, _role, a, lang) => describe(s, a as A, lang === 'fr' ? 'fr' : 'en'),
    render(s, role, lang) {
      const groups = setupGroups?.(s);
      return render(s, role, lang) + (groups ? setupGroupsText(groups, lang) : '');
    },
    ...(bids && {
      seatOf: (s: S, role: Role) => seatAfterBids(bids(s).swapped, role),
      reveals: (s: S, role: Role, a: Action) => bidReveals(bids(s).bids, role, a),
    }),
  };
}

/** A game's words by language code, then by id (its text/ files: `{ en: en.options, fr: fr.options }`). */
type ByLang<T> = { en: Record<string, T> } & Record<string, Record<string, T>>;
const otherLangs = <T>(words: ByLang<T>, id: string): Record<string, T> =>
  Object.fromEntries(Object.entries(words).flatMap(([lang, w]) => (lang === 'en' ? [] : [[lang, w[id]]])));

/** The options as the kernel lists them: without the game's own keys, labelled in English, in the other languages as `texts`. */
export function optionsInfo(options: readonly (Omit<OptionInfo, 'label'> & { key?: string; group?: string })[], labels: ByLang<string>): OptionInfo[] {
  return options.map(({ key: _key, group: _group, ...o }) => ({ ...o, label: labels.en[o.id], texts: otherLangs(labels, o.id) }));
}

/** The scenarios likewise: label and description in English, in the other languages as `texts`. */
export function scenariosInfo(ids: readonly string[], words: ByLang<{ label: string; description: string }>): ScenarioInfo[] {
  return ids.map((id) => ({ id, ...words.en[id], texts: otherLangs(words, id) }));
}
