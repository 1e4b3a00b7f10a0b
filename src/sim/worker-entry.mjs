// The entry point of a simulation worker thread (piscina): registers tsx's loader in the thread, so the
// TypeScript sources load however the parent was started (tsx, bin/arras.js), then runs worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./worker.ts');
export default run;
