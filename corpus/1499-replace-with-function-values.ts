// String replace and replaceAll given a function value (a declared
// function, a const arrow, a function held in an array) rather than a
// function written in place: called with the match, the captures, the
// offset and the input, as Node calls it.

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeChar(ch: string): string {
  return entities[ch] ?? ch;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, escapeChar);
}

console.log(escapeHtml('<a href="x">Tom & Jerry</a>'));

const shout = (word: string) => word.toUpperCase() + "!";
console.log("one two three".replace(/\w+/g, shout));
console.log("a.b.c".replaceAll(".", shout));
console.log("first-second".replace("-", shout));

function swap(_whole: string, left: string, right: string): string {
  return `${right}=${left}`;
}
console.log("a:1 b:2 c:3".replace(/(\w):(\d)/g, swap));

function where(found: string, offset: number, input: string): string {
  return `[${found}@${offset}/${input.length}]`;
}
console.log("xyxy".replace(/y/g, where));
console.log("xyxy".replace("y", where));

let seen = 0;
const mark = (found: string): string => {
  seen += 1;
  return `${found}${seen}`;
};
console.log("a-b-c".replace(/[a-z]/g, mark), seen);

const camel = (text: string) => text.replace(/-([a-z])/g, (_m: string, letter: string) => letter.toUpperCase());
const transforms: Array<(s: string) => string> = [camel, escapeHtml];
for (const transform of transforms) console.log(transform("font-size<b>"));
