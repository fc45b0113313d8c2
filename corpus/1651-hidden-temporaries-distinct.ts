// A fuzz finding (seed 20261130, program 102): two kinds of hidden
// variables named alike in one function's scope crashed the compiler.
class Item {
  constructor(public name: string, public count: number) {}
  weight(factor: number): number {
    return this.count * factor;
  }
  label(): string {
    return `${this.name}#${this.count}`;
  }
}
class Special extends Item {
  label(): string {
    return "special " + super.label();
  }
}
let sideEffects = 0;
const KEY_Y = Symbol("keyY");
function tick(n: number): number {
  sideEffects++;
  return n;
}
class Counted extends Item {
  extra = this.count * 2;
  tag: string;
  constructor(name: string, count: number) {
    super(name, count);
    this.tag = name + ":" + this.extra;
  }
  get double(): number {
    return this.count * 2;
  }
  set double(value: number) {
    this.count = value / 2;
  }
}
interface Link {
  value: number;
  next: Link | null;
}
function sumLinks(head: Link | null): number {
  let total = 0;
  let p = head;
  while (p !== null) {
    total += p.value;
    p = p.next;
  }
  return total;
}
function keepNum(v: number | null): number | null {
  return v;
}
function keepStr(v: string | undefined): string | undefined {
  return v;
}
function keepItem(v: Item | undefined): Item | undefined {
  return v;
}
class Cell {
  next: Cell | null = null;
  spare: Item | undefined = undefined;
  constructor(public value: number) {}
}
class Log {
  text = "";
  add(x: string): void {
    this.text += x + this.text.length + ",";
  }
}
function withDefaults(a: number, b: number = tick(a + 1), label: string = "d" + b): string {
  return label + "/" + (a + b);
}
function scale(n: number): number {
  return -n;
}
namespace FzGeo {
  export const unit = 3;
  export function scale(n: number): number {
    return n * unit;
  }
  export class Pt {
    constructor(public x: number) {}
    twice(): number {
      return scale(this.x) * 2;
    }
  }
  export namespace Deep {
    export const tag = "deep";
    export function mark(s: string): string {
      return tag + ":" + s + ":" + unit;
    }
  }
  export enum Hue {
    Red,
    Blue = "blue",
    Gold = 7,
  }
}
namespace FzAlt {
  const unit = 10;
  export function scale(n: number): number {
    return n + unit;
  }
  export class Pt {
    label = "alt";
  }
}
namespace FzGeo {
  export function both(n: number): string {
    return scale(n) + "/" + FzAlt.scale(n) + "/" + Deep.tag;
  }
}
function helper1(p0: string, p1: number): string {
  return (Boolean((Number(65535) <= Number(p1))) ? "Ω≈ç√".substring(p1, (-2.5)) : (["á", p0, "tab\tsep"] as string[]).join("İ"));
}
{
  let w6: number = 0;
  while (true) {
    w6++;
    if (w6 > 4) break;
    if (w6 === 1) continue;
    {
      const listI = "0x1F".split("").map((c: string): number => c.charCodeAt(0));
      const labelI = ("á" + "x-y-z");
      function sumI(xs: Iterable<number>): number {
        let total = 0;
        for (const x of xs) total += x;
        for (const x of xs) total += x / 2;
        return total;
      }
      function joinI(xs: Iterable<string>): string {
        return [...xs].join("|") + "/" + Array.from(xs).length;
      }
      function* countI(n: number): Generator<number> {
        try {
          for (let i = 0; i < n; i++) {
            console.log("yield", i);
            yield i;
          }
        } finally {
          console.log("count closed");
        }
      }
      function firstI(xs: Iterable<number>, stop: number): number[] {
        const taken: number[] = [];
        for (const x of xs) {
          taken.push(x);
          if (taken.length > stop) break;
        }
        return taken;
      }
      class BagI implements Iterable<number> {
        items: number[];
        constructor(items: number[]) {
          this.items = items;
        }
        *[Symbol.iterator]() {
          for (const item of this.items) yield item * 2;
        }
      }
      class StepsI implements Iterable<string> {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
        [Symbol.iterator](): Iterator<string> {
          let at = 0;
          const text = this.text;
          return {
            next: (): IteratorResult<string> => at < text.length ? { value: text[at++], done: false } : { value: undefined, done: true },
          };
        }
      }
      console.log(sumI(listI), sumI(new Set(listI)), sumI(listI.values()), sumI(new BagI(listI)), sumI(new Float64Array(listI)));
      console.log(joinI(labelI), joinI(new Set(labelI)), joinI(new StepsI(labelI)), joinI(new Map([[labelI, 1]]).keys()), joinI([labelI, labelI]));
      console.log(firstI(countI(listI.length + 2), 1), firstI(new BagI(listI), 1));
      const mapI = new Map(listI.map((n, i): [string, number] => [labelI + i, n]));
      const entriesI: Iterable<[string, number]> = mapI;
      for (const [k, v] of entriesI) console.log(k, v);
      console.log([...entriesI].length, new Map(entriesI).size);
      const heldI: any = new BagI(listI);
      const stepsI: any = new StepsI(labelI);
      console.log([...heldI], Array.from(stepsI), [...stepsI].length);
      const [headI, ...restI] = heldI;
      console.log(headI, restI);
      function* relayI(): Generator<any> {
        yield* stepsI;
        yield* heldI;
      }
      console.log([...relayI()]);
    }
  }
}
{
  let u77: Item | undefined = (Boolean(false) ? new Item(helper1("-0", Infinity), Math.min(100, 1.7976931348623157e308, 1.5)) : undefined);
  let v78: string = (typeof (-2.5)).padStart(8, "héllo");
  for (const e79 of [...`<${u77}>`.split("").map((c: string): number => c.charCodeAt(0))]) {
    {
      const listJ = [...([e79] as number[])].sort((a: number, b: number): number => a - b);
      const labelJ: string = v78;
      const countJ = (9007199254740992 * 4294967295);
      let readsJ = 0;
      const boxJ = {
        items: listJ,
        name: labelJ,
        get total(): number {
          readsJ++;
          return this.items.reduce((a: number, b: number) => a + b, 0);
        },
        get label(): string {
          return this.name + ":" + this.items.length;
        },
        set label(v: string) {
          this.name = v.trim();
        },
        set first(v: number) {
          this.items = [v, ...this.items];
        },
        scaled(f: number) {
          return this.total * f;
        },
      };
      console.log(boxJ.total, boxJ.label, boxJ.scaled(countJ), readsJ);
      boxJ.label = " " + labelJ + " ";
      boxJ.first = countJ;
      console.log(boxJ, Object.keys(boxJ), JSON.stringify(boxJ), readsJ);
      const copyJ = { ...boxJ };
      console.log(copyJ, "total" in boxJ, Object.hasOwn(boxJ, "first"), readsJ);
      const heldJ: any = boxJ;
      const anyCountJ: any = countJ;
      console.log(heldJ.total, heldJ.label, readsJ, heldJ.constructor.name, anyCountJ.constructor.name, listJ.constructor.name);
      try {
        anyCountJ.missing.deeper = 1;
      } catch (e: any) {
        console.log(e.constructor.name, e instanceof TypeError);
      }
      heldJ.label = labelJ;
      const tempJ = { c: countJ, get f(): number { return (this.c * 9) / 5 + 32; } };
      console.log(boxJ.label, structuredClone(tempJ), structuredClone(tempJ).f, readsJ);
      const viewJ: { readonly total: number; label: string } = boxJ;
      console.log(viewJ.total + countJ, viewJ.label);
      class OptsJ {
        depth = 0;
        name = "opts";
        constructor(init?: Partial<OptsJ>) {
          Object.assign(this, init);
        }
      }
      console.log(new OptsJ({ depth: countJ }), new OptsJ(), Object.assign(new OptsJ(), { name: labelJ }));
      function tagJ(s: string) {
        return s + "!";
      }
      function accountJ(start: number) {
        const self = {
          balance: start,
          deposit(amount: number): number {
            self.balance += amount;
            return self.balance;
          },
          get half(): number {
            return self.balance / 2;
          },
        };
        return self;
      }
      function lastJ(words: string[]): string {
        let last = labelJ;
        const take = (word: string) => {
          last = word + last.length;
        };
        words.forEach(take);
        return last;
      }
      const accJ = accountJ(countJ);
      console.log(accJ.deposit(listJ.length), accJ.half, accJ, lastJ([labelJ, "x"]));
      const tJ = Object.assign(tagJ, { count: countJ });
      console.log(tJ.count, tJ(labelJ));
    }
  }
}
