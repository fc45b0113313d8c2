// Block scoping and shadowing of let and const.
let value = "outer";
{
  let value = "inner";
  console.log(value);
  {
    const value = "innermost";
    console.log(value);
  }
  console.log(value);
}
console.log(value);
for (let i = 0; i < 2; i++) {
  const value = i * 10;
  console.log("loop", value);
}
let i = 100;
for (let i = 0; i < 1; i++) {
  console.log("inner i", i);
}
console.log("outer i", i);
if (true) {
  const shadow = 1;
  console.log(shadow);
}
