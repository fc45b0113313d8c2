// `var` is one variable per function (or module), wherever it is declared:
// read after its loop, assigned in one branch and read in another,
// redeclared, shared by the closures a loop makes.
function lastDouble(): number {
  let sum = 0;
  for (let i = 0; i < 3; i++) {
    var step = i * 2;
    sum += step;
  }
  return sum + step!;
}
console.log(lastDouble());

function nestedLast(): number {
  for (let i = 0; i < 2; i++) {
    for (let j = 0; j < 2; j++) {
      var last = i * 10 + j;
    }
  }
  return last!;
}
console.log(nestedLast());

function describe(flag: boolean): string {
  if (flag) {
    var label: string | undefined = "set";
  } else {
    label = "assigned in the other branch";
  }
  return label;
}
console.log(describe(true), describe(false));

var calls = 0;
function bump(): number {
  calls++;
  return calls;
}
bump();
bump();
console.log(calls);

for (var k = 0; k < 3; k++) {}
console.log(k);

const readers: (() => number)[] = [];
for (var shared = 0; shared < 3; shared++) {
  readers.push(() => shared);
}
console.log(readers.map((read) => read()));

function redeclared(): void {
  var x = 1;
  var x = x + 1;
  var text;
  text = "any value";
  console.log(x, text);
  var nothing = null;
  nothing = 5;
  console.log(nothing);
  var a = 1.5,
    b = "two";
  console.log(a, b);
}
redeclared();

function inSwitch(kind: number): string {
  switch (kind) {
    case 1:
      var name = "one";
      break;
    default:
      name = "other";
  }
  return name;
}
console.log(inSwitch(1), inSwitch(2));

function inTry(): number {
  try {
    var value = JSON.parse("[1, 2, 3]").length as number;
  } catch {
    value = -1;
  }
  return value;
}
console.log(inTry());

const wrapped = (n: number): number => {
  if (n > 0) {
    var doubled = n * 2;
  }
  return doubled! + 1;
};
console.log(wrapped(4));

// `let x;` without an annotation takes the type of what is first assigned
// (an `any` when that is `null` or nothing is).
let parsed;
try {
  parsed = JSON.parse("[1, 2]").length as number;
} catch {
  parsed = -1;
}
console.log(parsed + 1);

function yesNo(flag: boolean): string {
  let answer;
  if (flag) answer = "yes";
  else answer = "no";
  return answer.toUpperCase();
}
console.log(yesNo(true), yesNo(false));

let unset;
console.log(unset, typeof unset);
let cleared;
cleared = null;
console.log(cleared);
cleared = 3;
console.log(cleared);

var list;
list = [1, 2, 3];
console.log(list.length);
