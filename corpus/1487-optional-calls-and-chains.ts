// Optional calls (`f?.()`, `o.m?.()`, `o?.m?.()`, `o?.[k]?.()`) of typed
// values and of `any`, and optional chains whose later links are plain
// (`a?.b.c`: nothing past `a` is read when `a` is missing).

interface Plugin {
  name: string;
  init?: () => string;
  describe?(prefix: string): string;
}

class Registry {
  hook: ((n: number) => number) | undefined;
  constructor(public label: string) {}
  size(): number {
    return this.label.length;
  }
}

const plugins: (Plugin | undefined)[] = [
  { name: "plain" },
  { name: "eager", init: () => "ready" },
  { name: "verbose", describe: (prefix: string) => prefix + ":verbose" },
  undefined,
];
for (const plugin of plugins) {
  console.log(plugin?.name, plugin?.init?.(), plugin?.describe?.("p"), plugin?.name.length);
}

const registry = new Registry("main");
console.log(registry.hook?.(2), registry.size?.());
registry.hook = (n) => n * 10;
console.log(registry.hook?.(2));

let evaluated = 0;
function argument(): number {
  evaluated++;
  return 3;
}
function pick(n: number): ((n: number) => number) | null {
  return n > 0 ? (x) => x + n : null;
}
console.log(pick(0)?.(argument()), evaluated, pick(1)?.(argument()), evaluated);

interface Tree {
  left?: Tree;
  value: { digits: number[] };
}
const tree: Tree = { value: { digits: [1, 2] }, left: { value: { digits: [3] } } };
console.log(tree.left?.value.digits.length, tree.left?.left?.value.digits.length);
console.log(tree.left?.left?.value.digits[0]);

// Through `any`: a method is called with its object as `this`.
const counter: any = {
  count: 4,
  bump(by: number) {
    return this.count + by;
  },
  hook: null,
};
console.log(counter.bump?.(1), counter.hook?.(1), counter.absent?.(1), counter?.bump?.(2));
const nothing: any = undefined;
console.log(nothing?.bump?.(1), nothing?.deep.deeper.deepest);
const deep: any = { inner: { table: { run: (x: any) => `ran ${x.v}` } } };
console.log(deep.inner?.table?.run?.({ v: 7 }), deep.inner?.table?.walk?.(1));
const empty: any = { inner: null };
console.log(empty.inner?.table.run?.(1));
const key = "run";
console.log(deep.inner.table?.[key]?.({ v: 8 }));
const text: any = "scriptc";
console.log(text.toUpperCase?.(), text.nope?.(), text?.at(-1));
const list: any = [3, 1, 2];
console.log(list.map?.((x: number) => x * 2), list?.includes(2));
class Box {
  constructor(public item: number) {}
  twice(): number {
    return this.item * 2;
  }
}
const boxed: any = new Box(21);
console.log(boxed.twice?.(), boxed.missing?.());
try {
  const absent: any = undefined;
  absent.method?.();
} catch (error) {
  console.log((error as Error).message);
}
try {
  empty.inner.table?.run?.();
} catch (error) {
  console.log((error as Error).message);
}
