import { isEven } from "./even";
import { isOdd } from "./odd";
console.log("main evaluated");
for (const n of [0, 1, 10, 25]) {
  console.log(n, isEven(n), isOdd(n));
}
