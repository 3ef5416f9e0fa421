/**
 * The graph of the product's parts, drawn from their imports, and the two things it must never hold
 * (issue 43): a cycle between parts, and a two-way pair (the shortest cycle). A part is a web
 * feature (apps/web/src/features/<name>) or a server module (apps/server/src/modules/<name>); an
 * import between two files of different parts is an edge, whether it goes through the part's public
 * entry or not (eslint.config.js checks that separately, file by file: what it cannot see is a loop
 * of six features each importing the next one's entry).
 *
 * `npm run lint` runs it and prints the graph, one part a line with what it imports, in layers: each
 * part after everything it depends on.
 *
 * Tests and test kits are left out: they compose parts to set a scene, as app/ and routes/ do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** A tree whose parts are the folders under `partsDir`, itself under `srcDir`. */
export interface PartTree {
  /** How the report names the tree ('web features'). */
  name: string;
  srcDir: string;
  /** The folder (relative to srcDir) whose subfolders are the parts: 'features', 'modules'. */
  partsDir: string;
}

export type Graph = Map<string, Map<string, string[]>>;

const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCTION = /\.test\.tsx?$|(^|\/)test\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
}

/** The part a file belongs to ('live'), or null for a file outside every part. */
function partOf(tree: PartTree, file: string): string | null {
  const rel = relative(join(tree.srcDir, tree.partsDir), file).split(sep);
  return rel.length > 1 && rel[0] !== '..' ? (rel[0] ?? null) : null;
}

/** part -> the parts it imports -> the imports that make each edge ('a.ts -> ../b/index.ts'). */
export function partGraph(tree: PartTree): Graph {
  const graph: Graph = new Map();
  const partsRoot = join(tree.srcDir, tree.partsDir);
  for (const entry of readdirSync(partsRoot, { withFileTypes: true }))
    if (entry.isDirectory()) graph.set(entry.name, new Map());
  for (const file of sourceFiles(tree.srcDir)) {
    if (NOT_PRODUCTION.test(file)) continue;
    const path = join(tree.srcDir, file);
    const from = partOf(tree, path);
    if (from === null) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = partOf(tree, resolve(dirname(path), fileName));
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      const because = edges.get(to) ?? [];
      because.push(`${relative(tree.srcDir, path)} -> ${fileName}`);
      edges.set(to, because);
    }
  }
  return graph;
}

/** Every strongly connected group of more than one part (Tarjan): each holds at least one cycle. */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (part: string): void => {
    index.set(part, next);
    low.set(part, next);
    next += 1;
    stack.push(part);
    onStack.add(part);
    for (const to of graph.get(part)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(part, Math.min(low.get(part)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(part, Math.min(low.get(part)!, index.get(to)!));
    }
    if (low.get(part) !== index.get(part)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== part);
    if (group.length > 1) found.push(group.sort());
  };
  for (const part of [...graph.keys()].sort()) if (!index.has(part)) visit(part);
  return found;
}

/** The pairs of parts that import each other. */
export function twoWayPairs(graph: Graph): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [from, edges] of graph)
    for (const to of edges.keys()) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
  return pairs.sort();
}

/** The parts in layers: each after all it imports (a graph with a cycle leaves its members out). */
export function layers(graph: Graph): string[][] {
  const placed = new Set<string>();
  const result: string[][] = [];
  for (;;) {
    const layer = [...graph.keys()]
      .filter((part) => !placed.has(part))
      .filter((part) => [...(graph.get(part)?.keys() ?? [])].every((to) => placed.has(to)))
      .sort();
    if (layer.length === 0) return result;
    for (const part of layer) placed.add(part);
    result.push(layer);
  }
}

/** The report's lines and whether the tree holds what it must not. */
export function report(tree: PartTree, graph: Graph): { lines: string[]; ok: boolean } {
  const lines = [`${tree.name} (${tree.partsDir}/<name>), each after what it imports:`];
  for (const [depth, layer] of layers(graph).entries())
    for (const part of layer) {
      const imports = [...(graph.get(part)?.keys() ?? [])].sort();
      lines.push(`  ${depth} ${part}${imports.length ? ` -> ${imports.join(', ')}` : ''}`);
    }
  const loops = cycles(graph);
  for (const group of loops) {
    lines.push(`  cycle: ${group.join(', ')}`);
    for (const from of group)
      for (const [to, because] of graph.get(from) ?? [])
        if (group.includes(to)) lines.push(`    ${from} -> ${to}: ${because[0]}`);
  }
  for (const [a, b] of twoWayPairs(graph)) lines.push(`  two-way pair: ${a} <-> ${b}`);
  return { lines, ok: loops.length === 0 };
}

const ROOT = resolve(import.meta.dirname, '../..');
export const TREES: PartTree[] = [
  { name: 'web features', srcDir: join(ROOT, 'apps/web/src'), partsDir: 'features' },
  { name: 'server modules', srcDir: join(ROOT, 'apps/server/src'), partsDir: 'modules' },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  let ok = true;
  for (const tree of TREES) {
    const result = report(tree, partGraph(tree));
    console.log(result.lines.join('\n'));
    ok &&= result.ok;
  }
  if (!ok) {
    console.error('The parts above hold a cycle: break it (docs/decisions/borders.md says how).');
    process.exitCode = 1;
  }
}
