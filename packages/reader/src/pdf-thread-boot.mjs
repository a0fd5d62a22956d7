// Worker threads start without the TypeScript loader the main thread runs under, so this plain-JS entry registers
// tsx in the thread and hands piscina the TypeScript task.
import { register } from "tsx/esm/api";

register();
const task = await import(new URL("./pdf-thread.ts", import.meta.url).href);
export default task.default;
