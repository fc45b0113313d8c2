namespace Geo {
  export interface Point {
    x: number;
    y: number;
  }
  export const origin: Point = { x: 0, y: 0 };
  const scale = 2;
  export function dist(a: Point, b: Point = origin): number {
    return Math.hypot(a.x - b.x, a.y - b.y) * scale / 2;
  }
  export class Segment {
    constructor(public from: Point, public to: Point) {}
    length(): number {
      return dist(this.from, this.to);
    }
  }
  console.log("Geo ready");
}
namespace Geo {
  export function mid(s: Segment): Point {
    return { x: (s.from.x + s.to.x) / 2, y: (s.from.y + s.to.y) / 2 };
  }
}
const p: Geo.Point = { x: 3, y: 4 };
const seg = new Geo.Segment(Geo.origin, p);
console.log(Geo.dist(p), seg.length(), Geo.mid(seg), seg instanceof Geo.Segment);
namespace Counter {
  export let count = 0;
  export function bump(): number {
    count++;
    return count;
  }
}
Counter.bump();
Counter.bump();
console.log(Counter.count);
