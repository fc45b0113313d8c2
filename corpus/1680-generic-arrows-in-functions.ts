// Generic arrow and function expressions held by constants inside
// functions and blocks are generic functions, instantiated per call, as at
// the top level; tuple parameters naming type parameters are inferred from
// array literals; generic aliases and interfaces declared again in another
// block are each their own.

function report(): void {
  const swap = <A, B>(pair: [A, B]): [B, A] => [pair[1], pair[0]];
  const [name, count] = swap([3, "apples"]);
  console.log(name.toUpperCase(), count + 1);
  const firstOf = <T,>(items: [T, ...T[]]): T => items[0];
  console.log(firstOf([7, 8, 9]) * 2, firstOf(["x"]).length);
  const wrap = function <R>(body: () => R): R {
    return body();
  };
  console.log(wrap(() => 21) * 2, wrap(() => "s").repeat(3));
  const later = async <T,>(value: T): Promise<T> => value;
  later([1, 2]).then((values) => console.log("later", values.length));
}
report();

function groups(words: string[]): void {
  for (let round = 0; round < 2; round++) {
    const tally = <K extends string, V>(keys: K[], value: (key: K) => V): Map<K, V> => {
      const out = new Map<K, V>();
      for (const key of keys) out.set(key, value(key));
      return out;
    };
    console.log(round, tally(words, (word) => word.length + round));
  }
}
groups(["ab", "cde"]);

{
  type PairOf<T> = { left: T; right: T };
  interface TreeOf<T> {
    value: T;
    children: TreeOf<T>[];
  }
  const pair: PairOf<number> = { left: 1, right: 2 };
  const tree: TreeOf<number> = { value: 1, children: [{ value: 2, children: [] }] };
  console.log(pair.left + pair.right, tree.children[0].value);
}
{
  type PairOf<T> = [T, T];
  interface TreeOf<T> {
    label: T;
    children: TreeOf<T>[];
  }
  const pair: PairOf<string> = ["a", "b"];
  const tree: TreeOf<string> = { label: "r", children: [{ label: "s", children: [] }] };
  const walk = (node: TreeOf<string>): string => node.label + node.children.map(walk).join("");
  console.log(pair.join("+"), walk(tree));
}
type PairOf<T> = { only: T };
const outer: PairOf<boolean> = { only: true };
console.log(outer);
