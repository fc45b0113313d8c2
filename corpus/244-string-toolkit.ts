// A tour of string methods and conversions.
const s = "Hello, World! Hello again.";
console.log(s.split(" "), s.split(", ", 1), s.indexOf("Hello", 1), s.lastIndexOf("l"));
console.log(s.replace("Hello", "Bye"), s.replaceAll("Hello", "Bye"), s.at(-1), s.charAt(100));
console.log(s.substring(7, 12), s.slice(-6, -1), s.toLowerCase().includes("world"));
console.log("  padded  ".trim() + "|", "x".padStart(4, "ab"), "x".padEnd(4, "-"), "abc".repeat(2));
console.log("a-b-c".split("-").reverse().join("+"), [..."abc"].map((c) => c.charCodeAt(0)));
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
console.log("the QUICK brown fOX".split(" ").map(title).join(" "));
const isPalindrome = (t: string) => {
  const clean = [...t.toLowerCase()].filter((c) => c >= "a" && c <= "z").join("");
  return clean === [...clean].reverse().join("");
};
console.log(["Racecar", "A man, a plan, a canal: Panama", "nope"].map(isPalindrome));
const count = (text: string, ch: string) => text.split(ch).length - 1;
console.log(count("banana", "a"), count("banana", "z"));
console.log("abc" < "abd", "B" < "a", "10" < "9");
console.log(`multi
line`, "tab\there", JSON.stringify("quote\"d"), "\u00e9\u{1F600}".length);
console.log(parseInt("42px"), parseFloat("3.14abc"), Number("  12  "), Number(""), Number("0x1f"));
console.log((1234.5678).toFixed(2), (0.000001234).toPrecision(2), (255).toString(16));
