import { runA, countA, Thing as ThingA } from "./a";
import { runB, countB, Thing as ThingB } from "./b";
const count = -1;
function helper(): string {
  return "main.helper";
}
console.log(runA(), runB(), runA(), runB());
console.log(countA(), countB(), count, helper());
const things = [new ThingA(), new ThingA()];
const other = new ThingB();
console.log(things, other, things[0] instanceof ThingA, other.extra);
