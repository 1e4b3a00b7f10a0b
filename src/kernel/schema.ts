// A game's action schema built on first use (issue 31, item 3). Zod is loaded then, not with the game:
// loading it into a process slowed random play by 3-8% (docs/architecture.md), while the engine's loop
// never needs it (every action it applies is one the game listed). One place for what the typed games share.
import { createRequire } from 'node:module';
import type { z as Zod } from 'zod';

/** `build(z)` run once, on the first call of the returned function. */
export function lazySchema<T>(build: (z: typeof Zod) => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build(createRequire(import.meta.url)('zod').z));
}
