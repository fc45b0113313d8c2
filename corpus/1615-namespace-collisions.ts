function scale(n: number): number {
  return n * 3;
}
namespace Util {
  export function scale(n: number): number {
    return n * 2;
  }
  export const version = "1.0";
  const secret = 42;
  export function reveal(): number {
    return secret + scale(1);
  }
}
console.log(scale(1), Util.scale(1), Util.reveal(), Util.version);
namespace A {
  export class Refinement {
    kind = "a";
    value = 1;
    describe() { return this.kind + "/" + this.value; }
  }
  export function make() { return new Refinement(); }
}
namespace B {
  export class Refinement {
    kind = "b";
    value = 2;
    describe() { return this.kind + "/" + this.value; }
  }
  export function make() { return new Refinement(); }
}
const a = A.make();
const b = B.make();
console.log(a, b, a.describe(), b.describe(), a instanceof A.Refinement, b instanceof A.Refinement);
console.log(A.Refinement.name, A.make.name, A.make, A.Refinement, a.constructor.name);
namespace Shapes {
  export namespace Circle {
    export const kind = "circle";
    export function area(r: number): number { return Math.PI * r * r; }
  }
  export namespace Square {
    export const kind = "square";
    export function area(s: number): number { return s * s; }
  }
  export function both(): string { return Circle.kind + "+" + Square.kind; }
  export enum Color { Red, Green }
  export const fav: Color = Color.Green;
}
console.log(Shapes.Circle.area(1).toFixed(3), Shapes.Square.area(3), Shapes.both(), Shapes.Circle.kind);
namespace Cfg {
  export const host = "localhost";
  export const port = 8080;
  export function asObject() { return { host, port }; }
  export function parse(o: { host: string; port: number }) {
    const { host, port = 1 } = o;
    return host + ":" + port;
  }
  export interface Opts { host: string; port?: number }
  export function withOpts(o: Opts): string { return o.host + (o.port ?? 0); }
}
console.log(Cfg.asObject(), Cfg.parse({ host: "h", port: 2 }), Cfg.withOpts({ host: "x" }));
const opts: Cfg.Opts = { host: "y", port: 3 };
console.log(Cfg.withOpts(opts));
const host = "outer";
console.log(host);
console.log(Shapes.Color.Green, Shapes.fav);
const c: Shapes.Color = Shapes.Color.Red;
console.log(c);
