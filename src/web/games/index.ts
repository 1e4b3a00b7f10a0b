// Presentations by game id. A new game adds its folder here; a game without one is shown by the
// fallback outline and is playable all the same.
import { fallbackPresentation } from './fallback.ts';
import type { Presentation } from './presentation.ts';

const presentations: Record<string, Presentation> = {};

export function registerPresentation(gameId: string, p: Presentation): void {
  presentations[gameId] = p;
}

export function presentationFor(gameId: string): Presentation {
  return presentations[gameId] ?? fallbackPresentation;
}
