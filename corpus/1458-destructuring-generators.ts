function* numbers(): Generator<number> {
  try {
    let i = 1;
    while (true) {
      console.log("yield", i);
      yield i++;
    }
  } finally {
    console.log("closed");
  }
}
const [first, second] = numbers();
console.log(first, second);
function* few() {
  yield "a";
  yield "b";
  yield "c";
}
const [x, , z, w] = few();
console.log(x, z, w);
const [head, ...tail] = few();
console.log(head, tail);
let p: string, q: string;
[p, q] = few();
console.log(p, q);
function pair(): [number, number] {
  const [a, b] = numbers();
  return [a, b];
}
console.log(pair());
