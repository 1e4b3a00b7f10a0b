// Text for the terminal, generic over the game contract.
import { type Action, type ChanceSpec, type GameDefinition, type GameResult, type LogEntry, type Role, CHANCE, logText } from '../kernel/game.ts';
import { type Lang, LANGS, asLang, gameLang, kindName, roleName, translate } from '../i18n/index.ts';
import { UsageError } from './args.ts';

/** The language of the terminal: `--lang`, else the ARRAS_LANG environment variable, else English. */
export function cliLang(flagValue: string | undefined, env: NodeJS.ProcessEnv = process.env): Lang {
  if (flagValue !== undefined) {
    const l = asLang(flagValue);
    if (!l) throw new UsageError(`--lang is ${LANGS.join(' or ')}, not "${flagValue}"`);
    return l;
  }
  return asLang(env.ARRAS_LANG) ?? 'en';
}

/** The game's picture of the situation for `role`, or its JSON view when the game has no render. */
export function renderState(game: GameDefinition, state: unknown, role: Role, lang: Lang = 'en'): string {
  if (game.render) return game.render(state, role, gameLang(game.languages, lang)).replace(/\s+$/, '');
  return JSON.stringify(game.view(state, role), null, 2);
}

/** One line for an action, described against the state before it. */
export function describe(game: GameDefinition, stateBefore: unknown, role: Role, action: Action, lang: Lang = 'en'): string {
  if (role === CHANCE && Array.isArray(action.dice)) {
    let spec: ChanceSpec | null = null;
    try {
      spec = game.chance(stateBefore);
    } catch {
      // the description is only for display
    }
    return diceText(spec, action.dice as number[], lang);
  }
  try {
    return game.describeAction(stateBefore, role, action, gameLang(game.languages, lang));
  } catch {
    return JSON.stringify(action);
  }
}

/** `dice 3 5 (Allied DR and German DR, rule 9.3)` */
export function diceText(spec: ChanceSpec | null, dice: readonly number[], lang: Lang = 'en'): string {
  const label = spec ? ` (${spec.texts?.[lang] ?? spec.label}${spec.rule ? `, ${translate(lang, 'common.rule')} ${spec.rule}` : ''})` : '';
  return `${translate(lang, 'dice.text', { dice: dice.join(' ') })}${label}`;
}

/** A log entry in `lang` when the game gave that language, else in English; its rule number as it is. */
export function logLine(e: LogEntry, lang: Lang = 'en'): string {
  const text = logText(e, lang);
  return e.rule ? `  [${e.rule}] ${text}` : `  ${text}`;
}

/** A log entry is shown to `role` when it is public or addressed to that role. */
export function visibleTo(e: LogEntry, role: Role): boolean {
  return !e.to || e.to.includes(role);
}

export function resultLine(result: GameResult | null, lang: Lang = 'en'): string {
  if (!result) return translate(lang, 'result.over');
  const who = result.winner === null ? translate(lang, 'result.lineDraw') : translate(lang, 'result.wins', { winner: roleName(lang, result.winner) });
  const detail = result.texts?.[lang] ?? result.detail;
  return `${translate(lang, 'result.line', { who, kind: kindName(lang, result.kind) })}${detail ? ` - ${detail}` : ''}`;
}

export function pct(n: number, total: number): string {
  return total ? `${((100 * n) / total).toFixed(1)}%` : '-';
}
