import * as crypto from "crypto";
import { createHash, createHmac } from "node:crypto";
for (const algorithm of ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "SHA256"]) {
    console.log(algorithm, crypto.createHash(algorithm).update("hello ").update("world").digest("hex"));
}
console.log(createHash("sha256").update("abc").digest("base64"), createHash("sha1").update(Buffer.from([1, 2, 3])).digest("base64url"));
const digest = createHash("md5").update("x").digest();
console.log(digest, digest.length, digest.toString("hex"));
console.log(createHmac("sha256", "secret").update("message").digest("hex"));
console.log(createHmac("sha512", Buffer.from("key")).update("a").update("b").digest("base64"));
console.log(createHash("sha256").update("68656c6c6f", "hex").digest("hex"));
const hash = createHash("sha256");
hash.update("once");
console.log(hash.digest("hex"));
try {
    hash.update("again");
} catch (e) {
    if (e instanceof Error) console.log(e.message);
}
try {
    createHash("nope");
} catch (e) {
    if (e instanceof Error) console.log(e.message);
}
try {
    createHmac("nope", "k");
} catch (e) {
    if (e instanceof Error) console.log(e.message);
}
const id = crypto.randomUUID();
console.log(id.length, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id));
const bytes = crypto.randomBytes(16);
console.log(bytes.length, bytes.toString("hex").length);
let inRange = true;
for (let i = 0; i < 1000; i++) {
    const n = crypto.randomInt(10);
    const m = crypto.randomInt(-5, 5);
    if (n < 0 || n >= 10 || m < -5 || m >= 5 || n !== Math.floor(n)) inRange = false;
}
console.log(inRange);
try {
    crypto.randomInt(5, 5);
} catch (e) {
    if (e instanceof Error) console.log(e.name, e.message);
}
console.log(crypto.timingSafeEqual(Buffer.from("abc"), Buffer.from("abc")), crypto.timingSafeEqual(Buffer.from("abc"), Buffer.from("abd")));
const values = crypto.getRandomValues(new Uint8Array(8));
console.log(values.length);
function fingerprint(text: string): string {
    return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
console.log(["alpha", "beta", "gamma"].map(fingerprint));
