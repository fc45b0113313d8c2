import * as stack from "./stack";

const s = new stack.Stack();
for (let i = 1; i <= 5; i++) {
  console.log(`push ${i}:`, s.push(i * 10, `n${i}`));
}
console.log("size", s.size, "limit", stack.LIMIT);
const top: stack.Entry | undefined = s.pop();
if (top !== undefined) console.log(stack.describe(top));
const entries: stack.Entry[] = [{ value: 1, note: "x" }];
console.log(entries.map(stack.describe));
