// Word frequencies with Map<string, number>.
const benchStarted = performance.now();
const vocabulary = "the quick brown fox jumps over lazy dog and cat runs far away from home into woods".split(" ");
let seed = 42;
function next(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed >>> 8;
}
const counts = new Map<string, number>();
for (let i = 0; i < 2000000; i++) {
  const word = vocabulary[next() % vocabulary.length] + (next() % 50);
  counts.set(word, (counts.get(word) ?? 0) + 1);
}
const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
console.log(counts.size, JSON.stringify(top));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
