import v8 from "node:v8";
import vm from "node:vm";

let gc: (() => void) | undefined;

/**
 * A full garbage collection, where a long document's pieces have just become garbage and V8 would otherwise grow
 * the heap over them before collecting. V8 offers it only under --expose-gc, which a worker thread cannot be
 * started with (V8 flags are the process's): the flag is set at run time and `gc` taken from a new context, as
 * Jest's leak detector does.
 */
export function collectGarbage(): void {
  gc ??= (v8.setFlagsFromString("--expose-gc"), vm.runInNewContext("gc") as () => void);
  gc();
}
