// Work that starts, then waits until the test lets it finish: a test decides when each call ends, and in which
// order, instead of sleeping for a while and hoping the calls overlapped, and it waits for calls to start instead
// of guessing how long starting takes.

export class Gate<K> {
  readonly #held = new Map<K, () => void>();
  #changed: (() => void)[] = [];
  /** Calls entered and not yet released. */
  running = 0;
  /** The most calls held at once. */
  most = 0;

  /** Called by the work: returns once the test releases `key`. */
  enter(key: K): Promise<void> {
    if (this.#held.has(key)) throw new Error(`${String(key)} is held already`);
    this.most = Math.max(this.most, ++this.running);
    return new Promise<void>((resolve) => {
      this.#held.set(key, () => {
        this.running--;
        resolve();
      });
      for (const wake of this.#changed.splice(0)) wake();
    });
  }

  /** The keys held now, in the order they entered. */
  get held(): K[] {
    return [...this.#held.keys()];
  }

  /** Resolves once at least `count` calls are held. */
  async whenHeld(count: number): Promise<void> {
    while (this.#held.size < count) await new Promise<void>((wake) => this.#changed.push(wake));
  }

  /** Lets the call of `key` (by default the one held longest) go on. */
  release(key: K | undefined = this.held[0]): void {
    const release = key === undefined ? undefined : this.#held.get(key);
    if (!release) throw new Error(`${String(key)} is not held`);
    this.#held.delete(key!);
    release();
  }
}
