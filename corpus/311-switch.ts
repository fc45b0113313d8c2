// switch on numbers, strings and booleans: fallthrough, default anywhere,
// break and continue inside loops, shared case scope.
function dayName(day: number): string {
  switch (day) {
    case 0:
      return "Sunday";
    case 6:
      return "Saturday";
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return "weekday";
    default:
      return "unknown";
  }
}
for (let d = -1; d <= 7; d++) console.log(d, dayName(d));

function score(grade: string): number {
  let points = 0;
  switch (grade) {
    default:
      points += 1;
    case "A":
      points += 10;
    case "B":
      points += 100;
      break;
    case "C":
      points += 1000;
  }
  return points;
}
console.log(score("A"), score("B"), score("C"), score("Z"));

let evens = 0;
let log = "";
for (let i = 0; i < 10; i++) {
  switch (i % 3) {
    case 0:
      log += "z";
      continue;
    case 1: {
      const doubled = i * 2;
      log += doubled;
      break;
    }
    default:
      evens++;
  }
  log += ".";
}
console.log(log, evens);

function describe(flag: boolean): string {
  switch (flag) {
    case true:
      return "yes";
    case false:
      return "no";
  }
}
console.log(describe(true), describe(false));

let calls = 0;
function next(): number {
  calls++;
  return calls;
}
switch (3) {
  case next():
    console.log("first");
    break;
  case next():
    console.log("second");
    break;
  case next():
    console.log("third, after", calls, "tests");
    break;
  case next():
    console.log("never tested");
}
console.log("calls", calls);
outer: for (let i = 0; i < 3; i++) {
  switch (i) {
    case 1:
      break outer;
    default:
      console.log("i =", i);
  }
}
switch (NaN) {
  case NaN:
    console.log("NaN matched");
    break;
  default:
    console.log("NaN never equals itself");
}
