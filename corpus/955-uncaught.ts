// @exit: 1
// An uncaught error ends the program with status 1 after what was printed.
function validate(age: number): number {
  if (age < 0) throw new RangeError(`invalid age ${age}`);
  return age;
}
console.log(validate(30));
try {
  validate(-1);
} catch (e) {
  console.log("first one caught:", (e as Error).message);
}
console.log(validate(-2));
console.log("not printed");
