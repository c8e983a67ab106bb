import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.join(import.meta.dirname, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// Type-only imports are left out, as the compiler erases them (the same choice as Biome's noImportCycles).
const importPattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

/** Which other modules each module imports at run time, from the import statements of its sources. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of fs.readdirSync(modulesDir)) {
    if (!fs.statSync(path.join(modulesDir, module)).isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, module))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[1]));
        const other = target.split(path.sep)[0];
        if (!target.startsWith('..') && other !== module) uses.add(other);
      }
    }
    graph.set(module, uses);
  }
  return graph;
}

/** Every set of modules that reach one another (strongly connected components with more than one module). */
function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One concrete path round a set of modules that reach one another, e.g. "a -> b -> a". */
function describeCycle(graph: Map<string, Set<string>>, component: string[]): string {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const pathBack = [start];
        for (let at = node; at !== start; at = previous.get(at)!) pathBack.unshift(at);
        return [start, ...pathBack].join(' -> ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

describe('server modules', () => {
  it('never import one another in a cycle', () => {
    const graph = moduleGraph();
    expect(graph.get('portals')?.size).toBeGreaterThan(0);
    const cycles = moduleCycles(graph).map(
      (component) => `${describeCycle(graph, component)} (modules in this cycle: ${component.join(', ')})`,
    );
    expect(cycles).toEqual([]);
  });
});
