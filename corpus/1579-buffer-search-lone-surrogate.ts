// Searching a Buffer for text with a lone surrogate: Node encodes the
// searched text keeping the surrogate's own bytes, so it does not match the
// U+FFFD a Buffer made from that text holds.
const lone = "--".padEnd(3, "\u{1F600} smile");
const made = Buffer.from(lone, "utf8");
console.log(made, made.indexOf(lone), made.includes(lone), made.lastIndexOf(lone));
const raw = Buffer.from([0x2d, 0x2d, 0xed, 0xa0, 0xbd, 0x41]);
console.log(raw.indexOf(lone), raw.includes(lone), raw.indexOf("\uD83DA"));
const whole = Buffer.from("a\u{1F600}b");
console.log(whole.indexOf("\u{1F600}"), whole.includes("b"), whole.indexOf("\uFFFD"), whole.lastIndexOf("a"));
const latin = Buffer.from("caf\u00e9", "latin1");
console.log(latin.indexOf("\u00e9", 0, "latin1"), latin.indexOf("\u00e9"));
