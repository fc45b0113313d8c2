import * as os from "os";
import { EOL, platform } from "node:os";
import * as util from "util";
import { format, isDeepStrictEqual } from "node:util";
import assert = require("assert");
import { strictEqual, deepStrictEqual } from "node:assert";

console.log(JSON.stringify(os.EOL), JSON.stringify(EOL), platform(), os.type(), os.endianness(), os.devNull);
console.log(typeof os.arch(), os.homedir() === process.env.HOME, os.tmpdir(), os.hostname().length > 0);
console.log(os.cpus().length > 0, typeof os.cpus()[0].model, os.totalmem() > os.freemem(), os.uptime() > 0, os.loadavg().length, os.availableParallelism() >= 1);
console.log(typeof os.release(), typeof os.version(), os.machine().length > 0);
console.log(util.format("%s is %d years and %i, %f", "Bob", 42.5, 42.9, "3.5"), format("%O|%O|%j", { a: [1, 2] }, { b: "x" }, { c: null }));
console.log(util.format("a", 1, true, null, undefined, [1, "x"], { k: new Map([["m", 1]]) }), util.format("%% %s"), util.format(5, "x"));
console.log(util.inspect("str"), util.inspect([1, "two", { three: 3 }]), util.inspect(new Set([1, 2])), util.inspect(42));
class Point {
    constructor(public x: number, public y: number) {}
}
console.log(isDeepStrictEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }), isDeepStrictEqual({ a: 1 }, { a: "1" }), util.isDeepStrictEqual([1, 2], [1, 2, 3]));
console.log(isDeepStrictEqual(new Point(1, 2), new Point(1, 2)), isDeepStrictEqual(new Point(1, 2), { x: 1, y: 2 }), isDeepStrictEqual(NaN, NaN), isDeepStrictEqual(0, -0));
console.log(isDeepStrictEqual(new Map([["a", { v: 1 }]]), new Map([["a", { v: 1 }]])), isDeepStrictEqual(new Map([["a", 1]]), new Map([["a", 2]])), isDeepStrictEqual(new Set([1, 2]), new Set([2, 1])), isDeepStrictEqual(new Set([{ a: 1 }]), new Set([{ a: 1 }])));
console.log(isDeepStrictEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2])), isDeepStrictEqual(new Uint8Array([1]), new Int8Array([1])), isDeepStrictEqual([[1, [2]]], [[1, [2]]]), isDeepStrictEqual({ a: undefined }, {}));
assert(1 < 2);
assert.ok("yes", "fine");
assert.equal(1, "1" as unknown);
strictEqual(2 + 2, 4);
deepStrictEqual({ list: [1, 2, { z: true }] }, { list: [1, 2, { z: true }] });
assert.notStrictEqual(1, 2);
assert.deepEqual({ a: 1 }, { a: "1" } as unknown);
assert.throws(() => {
    throw new Error("boom");
});
function check(run: () => void): void {
    try {
        run();
        console.log("passed");
    } catch (e) {
        if (e instanceof Error) console.log(e.name, "|", e.message);
    }
}
check(() => assert.strictEqual(1, 2));
check(() => assert.strictEqual("a", "b", "custom message"));
check(() => assert(false));
check(() => assert.ok(0));
check(() => assert.equal(1, 2));
check(() => assert.notStrictEqual(3, 3));
check(() => assert.throws(() => {}));
check(() => assert.fail("nope"));
check(() => assert.fail());
check(() => assert.match("abc", /x/));
check(() => assert.deepStrictEqual([1, 2], [1, 2]));
check(() => assert.doesNotThrow(() => { throw new Error("inner"); }));
check(() => assert.strictEqual("a", "b", "custom message"));
check(() => assert.strictEqual(1, 2, "m2"));
check(() => assert.equal(1, 2, "m3"));
check(() => assert.ok(false, "m5"));
check(() => assert.notStrictEqual(1, 1, "m6"));
check(() => assert.strictEqual("hello world", "hello there"));
check(() => assert.equal("x", "y"));
check(() => assert.notEqual(1, 1));
check(() => assert.ok(null));
const x = 0;
check(() => assert(x > 1));
check(() => assert.strictEqual(-0, 0));
check(() => assert.strictEqual(NaN, NaN));
check(() => assert.strictEqual(true, false));
check(() => assert.strictEqual(123456, 654321));
check(() => assert.strictEqual("abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz012345678X"));
check(() => assert.notDeepStrictEqual(1, 1));
