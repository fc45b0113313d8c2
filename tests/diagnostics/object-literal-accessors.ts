// Accessors in object literals that scriptc refuses.
const base = { a: 1 };
const spread = {
  ...base,
  get b() {
    return 2;
  },
};
const thrower = {
  get never() {
    throw new Error("no");
  },
};
const key = Math.random() > 2 ? "x" : "y";
const computed = {
  get [key]() {
    return 3;
  },
};
console.log(spread, thrower, computed);
