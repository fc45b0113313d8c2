// Assertions through unknown: `x as unknown` boxes, `x as unknown as T`
// asserts x to be a T directly (an interface view, a downcast checked at run
// time), and `unknown as T` checks the box.
interface Point { x: number; y: number }
interface Named { name: string }
class Item { constructor(public name: string, public price: number) {} }
const raw: unknown = JSON.parse('{"x": 1, "y": 2}');
const p = raw as Point;
console.log(p.x + p.y);
const item = new Item("pen", 2);
const named = item as unknown as Named;
console.log(named.name);
const back = named as unknown as Item;
console.log(back.price, back instanceof Item);
const list = [1, 2, 3] as unknown as number[];
console.log(list.length);
const u = "text" as unknown;
console.log(typeof u, (u as string).toUpperCase());
function parse<T>(text: string): T { return JSON.parse(text) as unknown as T; }
const q = parse<Point>('{"x": 5, "y": 6}');
console.log(q.y);
