const b = Buffer.from("hi");
const u = new Uint8Array(2);
const asU: Uint8Array = b;
console.log(b instanceof Buffer, b instanceof Uint8Array, u instanceof Buffer, u instanceof Uint8Array, asU instanceof Buffer, u instanceof Int32Array);
const values: unknown[] = [b, u, new Int32Array(1), "s", 3, [1], null];
for (const value of values) console.log(value instanceof Uint8Array, value instanceof Buffer, value instanceof Int32Array);
function describe(data: string | Uint8Array): string {
    if (data instanceof Uint8Array) return "bytes";
    return "text";
}
console.log(describe("x"), describe(b), describe(u));
const n = 5;
console.log((n as unknown) instanceof Uint8Array);
const held: unknown[] = [Buffer.from("a"), new Uint8Array(1), "x", 1];
console.log(held.map((v) => Buffer.isBuffer(v)), Buffer.isBuffer(Buffer.alloc(1)), Buffer.isBuffer(new Uint8Array(1)), Buffer.isBuffer("x"));
