// Methods called on any values: a generator's next with values sent,
// string, array and number methods dispatched at run time.
function* g(): Generator<number, string, number> {
  const a = yield 1;
  const b = yield a * 2;
  return "sum " + (a + b);
}
const it: any = g();
console.log(JSON.stringify(it.next()), JSON.stringify(it.next(5)), JSON.stringify(it.next(7)), JSON.stringify(it.next()));
const s: any = "  Hello World  ";
console.log(s.trim().toUpperCase(), s.substr(2, 5), s.substr(-7), s.slice(2, 7), s.indexOf("World"), s.includes("lo"), s.split("o").length);
const list: any = [1, 2, 3];
list.push(4, 5);
console.log(list.pop(), list.join("-"), list.includes(2), list.indexOf(3), list.toString());
const n: any = 3.14159;
console.log(n.toFixed(2), n.toString());
const boxes: any = ["a", 1];
boxes.push({ k: 1 });
console.log(boxes, boxes.length);
const four: any = [1, 2, 3, 4];
console.log(four.slice(1, 3), four.slice(-2));
