// Optional chains through an `any`: `undefined` when the value is null or
// undefined, else the property read (by name or computed key) at run time.
const undef: any = undefined;
console.log(undef?.foo, undef?.["bar"]);
const obj: any = { a: { b: 5 }, list: [1, 2] };
console.log(obj?.a?.b, obj?.missing?.b, obj?.list?.[1], obj.a?.["b"]);
const n: any = null;
console.log(n?.x ?? "fallback");
async function f(): Promise<unknown> { return { id: 7 }; }
f().then((v) => console.log(JSON.stringify((v as any)?.id)));
