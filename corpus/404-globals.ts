// Functions read and write top-level variables.
let counter = 0;
const step = 3;
let log = "";
function bump(): number {
  counter += step;
  log += "+";
  return counter;
}
function reset(): void {
  counter = 0;
}
bump();
bump();
console.log(counter, log);
reset();
console.log(counter);
console.log(bump(), bump(), log);
let flag: boolean = false;
function toggle(): boolean {
  flag = !flag;
  return flag;
}
console.log(toggle(), toggle(), toggle());
