type Tail = [...string[], number];
const tail: Tail = ["a", "b", 3];
function sum(label: string, ...values: number[]): string {
  return label + values.length;
}
const args: [string, ...number[]] = ["s", 1, 2];
console.log(tail, sum(...args));
