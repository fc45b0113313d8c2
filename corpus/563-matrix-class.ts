// A small matrix class with multiplication, transpose and printing.
class Matrix {
  readonly rows: number;
  readonly cols: number;
  private data: number[];
  constructor(rows: number, cols: number, fill: (r: number, c: number) => number = () => 0) {
    this.rows = rows;
    this.cols = cols;
    this.data = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) this.data.push(fill(r, c));
  }
  get(r: number, c: number): number {
    return this.data[r * this.cols + c];
  }
  times(other: Matrix): Matrix {
    if (this.cols !== other.rows) throw new Error("shape mismatch");
    return new Matrix(this.rows, other.cols, (r, c) => {
      let sum = 0;
      for (let k = 0; k < this.cols; k++) sum += this.get(r, k) * other.get(k, c);
      return sum;
    });
  }
  transpose(): Matrix {
    return new Matrix(this.cols, this.rows, (r, c) => this.get(c, r));
  }
  toString(): string {
    const rows: string[] = [];
    for (let r = 0; r < this.rows; r++) {
      const cells: string[] = [];
      for (let c = 0; c < this.cols; c++) cells.push(String(this.get(r, c)).padStart(4));
      rows.push(cells.join(""));
    }
    return rows.join("\n");
  }
}
const a = new Matrix(2, 3, (r, c) => r + c);
const b = new Matrix(3, 2, (r, c) => r * 2 - c);
console.log(`${a}`);
console.log(String(a.times(b)));
console.log(a.transpose().toString());
try {
  a.times(a);
} catch (e) {
  console.log((e as Error).message);
}
const identity = new Matrix(3, 3, (r, c) => (r === c ? 1 : 0));
console.log(`${a.times(identity)}` === `${a}`);
