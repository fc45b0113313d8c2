// split with separators and limits, and join back.
const csv = "name,age,city,,country";
const fields = csv.split(",");
console.log(fields.length, fields.join(" | "), `[${fields[3]}]`);
console.log("a b  c".split(" ").length, "abc".split("").join("-"), "".split(",").length, "".split("").length);
console.log("one::two::three".split("::").join("/"), "no separators".split(";").length);
console.log("a,b,c,d".split(",", 2).join("+"), "a,b,c".split(",", 0).length, "a,b".split(",", -1).length);
console.log("😀x😀".split("").length, "héllo wörld".split(" ")[1].toUpperCase());
const sentence = "the quick brown fox jumps over the lazy dog";
const words = sentence.split(" ");
let longest = "";
for (const word of words) if (word.length > longest.length) longest = word;
console.log(words.length, longest, words.slice(0, 3).join("_"));
const lines = "line one\nline two\n\nline four".split("\n");
let nonEmpty = 0;
for (const line of lines) if (line.trim().length > 0) nonEmpty++;
console.log(lines.length, nonEmpty);
