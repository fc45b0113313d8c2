// Searches by patterns that begin with a repeated character (`[a-z]+@`,
// `\d*px`, `\b\w+\(`): a failed attempt inside a run skips the run; the
// matches, their order and positions are as a scan finds them.
const text = "Visit https://example.com/users/12345 or email alice@example.com, bob.smith@mail.example.org (id=42, score=3.14). aaa@ b@c";
console.log(text.replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[EMAIL]"));
console.log(text.match(/[a-z]+@[a-z]+/g));
console.log(text.match(/[a-z]+@/g), text.search(/[a-z]+@[a-z]+\./));
const css = "width: 10px; height:200px; margin: 3em 4px; 77 px; 5pxx";
console.log(css.match(/\d*px/g), css.replace(/\d+px/g, (m) => `<${m}>`));
const calls = "foo(1) + bar_2 (x) * baz(qux(3)) - 9(a)";
console.log(calls.match(/\b\w+\(/g));
console.log(calls.split(/\w+\(/));
const runs = /a+b/g;
const input = "aaaaac aab ab aaaaaaaab";
let found: RegExpExecArray | null;
while ((found = runs.exec(input)) !== null) console.log(found[0], found.index, runs.lastIndex);
const fromMiddle = /[a-c]+@x/g;
fromMiddle.lastIndex = 3;
const mid = fromMiddle.exec("abcabc@x abc@x");
console.log(mid && mid[0], mid && mid.index, fromMiddle.lastIndex);
const sticky = /[a-z]+=/y;
sticky.lastIndex = 2;
console.log(sticky.exec("abcd= x"), sticky.lastIndex);
const long = "abcdefghij".repeat(3000) + " x@y";
const email = /[a-z]+@[a-z]+/;
let sum = 0;
for (let i = 0; i < 20; i++) {
  const m = email.exec(long);
  sum += m ? m[0].length + m.index : -1;
}
console.log(sum);
console.log("xx aa@ a@a".replace(/a+@a/g, "!"), "a@aa@a".match(/a+@a/g));
console.log("ab  cd\tef".split(/\s+/), "tab\there".replace(/[^\t]+\t/, "<>"));
