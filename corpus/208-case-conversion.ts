// toUpperCase and toLowerCase, ASCII and Unicode, with special casings.
const words = "hello WORLD MiXeD 123 _-!";
console.log(words.toUpperCase(), "|", words.toLowerCase());
console.log("straße".toUpperCase(), "İstanbul".toLowerCase().length, "ÀÉÎÕÜ".toLowerCase(), "àéîõü".toUpperCase());
console.log("ΣΊΣΥΦΟΣ".toLowerCase(), "ὈΔΥΣΣΕΎΣ".toLowerCase());
console.log("ﬀ".toUpperCase(), "ŉ".toUpperCase(), "ǆ".toUpperCase(), "ÿ".toUpperCase(), "µ".toUpperCase());
function titleCase(s: string): string {
  let out = "";
  let startOfWord = true;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    out += startOfWord ? c.toUpperCase() : c.toLowerCase();
    startOfWord = c === " ";
  }
  return out;
}
console.log(titleCase("the QUICK brown fOX"));
function equalsIgnoreCase(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
console.log(equalsIgnoreCase("Hello", "hELLO"), equalsIgnoreCase("a", "b"));
