// replace and replaceAll with a replacer function: each match, its
// offset and the whole string; the result replaces the match.
const text = "cat bat cat rat";
console.log(text.replace("cat", (m) => m.toUpperCase()));
console.log(text.replaceAll("cat", (m, offset) => `${m}@${offset}`));
console.log(text.replaceAll("at", (m, offset, whole) => String(whole.length - offset)));
console.log(text.replace("dog", () => "never called"));
let calls = 0;
const counted = "a-b-c-d".replaceAll("-", () => {
  calls++;
  return calls % 2 === 0 ? "+" : "*";
});
console.log(counted, calls);
const template = "Hello {name}, you are {age}. Bye {name}!";
const values: Record<string, string> = { name: "Ada", age: "36" };
let filled = template;
for (const key of Object.keys(values)) {
  filled = filled.replaceAll("{" + key + "}", () => values[key]);
}
console.log(filled);
console.log("ééé".replaceAll("é", (m, i) => m + i), "".replace("", () => "empty"));
