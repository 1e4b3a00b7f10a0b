// `arras replay FILE [--role R]`: step through a saved game as `role` sees it (default: observer).
// At a TTY: Enter = next, b = back, g N = go to step N, q = quit. Piped: every step is printed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type GameDefinition, type Role, OBSERVER } from '../kernel/game.ts';
import { Session, manualDice } from '../kernel/session.ts';
import { getGame } from '../games/index.ts';
import { type ParsedArgs, UsageError, checkFlags, flag } from './args.ts';
import { type CliIo, LineReader } from './io.ts';
import { type Lang, gameLang, translate } from '../i18n/index.ts';
import { cliLang, describe, logLine, renderState, resultLine, visibleTo } from './show.ts';

export async function replayCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['role', 'lang']);
  const lang = cliLang(flag(args, 'lang'));
  const msg = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);
  const out = (s = '') => io.stdout.write(s + '\n');
  const { game, file } = readSave(args.positional[0], 'replay: which file? (arras replay FILE [--role R])');
  const role = flag(args, 'role') ?? OBSERVER;
  if (role !== OBSERVER && !game.roles.includes(role)) {
    throw new UsageError(`--role is one of ${[...game.roles, OBSERVER].join(', ')}, not "${role}"`);
  }
  // Loading replays the whole journal: a file that does not replay is refused here.
  const full = Session.load(game, file, manualDice());
  const total = full.seq;
  out(msg('cli.replayOf', { title: game.title, id: game.id, total, role }));
  if (lang !== 'en' && gameLang(game.languages, lang) === 'en') out(msg('cli.gameTexts'));
  const textLang = gameLang(game.languages, lang) as Lang;

  if (!io.interactive) {
    const s = new Session(game, full.config, manualDice());
    showStep(out, game, s, 0, total, role, lang);
    for (let i = 0; i < total; i++) {
      const e = full.journal[i];
      const text = describe(game, s.state, e.role, e.action, lang);
      s.act(e.role, e.action);
      out('');
      out(msg('cli.replayStep', { step: i + 1, total, role: e.role, text }));
      for (const entry of s.logs[i]) if (visibleTo(entry, role)) out(logLine(entry, textLang));
      out(renderState(game, s.state, role, lang));
    }
    if (full.isOver()) out(resultLine(game.result(full.state), lang));
    return 0;
  }

  const reader = new LineReader(io);
  try {
    let step = 0;
    for (;;) {
      const s = atStep(game, full, step);
      out('');
      showStep(out, game, s, step, total, role, lang);
      const line = await reader.ask(msg('cli.replayPrompt', { step, total }));
      if (line === null) return 0;
      const text = line.trim().toLowerCase();
      if (text === '' || text === 'n') step = Math.min(total, step + 1);
      else if (text === 'b') step = Math.max(0, step - 1);
      else if (text === 'q' || text === 'quit') return 0;
      else if (/^g\s*\d+$/.test(text)) step = Math.max(0, Math.min(total, Number(text.slice(1).trim())));
      else out(msg('cli.replayHelp'));
    }
  } finally {
    reader.close();
  }
}

/**
 * A save file read, with its game (exit status 2, UsageError, for a missing path, an unreadable file or
 * one that is not a save; Session.load then checks the rest and replays the journal, manual dice).
 */
export function readSave(path: string | undefined, missing: string): { game: GameDefinition; file: unknown } {
  if (!path) throw new UsageError(missing);
  let file: any;
  try {
    file = JSON.parse(readFileSync(resolve(path), 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read save file ${path}: ${(e as Error).message}`);
  }
  if (!file || typeof file.game !== 'string') throw new UsageError(`${path} is not an arras save file`);
  return { game: getGame(file.game), file };
}

/** A session replayed to `step` (with its log). */
function atStep(game: GameDefinition, full: Session, step: number): Session {
  const s = new Session(game, full.config, manualDice());
  for (const e of full.journal.slice(0, step)) s.act(e.role, e.action);
  return s;
}

function showStep(out: (s?: string) => void, game: GameDefinition, s: Session, step: number, total: number, role: Role, lang: Lang): void {
  if (step === 0) {
    out(translate(lang, 'cli.replaySetup', { total }));
  } else {
    const e = s.journal[step - 1];
    const before = s.stateAt(step - 1);
    out(translate(lang, 'cli.replayStep', { step, total, role: e.role, text: describe(game, before, e.role, e.action, lang) }));
    for (const entry of s.logs[step - 1]) if (visibleTo(entry, role)) out(logLine(entry, gameLang(game.languages, lang) as Lang));
  }
  out(renderState(game, s.state, role, lang));
  if (s.isOver()) out(resultLine(game.result(s.state), lang));
}
