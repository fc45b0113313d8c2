function size(data: string | Uint8Array): number {
    if (typeof data === "string") return data.length;
    return data.length * 10;
}
console.log(size("abc"), size(new Uint8Array(2)), size(Buffer.from("xyz")));
function show(data: string | Buffer): string {
    if (typeof data !== "string") return "bytes " + data.toString("hex");
    return "text " + data;
}
console.log(show("a"), show(Buffer.from("a")));
let cached: Buffer | undefined;
function get(): Buffer {
    if (cached === undefined) {
        cached = Buffer.from("made");
        console.log("making");
    }
    return cached;
}
console.log(get().toString(), get().toString(), cached);
const maybe: Uint8Array | undefined = Math.random() > 2 ? new Uint8Array(1) : undefined;
console.log(maybe, maybe?.length);
const mixed: (string | Buffer)[] = ["x", Buffer.from("y")];
console.log(mixed);
for (const item of mixed) console.log(typeof item, typeof item === "string" ? item.length : item.byteLength);
