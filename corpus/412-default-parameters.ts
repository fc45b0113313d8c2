function greet(name: string, greeting: string = "Hello", punctuation = "!"): string {
  return `${greeting}, ${name}${punctuation}`;
}
console.log(greet("Ada"), greet("Bob", "Hi"), greet("Cy", "Yo", "?"));
let calls = 0;
function next(): number {
  calls++;
  return calls * 10;
}
function span(start: number, end: number = start + next(), step: number = 1): number[] {
  const out: number[] = [];
  for (let i = start; i < end; i += step) out.push(i);
  return out;
}
console.log(span(3, 6), span(1), calls, span(0, 10, 3), calls);
class Point {
  constructor(public x: number = 0, public y: number = x * 2) {}
  moved(dx: number = 1, dy: number = dx): Point {
    return new Point(this.x + dx, this.y + dy);
  }
  static origin(scale: number = 1): Point {
    return new Point(0 * scale);
  }
}
class Point3 extends Point {}
class Labeled extends Point {
  constructor(public label: string = "p", x: number = 5) {
    super(x);
  }
}
console.log(new Point(), new Point(3), new Point(1, 1), new Point().moved(), new Point(2).moved(5), Point.origin());
console.log(new Point3(), new Point3(7), new Labeled(), new Labeled("q", 9).moved(1, 1));
function tags(items: string[] = [], separator = ","): string {
  items.push("end");
  return items.join(separator);
}
console.log(tags(), tags(["a"]), tags(["a", "b"], "+"), tags());
