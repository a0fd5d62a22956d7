// Gradient-boosted decision trees for binary log-loss: the scorer's model, and how it is trained.
//
// Written here rather than taken from npm: the maintained boosting libraries (XGBoost, LightGBM) ship native or
// WebAssembly builds that are years behind their upstream on npm (ml-xgboost 1.1.2), and the pure-JavaScript
// ones only score a model trained elsewhere. What we need is small: histogram splits on pre-binned features,
// depth-limited trees, no sampling, so that training is deterministic and `pnpm train` reproduces the committed
// model byte for byte.

/** A tree in flat arrays: node i splits on feature[i] at threshold[i] (left when value <= threshold), or is a leaf. */
type Tree = { feature: number[]; threshold: number[]; left: number[]; right: number[]; value: number[] };

export type Model = { base: number; rate: number; trees: Tree[] };

export type TrainOptions = {
  trees: number;
  depth: number;
  rate: number;
  /** Least weight of rows (hessian sum) a leaf may hold. */
  minLeaf: number;
  /** L2 penalty on leaf values. */
  lambda: number;
  bins: number;
};

export const DEFAULT_TRAIN: TrainOptions = { trees: 100, depth: 4, rate: 0.1, minLeaf: 1, lambda: 1, bins: 32 };

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function margin(model: Model, x: ArrayLike<number>): number {
  let sum = model.base;
  for (const tree of model.trees) {
    let node = 0;
    while (tree.feature[node]! >= 0) node = x[tree.feature[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
    sum += model.rate * tree.value[node]!;
  }
  return sum;
}

export function predict(model: Model, x: ArrayLike<number>): number {
  return sigmoid(margin(model, x));
}

/** Bin edges per feature: up to `bins` - 1 distinct quantiles of its values. */
function binEdges(rows: Float64Array[], feature: number, bins: number): number[] {
  const values = rows.map((r) => r[feature]!).sort((a, b) => a - b);
  const edges: number[] = [];
  for (let b = 1; b < bins; b++) {
    const v = values[Math.floor((b * values.length) / bins)]!;
    if (edges.length === 0 || v > edges[edges.length - 1]!) edges.push(v);
  }
  // A feature with one value has no split; its last edge is dropped so that every bin but the last has rows above.
  if (edges.length > 0 && edges[edges.length - 1]! >= values[values.length - 1]!) edges.pop();
  return edges;
}

function binOf(edges: number[], v: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v <= edges[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Trains on rows of features with labels 0/1 and weights; deterministic for the same inputs. */
export function train(rows: Float64Array[], labels: number[], weights: number[], opts: TrainOptions = DEFAULT_TRAIN): Model {
  const n = rows.length;
  const f = rows[0]?.length ?? 0;
  const edges = Array.from({ length: f }, (_, j) => binEdges(rows, j, opts.bins));
  const binned = Array.from({ length: f }, (_, j) => Uint8Array.from(rows, (r) => binOf(edges[j]!, r[j]!)));
  const totalW = weights.reduce((s, w) => s + w, 0);
  const mean = labels.reduce((s, y, i) => s + y * weights[i]!, 0) / totalW;
  const base = Math.log(Math.max(mean, 1e-6) / Math.max(1 - mean, 1e-6));
  const score = new Float64Array(n).fill(base);
  const grad = new Float64Array(n);
  const hess = new Float64Array(n);
  const trees: Tree[] = [];
  for (let t = 0; t < opts.trees; t++) {
    for (let i = 0; i < n; i++) {
      const p = sigmoid(score[i]!);
      grad[i] = (p - labels[i]!) * weights[i]!;
      hess[i] = Math.max(p * (1 - p), 1e-6) * weights[i]!;
    }
    const tree = growTree(binned, edges, grad, hess, opts);
    trees.push(tree.tree);
    for (let i = 0; i < n; i++) score[i] = score[i]! + opts.rate * tree.tree.value[tree.leafOf[i]!]!;
  }
  return { base, rate: opts.rate, trees };
}

function growTree(
  binned: Uint8Array[],
  edges: number[][],
  grad: Float64Array,
  hess: Float64Array,
  opts: TrainOptions,
): { tree: Tree; leafOf: Int32Array } {
  const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
  const leafOf = new Int32Array(grad.length);
  const all = Int32Array.from({ length: grad.length }, (_, i) => i);
  const grow = (rows: Int32Array, depth: number): number => {
    const node = tree.feature.length;
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    let g = 0;
    let h = 0;
    for (const i of rows) {
      g += grad[i]!;
      h += hess[i]!;
    }
    tree.value.push(-g / (h + opts.lambda));
    const split = depth < opts.depth ? bestSplit(rows, binned, edges, grad, hess, g, h, opts) : null;
    if (!split) {
      for (const i of rows) leafOf[i] = node;
      return node;
    }
    const column = binned[split.feature]!;
    const leftRows = rows.filter((i) => column[i]! <= split.bin);
    const rightRows = rows.filter((i) => column[i]! > split.bin);
    tree.feature[node] = split.feature;
    tree.threshold[node] = edges[split.feature]![split.bin]!;
    tree.left[node] = grow(leftRows, depth + 1);
    tree.right[node] = grow(rightRows, depth + 1);
    return node;
  };
  grow(all, 0);
  return { tree, leafOf };
}

function bestSplit(
  rows: Int32Array,
  binned: Uint8Array[],
  edges: number[][],
  grad: Float64Array,
  hess: Float64Array,
  g: number,
  h: number,
  opts: TrainOptions,
): { feature: number; bin: number } | null {
  const parent = (g * g) / (h + opts.lambda);
  let best: { feature: number; bin: number; gain: number } | null = null;
  const gHist = new Float64Array(opts.bins);
  const hHist = new Float64Array(opts.bins);
  for (let j = 0; j < binned.length; j++) {
    const splits = edges[j]!.length;
    if (splits === 0) continue;
    gHist.fill(0);
    hHist.fill(0);
    const column = binned[j]!;
    for (const i of rows) {
      gHist[column[i]!]! += grad[i]!;
      hHist[column[i]!]! += hess[i]!;
    }
    let gl = 0;
    let hl = 0;
    for (let b = 0; b < splits; b++) {
      gl += gHist[b]!;
      hl += hHist[b]!;
      const hr = h - hl;
      if (hl < opts.minLeaf || hr < opts.minLeaf) continue;
      const gr = g - gl;
      const gain = (gl * gl) / (hl + opts.lambda) + (gr * gr) / (hr + opts.lambda) - parent;
      // Ties go to the earlier feature and bin: the same data always grows the same tree.
      if (gain > 1e-9 && (!best || gain > best.gain)) best = { feature: j, bin: b, gain };
    }
  }
  return best;
}
