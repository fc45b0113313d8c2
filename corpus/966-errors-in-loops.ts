// try/catch inside loops: the loop goes on after each caught error, and
// break/continue inside catch blocks.
const inputs = ["12", "x", "7", "", "42", "stop", "5"];
let total = 0;
let bad = 0;
for (const input of inputs) {
  try {
    if (input === "stop") break;
    if (input.length === 0) throw new Error("empty input");
    const n = Number(input);
    if (Number.isNaN(n)) throw new TypeError(`not a number: ${input}`);
    total += n;
  } catch (e) {
    bad++;
    if (e instanceof TypeError) {
      console.log("skipping", e.message);
      continue;
    }
    console.log("problem:", (e as Error).message);
  }
}
console.log(total, bad);

let attempts = 0;
while (true) {
  attempts++;
  try {
    if (attempts < 4) throw new Error(`attempt ${attempts}`);
    console.log("succeeded on attempt", attempts);
    break;
  } catch (e) {
    console.log("failed:", (e as Error).message);
  }
}

const results: string[] = [];
for (let i = 0; i < 6; i++) {
  try {
    try {
      if (i % 2 === 0) throw new RangeError(`even ${i}`);
      results.push(`odd ${i}`);
    } finally {
      results.push(`f${i}`);
    }
  } catch (e) {
    results.push((e as Error).message);
    if (i === 4) break;
  }
}
console.log(results.join(" | "));
