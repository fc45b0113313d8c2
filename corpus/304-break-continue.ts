// break and continue, with and without labels.
let odd = 0;
for (let i = 0; i < 20; i++) {
  if (i % 2 === 0) continue;
  if (i > 15) break;
  odd += i;
}
console.log("odd sum", odd);
outer: for (let i = 0; i < 5; i++) {
  for (let j = 0; j < 5; j++) {
    if (j === 3) continue outer;
    if (i === 3) break outer;
    console.log(i, j);
  }
}
let found = -1;
search: {
  for (let i = 2; i < 100; i++) {
    if (i * i > 200) {
      found = i;
      break search;
    }
  }
  console.log("not reached");
}
console.log("first square above 200 is", found, "squared");
let w = 0;
loop: while (true) {
  w++;
  do {
    w += 10;
    if (w > 50) break loop;
    continue loop;
  } while (false);
}
console.log("w", w);
