// @exit: 1
// A JSON syntax error nobody catches ends the program with status 1.
interface Point {
  x: number;
  y: number;
}
const good = JSON.parse('{"x": 1, "y": 2}') as Point;
console.log(good.x + good.y);
const bad = JSON.parse('{"x": 1, "y": }') as Point;
console.log("never printed", bad.x);
