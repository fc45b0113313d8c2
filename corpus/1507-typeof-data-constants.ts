// `typeof` a top-level constant initialized with an array or object literal
// in a function signature checked before the constant, and a function
// reading a constant declared after it.
const orders = [{ qty: 2, price: 1.5 }, { qty: 1, price: 10 }];
const people = [{ name: "ada", age: 36 }];
const settings = { verbose: true, level: 3 };
function total(items: typeof orders): number {
  let sum = 0;
  for (const o of items) sum += o.qty * o.price;
  return sum;
}
function firstName(): string { return people[0].name; }
function level(s: typeof settings): number { return s.verbose ? s.level : 0; }
console.log(total(orders), firstName(), level(settings), level({ verbose: false, level: 9 }));
function early(): number { return later.length; }
const later = ["a", "b", "c"];
console.log(early());
