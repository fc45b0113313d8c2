// An array literal taken apart by an array pattern is a tuple: each name
// gets its own element's type, in declarations and assignments, nested.
const [name, count] = ["widget", 3];
console.log(name.toUpperCase(), count + 1);

const [[left, right], flag = false] = [[1, "one"], true];
console.log(left + 1, right.length, flag);

let total: number, label: string;
[[total, label]] = [[2, "two"]];
console.log(total * 2, label.padStart(5, "."));

function step(): [number, string] {
  let [n, s] = [3, "w"];
  [n, s] = [n + 1, s + "!"];
  return [n, s];
}
console.log(step());

let a = "first";
let b = 2;
[a, b] = [a + "!", b * 10];
console.log(a, b);

const [box, list] = [{ k: 1 }, [1, 2, 3]];
console.log(box.k, list.length, list.map((v) => v * 2));
