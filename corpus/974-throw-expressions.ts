// Throwing from conditional branches, switch cases, arrow bodies and
// default parameter values.
function required(name: string): never {
  throw new Error(`missing ${name}`);
}
function connect(host: string = required("host"), port: number = 80): string {
  return `${host}:${port}`;
}
console.log(connect("example.org", 8080));
try {
  console.log(connect());
} catch (e) {
  console.log((e as Error).message);
}

function grade(score: number): string {
  switch (true) {
    case score >= 90: return "A";
    case score >= 80: return "B";
    case score >= 0: return "C";
    default: throw new RangeError(`negative score ${score}`);
  }
}
for (const s of [95, 85, 10, -1]) {
  try {
    console.log(s, grade(s));
  } catch (e) {
    console.log(s, (e as Error).message);
  }
}

const safeSqrt = (x: number): number => {
  if (x < 0) throw new RangeError(`sqrt of ${x}`);
  return Math.sqrt(x);
};
const results = [4, -9, 16].map((x) => {
  try {
    return safeSqrt(x).toString();
  } catch (e) {
    return (e as Error).message;
  }
});
console.log(results);
