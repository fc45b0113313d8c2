// Breadth-first and depth-first search over an adjacency map.
const edges: [string, string][] = [
  ["a", "b"], ["a", "c"], ["b", "d"], ["c", "d"], ["d", "e"], ["f", "g"],
];
const graph = new Map<string, string[]>();
for (const [from, to] of edges) {
  if (!graph.has(from)) graph.set(from, []);
  if (!graph.has(to)) graph.set(to, []);
  graph.get(from)!.push(to);
  graph.get(to)!.push(from);
}
function bfs(start: string): Map<string, number> {
  const distance = new Map<string, number>([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!distance.has(next)) {
        distance.set(next, distance.get(node)! + 1);
        queue.push(next);
      }
    }
  }
  return distance;
}
function dfs(node: string, seen: Set<string>, order: string[]): string[] {
  seen.add(node);
  order.push(node);
  for (const next of [...(graph.get(node) ?? [])].sort()) {
    if (!seen.has(next)) dfs(next, seen, order);
  }
  return order;
}
console.log(bfs("a"));
console.log(dfs("a", new Set(), []).join(" -> "));
const components: string[][] = [];
const visited = new Set<string>();
for (const node of [...graph.keys()].sort()) {
  if (!visited.has(node)) components.push(dfs(node, visited, []));
}
console.log(components);
