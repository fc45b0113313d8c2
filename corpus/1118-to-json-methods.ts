// JSON.stringify calls toJSON methods returning strings, numbers and
// unions as well as objects: a Date is its ISO text, an invalid one null.
const d = new Date(Date.UTC(2024, 1, 29, 12));
console.log(JSON.stringify(d), JSON.stringify({ d, list: [d, new Date(NaN)] }, null, 2), JSON.stringify(new Date(NaN)), d.toJSON(), new Date(NaN).toJSON());
class Celsius { constructor(private v: number) {} toJSON(): number { return Math.round(this.v * 10) / 10; } }
class Tag { constructor(private name: string) {} toJSON(): string { return `#${this.name}`; } }
class Point { constructor(public x: number, public y: number) {} toJSON(): { x: number } { return { x: this.x }; } }
console.log(JSON.stringify([new Celsius(21.456)]), JSON.stringify([new Tag("a")]), JSON.stringify(new Point(1, 2)), JSON.stringify({ t: new Tag("b") }));
