import { add, square, thirdPower, PI_ISH as pi, total, first, second, label, weight } from "./math";
import { add as plus } from "./math";

console.log(add(2, 3), plus(4, 5), total);
console.log(square(7), thirdPower(3), pi);
console.log(first + second, label, weight);
const sums: number[] = [];
for (let i = 0; i < 4; i++) sums.push(plus(i, i));
console.log(sums, total);
