// Non-ASCII and emoji text: lengths count UTF-16 code units.
function describe(s: string): string {
  let codes = "";
  for (let i = 0; i < s.length; i++) {
    codes += s.charCodeAt(i).toString(16) + (i < s.length - 1 ? " " : "");
  }
  return `${s} (${s.length}): ${codes}`;
}
console.log(describe("hello"));
console.log(describe("héllo"));
console.log(describe("日本語のテキスト"));
console.log(describe("😀"));
console.log(describe("👨‍👩‍👧"));
console.log(describe("🇯🇵"));
console.log(describe("e\u0301"));
console.log(describe("Ω≈ç√∫"));
console.log("mixed: " + "ascii" + " + " + "ünïcödé" + " + " + "😀🎉");
