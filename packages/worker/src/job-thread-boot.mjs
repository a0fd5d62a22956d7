// The entry of a job thread. Worker threads start without the TypeScript loader the main thread may run under, so
// the loader is registered here before the thread's TypeScript task is imported.
import { register } from "tsx/esm/api";

register();
const task = await import(new URL("./job-thread.ts", import.meta.url).href);
/** @public Piscina loads this file by its URL. */
export default task.default;
