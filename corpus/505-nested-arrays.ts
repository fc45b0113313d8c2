// Arrays of arrays: matrices, jagged rows, element updates.
const size = 4;
const matrix: number[][] = [];
for (let r = 0; r < size; r++) {
  const row: number[] = [];
  for (let c = 0; c < size; c++) row.push(r === c ? 1 : 0);
  matrix.push(row);
}
matrix[0][3] = 5;
matrix[2][1] += 7;
matrix[3][3]++;
for (const row of matrix) console.log(row.join(" "));
function transpose(m: number[][]): number[][] {
  const result: number[][] = [];
  for (let c = 0; c < m[0].length; c++) {
    const column: number[] = [];
    for (let r = 0; r < m.length; r++) column.push(m[r][c]);
    result.push(column);
  }
  return result;
}
const t = transpose(matrix);
console.log(String(t));
const jagged: string[][] = [["a"], ["b", "c"], []];
jagged[2].push("d", "e", "f");
console.log(jagged.length, jagged[1].length, jagged[2].join(""), `${jagged}`);
