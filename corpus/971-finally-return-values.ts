// What a function returns when try, catch and finally all have a say.
function a(): string {
  try {
    return "try";
  } finally {
    console.log("a: finally after try's return");
  }
}
function b(): string {
  try {
    throw new Error("x");
  } catch {
    return "catch";
  } finally {
    console.log("b: finally after catch's return");
  }
}
function c(): string {
  let state = "initial";
  try {
    state = "in try";
    return state;
  } finally {
    state = "changed in finally";
    console.log("c:", state);
  }
}
function d(n: number): number {
  for (let i = 0; i < 10; i++) {
    try {
      if (i === n) return i * 100;
    } finally {
      if (i === n) console.log(`d: leaving at ${i}`);
    }
  }
  return -1;
}
function e(): number {
  let count = 0;
  try {
    try {
      count++;
      throw new Error("inner");
    } finally {
      count += 10;
    }
  } catch {
    count += 100;
  } finally {
    count += 1000;
  }
  return count;
}
console.log(a(), b(), c(), d(3), d(20), e());
