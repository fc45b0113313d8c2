import * as crypto from "crypto";
import * as os from "os";
import * as util from "util";
// A request signer: Buffer, URL, crypto hashes, os, util and process in one
// program, as a command-line tool would use them together.
interface SignedRequest {
    method: string;
    url: string;
    headers: Record<string, string>;
}

function canonicalQuery(url: URL): string {
    const params = url.searchParams;
    params.sort();
    return params.toString();
}

function sign(method: string, target: string, body: string, secret: string, time: number): SignedRequest {
    const url = new URL(target);
    const bodyHash = crypto.createHash("sha256").update(body).digest("hex");
    const canonical = [method, url.pathname, canonicalQuery(url), url.host, bodyHash].join("\n");
    const signature = crypto.createHmac("sha256", secret).update(canonical).digest("base64url");
    const token = Buffer.from(`${method}:${time}`).toString("base64");
    return {
        method,
        url: url.href,
        headers: {
            host: url.host,
            "x-body-sha256": bodyHash,
            "x-signature": signature,
            "x-token": token,
        },
    };
}

const request = sign("POST", "https://api.example.com:8443/v1/items?b=2&a=1&a=0", '{"name":"widget"}', "s3cret", 1700000000);
console.log(util.inspect(request));
console.log(util.format("%s %s -> %d header(s)", request.method, request.url, Object.keys(request.headers).length));
const token = Buffer.from(request.headers["x-token"], "base64");
console.log(token.toString(), token.length, token);

const fingerprints = new Map<string, string>();
for (const word of ["alpha", "beta", "alpha"]) {
    const digest = crypto.createHash("md5").update(word).digest();
    fingerprints.set(word, digest.subarray(0, 4).toString("hex"));
}
console.log(fingerprints);

const header = Buffer.alloc(12);
header.writeUInt32BE(0xcafebabe, 0);
header.writeUInt16LE(os.EOL.length, 4);
header.write("node", 6, "ascii");
console.log(header, header.readUInt32BE(0).toString(16), header.toString("ascii", 6, 10));

const report = {
    platform: os.platform() === process.platform,
    eol: JSON.stringify(os.EOL),
    cpus: os.cpus().length > 0,
    pid: process.pid > 0,
    memory: process.memoryUsage().rss > 0,
    same: util.isDeepStrictEqual({ a: [1, 2] }, { a: [1, 2] }),
};
console.log(report);
const elapsed = process.hrtime(process.hrtime());
console.log(elapsed.length, util.format("%j", { ok: elapsed[0] >= 0 }));
