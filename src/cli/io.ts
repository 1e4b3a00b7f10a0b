// Terminal input and output for the commands. Commands take a CliIo so that tests can drive them with
// plain streams; `interactive` is true for a person at a TTY, false for piped input (scripts, tests),
// in which case the typed lines are echoed so that the transcript reads like a session.
import { createInterface, type Interface } from 'node:readline';

export interface Out {
  write(text: string): unknown;
}

export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: Out;
  stderr: Out;
  interactive: boolean;
}

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, interactive: !!process.stdin.isTTY && !!process.stdout.isTTY };
}

/** Reads lines on demand; `ask` resolves null at the end of input (or Ctrl-C / Ctrl-D at a TTY). */
export class LineReader {
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  private closed = false;

  constructor(private readonly io: CliIo) {
    this.rl = createInterface({
      input: io.stdin,
      output: io.interactive ? (io.stdout as NodeJS.WritableStream) : undefined,
      terminal: io.interactive,
    });
    this.rl.on('line', (line) => {
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(line);
      } else {
        this.queue.push(line);
      }
    });
    this.rl.on('close', () => {
      this.closed = true;
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(null);
      }
    });
    this.rl.on('SIGINT', () => this.rl.close());
  }

  async ask(prompt: string): Promise<string | null> {
    if (this.io.interactive) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    } else {
      this.io.stdout.write(prompt);
    }
    const line = this.queue.length ? this.queue.shift()! : this.closed ? null : await new Promise<string | null>((res) => (this.waiter = res));
    if (!this.io.interactive) this.io.stdout.write(line === null ? '\n' : line + '\n');
    return line;
  }

  close(): void {
    this.rl.close();
  }
}
