// Assigning a tuple's elements: plain, compound, increments, through a
// nullable holder, in destructuring, and a tuple that comes to hold itself.
type Entry = [string, number];
const counts: Entry[] = [["apples", 1], ["pears", 4]];
for (const entry of counts) {
  entry[1] *= 10;
  entry[1]++;
  ++entry[1];
  entry[0] += "!";
}
console.log(counts);
const pair: [number, string, boolean] = [1, "one", true];
pair[0] = pair[0] + 41;
pair[1] = `${pair[1]} -> ${pair[0]}`;
pair[2] = !pair[2];
console.log(pair, pair.length);
let swapped: [string, string] = ["left", "right"];
[swapped[0], swapped[1]] = [swapped[1], swapped[0]];
console.log(swapped);
const previous = swapped;
swapped = ["x", "y"];
console.log(previous, swapped);
interface Node2 {
  name: string;
  link: [string, Node2 | null];
}
let made = 0;
for (let i = 0; i < 1000; i++) {
  const node: Node2 = { name: "n" + i, link: ["self", null] };
  node.link[1] = node;
  made += node.link[1] === node ? 1 : 0;
}
console.log(made);
const scores: [string, number][] = [];
scores.push(["a", 1]);
const top = scores[0];
const returned = (top[1] = 99);
console.log(returned, scores, top[1] === 99);
