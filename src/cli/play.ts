// `arras play`: terminal play at one screen. Each seat is a human or a computer player; dice are rolled
// from a seeded generator (and shown) or typed by a person with --dice manual (the app as referee for a
// game on a real table). Works with piped input: one line per answer.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Action, type GameDefinition, type Role, CHANCE, OBSERVER, RuleError } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { type DiceSource, Session, manualDice, seededDice } from '../kernel/session.ts';
import { getGame } from '../games/index.ts';
import { type Player, createPlayer, playerNames } from '../ai/player.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag, setupConfig } from './args.ts';
import { type CliIo, LineReader } from './io.ts';
import { describe, diceText, logLine, renderState, resultLine, visibleTo } from './show.ts';

const RECENT_LOG = 8;

type Controller = 'human' | Player;

const HELP = `Commands:
  <number>     play the action with that number
  {json}       play an action given as JSON, e.g. {"type":"pass"}
  undo         take back your last action (never across a die roll, a reveal or a change of player)
  save FILE    save the game (JSON) - resume with: arras play --load FILE
  log          the whole game log you may see
  view         your view of the game as JSON
  help         this help
  quit         leave (without saving)
`;

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
  checkFlags(args, ['seed', 'dice', 'option', 'scenario', 'load'], game.roles);

  const seed = intFlag(args, 'seed', 1);
  const diceMode = flag(args, 'dice') ?? 'seeded';
  if (diceMode !== 'seeded' && diceMode !== 'manual') throw new UsageError(`--dice is "seeded" (default) or "manual", not "${diceMode}"`);
  const dice: DiceSource | undefined = diceMode === 'manual' ? manualDice() : loadPath && flag(args, 'seed') === undefined ? undefined : seededDice(seed);

  // Seats: one per role of the game at setup; seatOf maps roles to seats later (side bids).
  const seats: Record<Role, Controller> = {};
  for (const seat of game.roles) {
    const kind = flag(args, seat) ?? 'human';
    if (kind === 'human') seats[seat] = 'human';
    else if (playerNames().includes(kind)) seats[seat] = createPlayer(kind);
    else throw new UsageError(`--${seat} is human or ${playerNames().join(' or ')}, not "${kind}"`);
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
    return await new PlayLoop(game, session, seats, aiRng, reader, io, out).run(!!saved);
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
  ) {}

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
      for (const e of this.session.logs[this.printed]) if (visibleTo(e, who)) this.out(logLine(e));
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
    const text = describe(this.game, before, role, action);
    this.session.act(role, action, this.session.seq);
    if (inRound) round!.delete(role);
    this.secretRound = inRound && round!.size > 0 ? round : null;
    this.out(`${label}: ${secret ? 'has chosen (secret until revealed)' : text}`);
    this.flushLog();
  }

  async run(loaded: boolean): Promise<number> {
    const { game, session, out } = this;
    out(`${game.title} (${game.id})`);
    const scenario = session.config.scenario ?? game.scenarios[0]?.id;
    if (scenario) out(`Scenario: ${scenario}`);
    out(`Seats: ${game.roles.map((r) => `${r} ${typeof this.seats[r] === 'string' ? 'human' : (this.seats[r] as Player).name}`).join(', ')}; dice ${session.dice.kind}`);
    if (loaded) out(`Loaded a game at step ${session.seq}.`);
    out('Type help for the commands.');
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
          this.out(`Dice: ${diceText(spec, entry.action.dice as number[])}`);
          this.flushLog();
          return 'next';
        }
        if ((await this.manualDice(spec.dice, spec.sides, spec.label, spec.rule)) === 'quit') return 0;
        return 'next';
      }
      // Computer seats act first (their choices are made from their own view only).
      const computer = acting.find((r) => this.controller(r) !== 'human');
      if (computer !== undefined) {
        const player = this.controller(computer) as Player;
        const legal = game.legalActions(session.state, computer);
        if (legal.length === 0) return this.deadEnd(computer);
        const view = player.usesView ? game.view(session.state, computer) : undefined;
        const action = player.choose(game, view, computer, legal, this.aiRng);
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
        if ((await this.reader.ask(`${role} has chosen. Hand the terminal to ${next}, then press Enter.`)) === null) return 0;
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
    this.out(`Engine error: ${e?.message ?? String(e)}`);
    this.out(`The game is restored to step ${this.session.seq}, before the failing action. save FILE keeps it (for a bug report); quit leaves.`);
    await this.commandsOnly('save FILE, log, or quit.');
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
    out(`──── step ${session.seq} · ${role} to act${this.seatOf(role) !== role ? ` (seat ${this.seatOf(role)})` : ''} ────`);
    out(renderState(game, session.state, role));
    const recent = session.visibleLog(role).slice(-RECENT_LOG);
    if (recent.length) {
      out('Recent log:');
      for (const e of recent) out(logLine(e));
    }
    const others = acting.filter((r) => r !== role);
    if (others.length) out(`(simultaneous decision: ${others.join(', ')} will choose too, unseen)`);
    const list = () => legal.forEach((a, i) => out(`  ${String(i + 1).padStart(3)}. ${describe(game, session.state, role, a)}`));
    out(`${role}, choose an action:`);
    list();
    for (;;) {
      const line = await this.reader.ask(`${role}> `);
      if (line === null) {
        out('End of input: leaving the game (not saved).');
        return 'quit';
      }
      const text = line.trim();
      if (text === '') continue;
      const [cmd, ...rest] = text.split(/\s+/);
      if (/^\d+$/.test(text)) {
        const n = Number(text);
        if (n < 1 || n > legal.length) {
          out(`No action ${n}: choose a number from 1 to ${legal.length} (or type help).`);
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
          out(`Not valid JSON: ${(e as Error).message}`);
          continue;
        }
        try {
          this.act(role, action as Action, role);
          return 'ok';
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          out(`Refused: ${e.message}`);
          continue;
        }
      }
      switch (cmd.toLowerCase()) {
        case 'help':
        case '?':
          out(HELP);
          break;
        case 'actions':
          list();
          break;
        case 'undo':
          if (!session.canUndo(role)) {
            out('Nothing to undo: undo never crosses a die roll, a reveal of hidden information or a change of the player to act.');
            break;
          }
          session.undo(role);
          this.printed = Math.min(this.printed, session.logs.length);
          out(`Undone: back to step ${session.seq}.`);
          return 'ok';
        case 'save':
          this.save(rest.join(' '));
          break;
        case 'log':
          for (const e of session.visibleLog(role)) out(logLine(e));
          break;
        case 'view':
          out(JSON.stringify(game.view(session.state, role), null, 2));
          break;
        case 'quit':
        case 'exit':
        case 'q':
          out('Left the game.');
          return 'quit';
        default:
          out(`Unknown command "${cmd}": type a number from 1 to ${legal.length}, or help.`);
      }
    }
  }

  private save(path: string): void {
    if (!path) {
      this.out('save needs a file name: save FILE');
      return;
    }
    try {
      writeFileSync(resolve(path), JSON.stringify(this.session.save(), null, 1) + '\n');
      this.out(`Saved ${this.session.seq} actions to ${path}.`);
    } catch (e) {
      this.out(`Cannot save to ${path}: ${(e as Error).message}`);
    }
  }

  private async manualDice(count: number, sides: number, label: string, rule?: string): Promise<'ok' | 'quit'> {
    const { session, out } = this;
    out(`Roll ${count}d${sides === 6 ? '6' : sides} for ${label}${rule ? ` (rule ${rule})` : ''}: type the ${count === 1 ? 'die' : `${count} dice`}${count > 1 ? ' separated by spaces' : ''}.`);
    for (;;) {
      const line = await this.reader.ask('dice> ');
      if (line === null) {
        out('End of input: leaving the game (not saved).');
        return 'quit';
      }
      const text = line.trim();
      if (text === '') continue;
      const [cmd, ...rest] = text.split(/\s+/);
      if (/^[\d\s,]+$/.test(text)) {
        const dice = text.split(/[\s,]+/).filter(Boolean).map(Number);
        try {
          const before = session.state;
          const action = { type: 'dice', dice };
          const desc = describe(this.game, before, CHANCE, action);
          session.act(CHANCE, action, session.seq);
          out(`Dice: ${desc}`);
          this.flushLog();
          return 'ok';
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          out(`Refused: ${e.message}`);
          continue;
        }
      }
      switch (cmd.toLowerCase()) {
        case 'save':
          this.save(rest.join(' '));
          break;
        case 'log':
          for (const e of session.visibleLog(this.audience())) out(logLine(e));
          break;
        case 'quit':
        case 'exit':
        case 'q':
          out('Left the game.');
          return 'quit';
        default:
          out(`Type the ${count} ${count === 1 ? 'die' : 'dice'} (numbers 1-${sides}), or save FILE, log, quit.`);
      }
    }
  }

  private async gameOver(): Promise<number> {
    const { game, session, out } = this;
    out('');
    out(`──── step ${session.seq} · game over ────`);
    out(renderState(game, session.state, this.audience()));
    out(resultLine(game.result(session.state)));
    // A person at the table may still save the finished game (for arras replay) or read the log.
    if (this.humanRoles().length === 0 && session.dice.kind !== 'manual') return 0;
    await this.commandsOnly('The game is over: save FILE, log, or quit.');
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
          for (const e of session.visibleLog(this.audience())) out(logLine(e));
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
