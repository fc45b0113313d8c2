// Template strings with toFixed in a loop: formatting prices and ratios
// into report lines.
const benchStarted = performance.now();
const names = ["apples", "pears", "plums", "grapes", "figs", "dates"];
let characters = 0;
let last = "";
for (let i = 0; i < 1_500_000; i++) {
  const price = (i % 997) * 0.37 + 0.005;
  const ratio = (i % 101) / 7;
  last = `${names[i % names.length]}: ${price.toFixed(2)} (${ratio.toFixed(3)}x) #${i}`;
  characters += last.length;
}
console.log(characters, last);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
