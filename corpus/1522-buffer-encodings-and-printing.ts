const b = Buffer.from("héllo wörld €😀", "utf8");
console.log(b, b.length);
console.log(b.toString("hex"), b.toString("base64"), b.toString("base64url"), b.toString("latin1"), b.toString("ascii"));
console.log(Buffer.from("aGVsbG8gd29ybGQ", "base64").toString(), Buffer.from("aGV sbG8=\nd29y", "base64").toString());
console.log(Buffer.from("abzz12", "hex"), Buffer.from("abc", "hex"));
console.log(Buffer.from("héllo", "latin1"), Buffer.from("héllo€", "ascii"), Buffer.from("hi€", "utf16le"));
console.log(Buffer.from([1, 256, -1, 3.7, 300]));
console.log(Buffer.alloc(3, "ab"), Buffer.alloc(4, 7), Buffer.alloc(0));
console.log(JSON.stringify(Buffer.from("hi")), JSON.stringify({ b: Buffer.from("hi") }), JSON.stringify([Buffer.from("x")], null, 2));
console.log([Buffer.from("x")], { a: Buffer.from("y") });
console.log(Buffer.alloc(60));
console.log(String(Buffer.from("abc")), `${Buffer.from("abc")}`, Buffer.from("abc") + "!");
const c = Buffer.from("hello");
const s = c.slice(1, 3);
s[0] = 65;
console.log(c.toString(), s.toString());
function attempt(f: () => unknown): void {
    try {
        console.log(f());
    } catch (e) {
        if (e instanceof Error) console.log(e.name, e.message);
    }
}
attempt(() => Buffer.alloc(4).readInt32BE(1));
attempt(() => Buffer.alloc(4).writeUInt8(300, 0));
attempt(() => Buffer.alloc(4).writeInt32BE(2 ** 31, 0));
attempt(() => Buffer.alloc(4).writeUInt32BE(2 ** 32, 0));
attempt(() => Buffer.alloc(4).writeUInt32BE(2 ** 33, 0));
attempt(() => Buffer.alloc(-1));
attempt(() => Buffer.from("x", "foo" as BufferEncoding));
attempt(() => Buffer.alloc(4).readInt8(4));
attempt(() => Buffer.alloc(4).readInt8(1.5));
attempt(() => Buffer.alloc(2).readInt32BE(0));
attempt(() => Buffer.alloc(4).writeUInt8(3.7, 0));
attempt(() => Buffer.alloc(4).readUInt8(NaN));
console.log(Buffer.from([0xff, 0xfe, 0x80]).toString(), Buffer.from([0xe2, 0x82]).toString() + "|");
console.log(Buffer.byteLength("héllo"), Buffer.byteLength("aGVsbG8=", "base64"), Buffer.byteLength("abcd", "hex"), Buffer.byteLength(Buffer.from("abc")));
console.log(Buffer.compare(Buffer.from("a"), Buffer.from("b")), Buffer.from("b").compare(Buffer.from("a")), Buffer.from("abc").equals(Buffer.from("abc")), Buffer.from("abc").equals(Buffer.from("abd")));
const w = Buffer.alloc(10);
console.log(w.write("héllo"), w.write("xyz", 8), w.write("ab", 2, "latin1"), w.write("zz", 1, 1), w);
console.log(Buffer.alloc(5).write("€€", 0), Buffer.alloc(5).write("abcd", "hex"), Buffer.alloc(3).write("abcdef"));
const h = Buffer.from("hello world");
console.log(h.indexOf("o"), h.indexOf("o", 5), h.indexOf(111), h.lastIndexOf("o"), h.includes("wor"), h.includes("xyz"), Buffer.from("hello").indexOf(Buffer.from("ll")), Buffer.from("hello").indexOf(""), h.indexOf("o", -3), h.lastIndexOf("o", 5));
const t = Buffer.alloc(8);
console.log(Buffer.from("abcdef").copy(t, 2, 1, 4), t);
console.log(Buffer.alloc(5).fill("ab"), Buffer.alloc(5).fill(1, 1, 3), Buffer.alloc(3).fill(0x101), Buffer.from("abc").fill(""));
console.log(Buffer.from("hi").toJSON());
console.log(Buffer.isBuffer(Buffer.alloc(1)), Buffer.isBuffer(new Uint8Array(1)), Buffer.isBuffer("x"), Buffer.isEncoding("UTF-8"), Buffer.isEncoding("nope"));
console.log(Buffer.concat([Buffer.from("ab"), Buffer.from("cd")]), Buffer.concat([Buffer.from("ab"), Buffer.from("cd")], 3), Buffer.concat([Buffer.from("ab")], 5));
const r = Buffer.alloc(8);
r.writeDoubleLE(3.14);
console.log(r, r.readDoubleLE(0));
console.log(r.writeFloatBE(1.5, 2), r.readFloatBE(2), r.writeInt16LE(-2, 0), r.readInt16LE(0), r.readUInt16LE(0));
console.log(r.writeUInt32LE(0xdeadbeef, 4), r.readUInt32LE(4).toString(16), r.readInt32LE(4), r.readUInt32BE(4), r.readUint8(4), r.readInt8(4));
console.log(r.writeUIntBE(0x123456, 0, 3), r.readUIntBE(0, 3), r.readIntLE(0, 3), r);
console.log(Buffer.from("abc").map((x) => x + 1), Buffer.from("abc").filter((x) => x > 97), Buffer.from("abc").reverse());
console.log(Buffer.from("hello").toString("utf8", 1, 3), Buffer.from("hello").toString(undefined, 2), Buffer.from("hello").toString("utf8", -1, 100));
for (const x of Buffer.from("ab")) console.log(x);
console.log([...Buffer.from("ab")], Array.from(Buffer.from("ab")));
console.log(Buffer.from(new Uint8Array([1, 2])), Buffer.from(Buffer.from("q")), Buffer.from("hi").subarray(1));
console.log(new Uint8Array(Buffer.from("hi")));
console.log(Buffer.alloc(51));
function takesBytes(u: Uint8Array): number {
    let sum = 0;
    for (const x of u) sum += x;
    return sum + u.length;
}
console.log(takesBytes(Buffer.from("abc")));
const sw = Buffer.from([1, 2, 3, 4]);
console.log(sw.swap16(), sw.swap32());
let total = 0;
const big = Buffer.alloc(1000);
for (let i = 0; i < big.length; i++) big[i] = i * 7;
for (let i = 0; i < big.length; i += 4) total += big.readUInt32BE(i);
console.log(total, big.subarray(0, 8));
