// copyWithin over overlapping ranges of counted elements (objects, strings
// made at run time): each copied value is held before any overwritten one
// is released.
const objs = [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }];
console.log(objs.copyWithin(2, 0), objs.copyWithin(0, 1, 4));
const words = ["a" + objs.length, "b" + objs.length, "c" + objs.length, "d"];
console.log(words.copyWithin(1, 0), words.copyWithin(0, 2));
const parsed: any = JSON.parse("[[1], [2], [3], [4]]");
console.log(parsed.copyWithin(1, 0), (parsed as number[][]).map((row) => row.length));
