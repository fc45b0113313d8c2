// Arrays as stacks and queues: balanced brackets, BFS on a grid, and a
// sliding window maximum with a deque of indices.
function balanced(text: string): boolean {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const stack: string[] = [];
  for (const ch of text) {
    if (ch === "(" || ch === "[" || ch === "{") stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  return stack.length === 0;
}
console.log(["([]{})", "([)]", "((", "", "a(b)c"].map(balanced));
const grid = ["..#.", ".#..", "....", "#..."];
function shortest(fromRow: number, fromColumn: number, toRow: number, toColumn: number): number {
  const distance: number[][] = grid.map((row) => Array.from({ length: row.length }, () => -1));
  const queue: number[][] = [[fromRow, fromColumn]];
  distance[fromRow][fromColumn] = 0;
  while (queue.length > 0) {
    const [row, column] = queue.shift()!;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const r = row + dr;
      const c = column + dc;
      if (r < 0 || c < 0 || r >= grid.length || c >= grid[0].length) continue;
      if (grid[r][c] === "#" || distance[r][c] >= 0) continue;
      distance[r][c] = distance[row][column] + 1;
      queue.push([r, c]);
    }
  }
  return distance[toRow][toColumn];
}
console.log(shortest(0, 0, 3, 3), shortest(0, 0, 0, 3), shortest(3, 3, 0, 0));
function windowMax(values: number[], size: number): number[] {
  const deque: number[] = [];
  const out: number[] = [];
  values.forEach((value, i) => {
    while (deque.length > 0 && values[deque[deque.length - 1]] <= value) deque.pop();
    deque.push(i);
    if (deque[0] <= i - size) deque.shift();
    if (i >= size - 1) out.push(values[deque[0]]);
  });
  return out;
}
console.log(windowMax([1, 3, -1, -3, 5, 3, 6, 7], 3));
