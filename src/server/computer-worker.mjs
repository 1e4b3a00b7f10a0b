// The entry of a computer-player worker thread (piscina). Plain JavaScript so that Node can start
// it without a loader: it registers tsx, then loads the TypeScript task (computer-task.ts).
import { register } from 'tsx/esm/api';

register();
const task = await import(new URL('./computer-task.ts', import.meta.url).href);
export default task.decide;
