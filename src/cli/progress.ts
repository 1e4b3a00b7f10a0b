// A progress bar on stderr: redrawn in place at a terminal, a line every 10% otherwise.
import type { Out } from './io.ts';

export function progressBar(err: Out, total: number, label: string): { tick(done: number, note?: string): void; end(): void } {
  const tty = !!(err as NodeJS.WriteStream).isTTY;
  let lastDecile = -1;
  const t0 = performance.now();
  return {
    tick(done, note = '') {
      const width = 30;
      const filled = Math.round((width * done) / Math.max(1, total));
      const secs = (performance.now() - t0) / 1000;
      const eta = done ? (secs * (total - done)) / done : 0;
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${secs.toFixed(0)}s${done < total ? ` eta ${eta.toFixed(0)}s` : ''}${note ? ' ' + note : ''}`;
      if (tty) err.write(`\r${line}\x1b[K`);
      else {
        const decile = Math.floor((10 * done) / Math.max(1, total));
        if (decile !== lastDecile) {
          lastDecile = decile;
          err.write(line + '\n');
        }
      }
    },
    end() {
      if (tty) err.write('\n');
    },
  };
}
