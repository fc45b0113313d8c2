// Reference counting: `s += x` moves s into the runtime's append (in place
// when unique); a parameter that is only read is borrowed; the temporary
// from `a + b` is released at the end of its statement; leaving the loop
// body releases `line`.
function shout(word: string): string {
  let s = word;
  s += "!";
  s += 3;
  return s;
}
let total = 0;
for (let i = 0; i < 3; i++) {
  const line = shout("go") + i;
  total += line.length;
}
console.log(total);
