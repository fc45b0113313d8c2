// An integer loop counter indexing an array, an integer `%` on an
// integer-valued local, and an element read borrowed (no retain or
// release) in a quiet expression.
class Body {
  constructor(public x: number) {}
}
const bodies: Body[] = [new Body(1), new Body(2)];
function total(): number {
  let sum = 0;
  for (let i = 0; i < bodies.length; i++) sum += bodies[i].x;
  return sum;
}
function mix(n: number): number {
  let acc = 0;
  for (let i = 0; i < n; i++) acc = (acc + i * 7) % 1000003;
  return acc;
}
console.log(total(), mix(10));
