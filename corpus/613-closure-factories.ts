// Closure factories, composition, counters and curried functions.
function makeAdder(n: number) {
  return (x: number) => x + n;
}
const add5 = makeAdder(5);
console.log(add5(10), [1, 2, 3].map(makeAdder(100)));
function compose<A, B, C>(f: (b: B) => C, g: (a: A) => B): (a: A) => C {
  return (a) => f(g(a));
}
const shout = compose((s: string) => s + "!", (s: string) => s.toUpperCase());
console.log(shout("hi"));
const counter = (() => {
  let count = 0;
  return {
    inc: () => ++count,
    dec: () => --count,
    value: () => count,
  };
})();
counter.inc(); counter.inc(); counter.dec();
console.log(counter.value());
function debounceLike(fn: (s: string) => void) {
  const calls: string[] = [];
  return {
    call(s: string) { calls.push(s); },
    flush() { const last = calls[calls.length - 1]; if (last !== undefined) fn(last); calls.length = 0; },
  };
}
const d = debounceLike((s) => console.log("flushed", s));
d.call("a"); d.call("b"); d.flush(); d.flush();
const fns: (() => number)[] = [];
for (let i = 0; i < 3; i++) fns.push(() => i * i);
console.log(fns.map((f) => f()));
const curried = (a: number) => (b: number) => (c: number) => a * 100 + b * 10 + c;
console.log(curried(1)(2)(3));
