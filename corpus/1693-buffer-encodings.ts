const samples = ["", "a", "ab", "abc", "abcd", "héllo wörld", "日本語テキスト", "\u00ff\u00fe", "emoji 😀 end", "Hello, world! ".repeat(50)];
for (const s of samples) {
  const b = Buffer.from(s, "utf8");
  const hex = b.toString("hex");
  const b64 = b.toString("base64");
  const u64 = b.toString("base64url");
  console.log(s.length, b.length, hex.slice(0, 40), b64.slice(0, 40), u64.slice(0, 40));
  console.log(Buffer.from(hex, "hex").toString("utf8") === s, Buffer.from(b64, "base64").toString() === s, Buffer.from(u64, "base64url").toString() === s);
  console.log(Buffer.from(s, "latin1").toString("hex"), b.toString("latin1").length, b.toString("ascii").length);
}
console.log(Buffer.from("zz12ab", "hex").length, Buffer.from("12abz", "hex").toString("hex"), Buffer.from("ABCDEF0", "hex").toString("hex"));
console.log(Buffer.from("aGVs bG8=", "base64").toString(), Buffer.from("aGVsbG8", "base64").toString(), Buffer.from("a", "base64").length);
console.log(btoa("hello"), atob("aGVsbG8="));
console.log(Buffer.from([0xc3, 0x28, 0x41]).toString(), Buffer.from([0x80, 0x41]).toString("utf8"));
