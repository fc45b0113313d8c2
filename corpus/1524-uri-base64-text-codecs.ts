const e = new TextEncoder();
const d = new TextDecoder();
console.log(d, e.encoding, d.encoding, d.fatal, d.ignoreBOM);
console.log(e.encode("hé"), e.encode(), d.decode(new Uint8Array([0xef, 0xbb, 0xbf, 104, 105])), d.decode(), d.decode(Buffer.from("xy")));
try {
    new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xff]));
} catch (x) {
    if (x instanceof Error) console.log(x.name, x.message);
}
try {
    new TextDecoder("foo");
} catch (x) {
    if (x instanceof Error) console.log(x.name, x.message);
}
console.log(new TextDecoder("utf-16le").decode(new Uint8Array([104, 0, 105, 0])), new TextDecoder("UTF8").encoding);
console.log(new TextDecoder().decode(new TextEncoder().encode("round trip ✓")));
console.log(encodeURIComponent("a b&c=d/é?😀"), decodeURIComponent("a%20b%26%F0%9F%98%80"), encodeURI("http://x.com/a b?q=é#f"), decodeURI("a%20b%2F%3F"));
console.log(btoa("hello"), atob("aGVsbG8="), atob(" aGVs bG8 "), btoa(""), atob("aGVsbA"));
for (const bad of ["%E0%A4%A", "%", "%zz", "%C0%80", "%ED%A0%80"]) {
    try {
        console.log(decodeURIComponent(bad));
    } catch (x) {
        if (x instanceof Error) console.log(x.name, x.message);
    }
}
try {
    encodeURIComponent("\ud800");
} catch (x) {
    if (x instanceof Error) console.log(x.name, x.message);
}
for (const bad of ["a", "ab=c", "a-b_", "€"]) {
    try {
        console.log(atob(bad));
    } catch (x) {
        if (x instanceof Error) console.log(x.name, x.message);
    }
}
try {
    btoa("€");
} catch (x) {
    if (x instanceof Error) console.log(x.name, x.message);
}
const params = ["name=J%C3%BCrgen", "city=S%C3%A3o+Paulo"].map((p) => p.split("=").map((s) => decodeURIComponent(s.replace(/\+/g, " "))));
console.log(params);
