// A field read through a class type is one load at a fixed offset; the
// same read through an interface type goes through the site's inline
// cache: compare the object's descriptor with the cached one, then one
// load at the cached offset (the runtime lookup only on a miss).
interface HasX {
  x: number;
}
class Point {
  constructor(public x: number, public y: number) {}
}
function throughClass(p: Point): number {
  return p.x;
}
function throughInterface(p: HasX): number {
  return p.x;
}
const point = new Point(1, 2);
console.log(throughClass(point), throughInterface(point), throughInterface({ x: 3 }));
