// Conway's game of life on a small torus, printed each generation.
const width = 8;
const height = 6;
let cells: boolean[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => false));
for (const [r, c] of [[1, 2], [2, 3], [3, 1], [3, 2], [3, 3]]) cells[r][c] = true;
function neighbours(grid: boolean[][], r: number, c: number): number {
  let count = 0;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      if (grid[(r + dr + height) % height][(c + dc + width) % width]) count++;
    }
  }
  return count;
}
function step(grid: boolean[][]): boolean[][] {
  return grid.map((row, r) =>
    row.map((alive, c) => {
      const n = neighbours(grid, r, c);
      return alive ? n === 2 || n === 3 : n === 3;
    }),
  );
}
for (let generation = 0; generation < 4; generation++) {
  console.log(`generation ${generation}`);
  console.log(cells.map((row) => row.map((alive) => (alive ? "#" : ".")).join("")).join("\n"));
  cells = step(cells);
}
console.log(cells.flat().filter((x) => x).length);
