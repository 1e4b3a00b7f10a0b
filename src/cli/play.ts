// `arras play`: terminal play at one screen. Each seat is a human or a computer player; dice are rolled
// from a seeded generator (and shown) or typed by a person with --dice manual (the app as referee for a
// game on a real table). Works with piped input: one line per answer.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Action, type GameDefinition, type Role, CHANCE, OBSERVER, RuleError } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { type DiceSource, Session, manualDice, seededDice } from '../kernel/session.ts';
import { getGame } from '../games/index.ts';
import { type Player, createPlayer, decide, playerNames } from '../players/player.ts';
import { createPlayer as createComputer, levelOf } from '../players/index.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag, setupConfig } from './args.ts';
import { type CliIo, LineReader } from './io.ts';
import { type Lang, type MessageKey, gameLang, refusalIn, roleName, translate } from '../i18n/index.ts';
import { cliLang, describe, diceText, logLine, renderState, resultLine, visibleTo } from './show.ts';

const RECENT_LOG = 8;

type Controller = 'human' | Player;

export async function playCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const out = (s = '') => io.stdout.write(s + '\n');
  const loadPath = flag(args, 'load');
  let saved: any;
  if (loadPath) {
    try {
      saved = JSON.parse(readFileSync(resolve(loadPath), 'utf8'));
    } catch (e) {
      throw new UsageError(`cannot read save file ${loadPath}: ${(e as Error).message}`);
    }
  }
  const gameId = args.positional[0] ?? saved?.game;
  if (!gameId) throw new UsageError('play: which game? (arras play GAME; arras list shows the games)');
  if (args.positional.length > 1) throw new UsageError(`play: unexpected argument "${args.positional[1]}"`);
  const game = getGame(gameId);
  checkFlags(args, ['seed', 'dice', 'option', 'scenario', 'load', 'lang'], game.roles);
  const lang = cliLang(flag(args, 'lang'));

  const seed = intFlag(args, 'seed', 1);
  const diceMode = flag(args, 'dice') ?? 'seeded';
  if (diceMode !== 'seeded' && diceMode !== 'manual') throw new UsageError(`--dice is "seeded" (default) or "manual", not "${diceMode}"`);
  const dice: DiceSource | undefined = diceMode === 'manual' ? manualDice() : loadPath && flag(args, 'seed') === undefined ? undefined : seededDice(seed);

  // Seats: one per role of the game at setup; seatOf maps roles to seats later (side bids).
  const seats: Record<Role, Controller> = {};
  for (const seat of game.roles) {
    const kind = flag(args, seat) ?? 'human';
    if (kind === 'human') seats[seat] = 'human';
    else if (levelOf(kind)) {
      // A level, with a search budget if any (search:200, search:250ms), as in `arras arena`.
      try {
        seats[seat] = createComputer(kind);
      } catch (e) {
        throw new UsageError(`--${seat}: ${(e as Error).message}`);
      }
    } else if (playerNames().includes(kind)) seats[seat] = createPlayer(kind);
    else throw new UsageError(`--${seat} is human or ${playerNames().join(' or ')} (search takes a budget: search:200 or search:250ms), not "${kind}"`);
  }

  let session: Session;
  if (saved) {
    if (flag(args, 'scenario') !== undefined || args.flags.has('option')) {
      throw new UsageError('--scenario and --option come from the save file with --load');
    }
    session = Session.load(game, saved, dice);
  } else {
    session = new Session(game, setupConfig(game, args), dice ?? seededDice(seed));
  }
  const aiRng = new Rng((seed ^ 0x5eed5eed) >>> 0);
  const reader = new LineReader(io);
  try {
    return await new PlayLoop(game, session, seats, aiRng, reader, io, out, lang).run(!!saved);
  } finally {
    reader.close();
  }
}

class PlayLoop {
  /** Journal entries whose log lines were already printed. */
  private printed = 0;
  /** The roles still to choose in the current simultaneous (secret) decision, if any. */
  private secretRound: Set<Role> | null = null;

  constructor(
    private readonly game: GameDefinition,
    private session: Session,
    private readonly seats: Record<Role, Controller>,
    private readonly aiRng: Rng,
    private readonly reader: LineReader,
    private readonly io: CliIo,
    private readonly out: (s?: string) => void,
    private readonly lang: Lang = 'en',
  ) {}

  /** The language of the game's own texts: the terminal's when the game has it, else English. */
  private get gameLang(): Lang {
    return gameLang(this.game.languages, this.lang) as Lang;
  }

  /** A message of the terminal's interface in its language. */
  private msg(key: MessageKey, params?: Record<string, string | number>): string {
    return translate(this.lang, key, params);
  }

  private seatOf(role: Role): Role {
    return this.game.seatOf ? this.game.seatOf(this.session.state, role) : role;
  }

  private controller(role: Role): Controller {
    return this.seats[this.seatOf(role)] ?? 'human';
  }

  private humanRoles(): Role[] {
    return this.game.roles.filter((r) => this.controller(r) === 'human');
  }

  /** Whose eyes the running log is printed for: the one human, else only what anyone may see. */
  private audience(): Role {
    const humans = this.humanRoles();
    return humans.length === 1 ? humans[0] : OBSERVER;
  }

  /** Print the log lines of the actions applied since the last call (as the audience may see them). */
  private flushLog(): void {
    const who = this.audience();
    for (; this.printed < this.session.logs.length; this.printed++) {
      for (const e of this.session.logs[this.printed]) if (visibleTo(e, who)) this.out(logLine(e, this.gameLang));
    }
  }

  /**
   * Apply and announce an action. A choice made in a simultaneous decision (secret bids) is shown
   * only to the one person at the terminal who made it: the others see that it was made.
   */
  private act(role: Role, action: Action, label: string): void {
    const before = this.session.state;
    // A simultaneous decision: every role asked in it chooses in secret, the last one included.
    const acting = this.session.toAct();
    const round = this.secretRound ?? (acting.length > 1 ? new Set(acting) : null);
    const inRound = !!round?.has(role);
    const secret = inRound && role !== this.audience();
    const text = describe(this.game, before, role, action, this.lang);
    this.session.act(role, action, this.session.seq);
    if (inRound) round!.delete(role);
    this.secretRound = inRound && round!.size > 0 ? round : null;
    this.out(`${label}: ${secret ? this.msg('cli.secret') : text}`);
    this.flushLog();
  }

  async run(loaded: boolean): Promise<number> {
    const { game, session, out } = this;
    out(`${game.title} (${game.id})`);
    const scenario = session.config.scenario ?? game.scenarios[0]?.id;
    if (scenario) out(this.msg('cli.scenario', { scenario }));
    out(
      this.msg('cli.seats', {
        seats: game.roles.map((r) => `${r} ${typeof this.seats[r] === 'string' ? this.msg('cli.human') : (this.seats[r] as Player).name}`).join(', '),
        dice: session.dice.kind,
      }),
    );
    if (this.lang !== 'en' && this.gameLang === 'en') out(this.msg('cli.gameTexts'));
    if (loaded) out(this.msg('cli.loaded', { seq: session.seq }));
    out(this.msg('cli.typeHelp'));
    this.printed = session.logs.length;

    for (;;) {
      let status: number | 'next';
      try {
        status = await this.step();
      } catch (e) {
        return this.engineFailure(e as Error);
      }
      if (status !== 'next') return status;
    }
  }

  /** One decision: dice, a computer player or a person. */
  private async step(): Promise<number | 'next'> {
    const { game, session } = this;
    {
      const acting = session.toAct();
      if (acting.length === 0) return this.gameOver();
      if (acting.length === 1 && acting[0] === CHANCE) {
        // The state is changed in place by the roll: take what the roll is for before it.
        const spec = game.chance(session.state);
        const rolled = session.rollIfDue();
        if (rolled) {
          const entry = session.journal[session.seq - 1];
          this.out(this.msg('cli.dice', { text: diceText(spec, entry.action.dice as number[], this.lang) }));
          this.flushLog();
          return 'next';
        }
        if ((await this.manualDice(spec.dice, spec.sides, spec.texts?.[this.gameLang] ?? spec.label, spec.rule)) === 'quit') return 0;
        return 'next';
      }
      // Computer seats act first (their choices are made from their own view only).
      const computer = acting.find((r) => this.controller(r) !== 'human');
      if (computer !== undefined) {
        const player = this.controller(computer) as Player;
        const legal = game.legalActions(session.state, computer);
        if (legal.length === 0) return this.deadEnd(computer);
        const action = decide(player, game, session.state, computer, legal, this.aiRng);
        this.act(computer, action, `${computer} (${player.name})`);
        return 'next';
      }
      const role = acting[0];
      const status = await this.humanTurn(role, acting);
      if (status === 'quit') return 0;
      if (status === 'error') return 1;
      // Hot seat, secret simultaneous decision: clear the screen before the next person looks.
      const next = session.toAct().find((r) => r !== role && this.controller(r) === 'human' && acting.includes(r));
      if (next !== undefined && this.io.interactive) {
        this.io.stdout.write('\x1b[2J\x1b[3J\x1b[H');
        if ((await this.reader.ask(this.msg('cli.handOver', { role, next }))) === null) return 0;
      }
      return 'next';
    }
  }

  /**
   * The engine threw while applying a legal action (a bug of the game): the state may be half
   * changed, so rebuild the session from its journal (which holds only the actions that succeeded)
   * and let the person save it for a report.
   */
  private async engineFailure(e: Error): Promise<number> {
    this.io.stderr.write(`arras: engine error: ${e?.stack ?? String(e)}\n`);
    this.session = Session.load(this.game, this.session.save(), this.session.dice);
    this.printed = this.session.logs.length;
    this.out(this.msg('cli.engineError', { message: e?.message ?? String(e) }));
    this.out(this.msg('cli.restored', { seq: this.session.seq }));
    await this.commandsOnly(this.msg('cli.afterError'));
    return 1;
  }

  private deadEnd(role: Role): number {
    this.io.stderr.write(`arras: ${role} must act but has no legal action (a dead end: please report it with a save file)\n`);
    return 1;
  }

  private async humanTurn(role: Role, acting: Role[]): Promise<'ok' | 'quit' | 'error'> {
    const { game, session, out } = this;
    const legal = game.legalActions(session.state, role);
    if (legal.length === 0) {
      this.deadEnd(role);
      return 'error';
    }
    out('');
    out(
      this.msg('cli.stepToAct', {
        seq: session.seq,
        role: roleName(this.lang, role),
        seat: this.seatOf(role) !== role ? this.msg('cli.seatNote', { seat: this.seatOf(role) }) : '',
      }),
    );
    out(renderState(game, session.state, role, this.lang));
    const recent = session.visibleLog(role).slice(-RECENT_LOG);
    if (recent.length) {
      out(this.msg('cli.recentLog'));
      for (const e of recent) out(logLine(e, this.gameLang));
    }
    const others = acting.filter((r) => r !== role);
    if (others.length) out(this.msg('cli.simultaneous', { others: others.join(', ') }));
    const list = () => legal.forEach((a, i) => out(`  ${String(i + 1).padStart(3)}. ${describe(game, session.state, role, a, this.lang)}`));
    // The game's sentence for this decision, with its rule (issue 14), when the game has one.
    const say = game.prompt?.(session.state, role, this.lang);
    if (say) out(`${say.rule ? `[${say.rule}] ` : ''}${say.text}`);
    out(this.msg('cli.choose', { role: roleName(this.lang, role) }));
    list();
    for (;;) {
      const line = await this.reader.ask(`${role}> `);
      if (line === null) {
        out(this.msg('cli.endOfInput'));
        return 'quit';
      }
      const text = line.trim();
      if (text === '') continue;
      const [cmd, ...rest] = text.split(/\s+/);
      if (/^\d+$/.test(text)) {
        const n = Number(text);
        if (n < 1 || n > legal.length) {
          out(this.msg('cli.noAction', { n, max: legal.length }));
          continue;
        }
        this.act(role, legal[n - 1], role);
        return 'ok';
      }
      if (text.startsWith('{')) {
        let action: unknown;
        try {
          action = JSON.parse(text);
        } catch (e) {
          out(this.msg('cli.badJson', { message: (e as Error).message }));
          continue;
        }
        try {
          this.act(role, action as Action, role);
          return 'ok';
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          out(this.msg('cli.refused', { message: refusalIn(e, this.gameLang) }));
          continue;
        }
      }
      switch (cmd.toLowerCase()) {
        case 'help':
        case '?':
          out(this.msg('cli.help'));
          break;
        case 'actions':
          list();
          break;
        case 'undo':
          if (!session.canUndo(role)) {
            out(this.msg('cli.nothingToUndo'));
            break;
          }
          session.undo(role);
          this.printed = Math.min(this.printed, session.logs.length);
          out(this.msg('cli.undone', { seq: session.seq }));
          return 'ok';
        case 'save':
          this.save(rest.join(' '));
          break;
        case 'log':
          for (const e of session.visibleLog(role)) out(logLine(e, this.gameLang));
          break;
        case 'view':
          out(JSON.stringify(game.view(session.state, role), null, 2));
          break;
        case 'quit':
        case 'exit':
        case 'q':
          out(this.msg('cli.left'));
          return 'quit';
        default:
          out(this.msg('cli.unknownCommand', { cmd, max: legal.length }));
      }
    }
  }

  private save(path: string): void {
    if (!path) {
      this.out(this.msg('cli.saveNeedsName'));
      return;
    }
    try {
      writeFileSync(resolve(path), JSON.stringify(this.session.save(), null, 1) + '\n');
      this.out(this.msg('cli.saved', { n: this.session.seq, path }));
    } catch (e) {
      this.out(this.msg('cli.cannotSave', { path, message: (e as Error).message }));
    }
  }

  private async manualDice(count: number, sides: number, label: string, rule?: string): Promise<'ok' | 'quit'> {
    const { session, out } = this;
    out(
      this.msg('cli.rollPrompt', {
        count,
        sides,
        label,
        rule: rule ? this.msg('cli.rollRule', { rule }) : '',
        what: count === 1 ? this.msg('cli.theDie') : this.msg('cli.theDice', { count }),
      }),
    );
    for (;;) {
      const line = await this.reader.ask('dice> ');
      if (line === null) {
        out(this.msg('cli.endOfInput'));
        return 'quit';
      }
      const text = line.trim();
      if (text === '') continue;
      const [cmd, ...rest] = text.split(/\s+/);
      if (/^[\d\s,]+$/.test(text)) {
        const dice = text
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        try {
          const before = session.state;
          const action = { type: 'dice', dice };
          const desc = describe(this.game, before, CHANCE, action, this.lang);
          session.act(CHANCE, action, session.seq);
          out(this.msg('cli.dice', { text: desc }));
          this.flushLog();
          return 'ok';
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          out(this.msg('cli.refused', { message: refusalIn(e, this.gameLang) }));
          continue;
        }
      }
      switch (cmd.toLowerCase()) {
        case 'save':
          this.save(rest.join(' '));
          break;
        case 'log':
          for (const e of session.visibleLog(this.audience())) out(logLine(e, this.gameLang));
          break;
        case 'quit':
        case 'exit':
        case 'q':
          out(this.msg('cli.left'));
          return 'quit';
        default:
          out(this.msg('cli.typeDice', { count, what: count === 1 ? this.msg('cli.die') : this.msg('cli.diceWord'), sides }));
      }
    }
  }

  private async gameOver(): Promise<number> {
    const { game, session, out } = this;
    out('');
    out(this.msg('cli.gameOverStep', { seq: session.seq }));
    out(renderState(game, session.state, this.audience(), this.lang));
    out(resultLine(game.result(session.state), this.lang));
    // A person at the table may still save the finished game (for arras replay) or read the log.
    if (this.humanRoles().length === 0 && session.dice.kind !== 'manual') return 0;
    await this.commandsOnly(this.msg('cli.overCommands'));
    return 0;
  }

  /** A prompt that only saves, shows the log or quits (after the end, or after an engine error). */
  private async commandsOnly(hint: string): Promise<void> {
    const { session, out } = this;
    out(hint);
    for (;;) {
      const line = await this.reader.ask('> ');
      if (line === null) return;
      const [cmd, ...rest] = line.trim().split(/\s+/);
      switch (cmd.toLowerCase()) {
        case '':
          break;
        case 'save':
          this.save(rest.join(' '));
          break;
        case 'log':
          for (const e of session.visibleLog(this.audience())) out(logLine(e, this.gameLang));
          break;
        case 'quit':
        case 'exit':
        case 'q':
          return;
        default:
          out(hint);
      }
    }
  }
}
