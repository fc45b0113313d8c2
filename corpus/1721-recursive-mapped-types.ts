// Recursive mapped types (DeepPartial with a conditional on 'object', DeepReadonly) over nested objects, arrays, unions with null and self-referencing interfaces; a conditional on 'object' tells primitives from objects.
type Opt<T> = { [K in keyof T]?: T[K] extends object ? string : T[K] };
interface S1 { a: { x: number }; b: boolean }
const o1: Opt<S1> = { a: "yes", b: true };
console.log(o1);
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> };
interface ListNode { value: number; next: ListNode | null }
const partialList: DeepPartial<ListNode> = { next: { value: 2, next: null } };
console.log(partialList, partialList.next?.value);
const ro: DeepReadonly<ListNode> = { value: 1, next: { value: 2, next: null } };
console.log(ro.next?.value, JSON.stringify(ro));
interface Config { server: { host: string; ports: number[]; tls?: { cert: string } }; debug: boolean; name: string }
const p: DeepPartial<Config> = { debug: true, server: { ports: [1, 2] } };
console.log(p.server?.ports?.length, p.server?.host ?? "none", p);
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const m: Mutable<Readonly<{ a: number }>> = { a: 1 };
m.a = 2;
console.log(m);

interface TreeNode { label: string; children: TreeNode[]; meta: { depth: number; tags?: string[] } }
const patch: DeepPartial<TreeNode> = { label: "x", meta: { depth: 2 } };
console.log(patch, patch.meta?.depth);

const ro2: DeepReadonly<{ a: { b: number[] } }> = { a: { b: [1, 2] } };
console.log(ro2.a.b.length);
interface Settings { theme: { color: string; size: number }; debug: boolean }
const defaults: Settings = { theme: { color: "red", size: 12 }, debug: false };
function merge(base: Settings, patch: DeepPartial<Settings>): Settings {
  return {
    theme: { ...base.theme, ...(patch.theme ?? {}) },
    debug: patch.debug ?? base.debug,
  };
}
console.log(merge(defaults, { theme: { size: 14 } }));
