// Errors the runtime raises (a property of null, reduce of an empty array)
// are real TypeErrors a program can catch.
class Node1 { constructor(public value: number, public next: Node1 | null) {} }
const list = new Node1(1, null);
try {
  console.log(list.next!.value);
} catch (e) {
  console.log(e instanceof TypeError, (e as Error).message);
}
const empty: number[] = [];
try {
  console.log(empty.reduce((a, b) => a + b));
} catch (e) {
  console.log(String(e));
}
function sumAll(xs: number[]): number {
  return xs.reduce((a, b) => a + b);
}
for (const xs of [[1, 2], [], [5]]) {
  try {
    console.log(sumAll(xs));
  } catch (e) {
    if (e instanceof TypeError) console.log("caught:", e.message);
  }
}
