// Lone surrogates survive slicing and concatenation and print as U+FFFD.
const emoji = "😀";
const high = emoji.charAt(0);
const low = emoji.slice(1);
console.log(high.length, low.length, high.charCodeAt(0).toString(16), low.charCodeAt(0).toString(16));
console.log("[" + high + "]", "[" + low + "]");
const rejoined = high + low;
console.log(rejoined, rejoined === emoji, rejoined.length);
const broken = "a\ud800b\udc00c";
console.log(broken, broken.length, JSON.stringify(broken));
console.log(String.fromCharCode(0xd83d, 0xde00), String.fromCharCode(0xd83d) + "!");
console.log(JSON.stringify("\ud83d\ude00"), JSON.stringify("\ude00\ud83d"));
