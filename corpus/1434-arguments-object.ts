// `arguments` in function declarations and methods: the values passed,
// as many as were passed, readable by index, spread, Array.from and loops.

function count(a?: number, b?: number): number {
  return arguments.length;
}
console.log(count(), count(1), count(1, 2));

function describe(x: number, y: string): string {
  const all = Array.from(arguments);
  return all.length + ":" + arguments[0] + ":" + arguments[1] + ":" + typeof arguments[2];
}
console.log(describe(1, "a"));

class Recorder {
  record(label: string, times = 2): string {
    return [...arguments].join("|") + " " + arguments.length;
  }
}
console.log(new Recorder().record("x"), new Recorder().record("x", 5));

function total(a: number, b: number, c: number): number {
  let sum = 0;
  for (let i = 0; i < arguments.length; i++) sum += arguments[i];
  return sum;
}
console.log(total(1, 2, 3));

function firstOr(fallback: string, value?: string): string {
  return arguments.length > 1 && value !== undefined ? value : fallback;
}
console.log(firstOr("none"), firstOr("none", "some"));
