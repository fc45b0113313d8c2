// reduce with an explicit accumulator type argument.
const nums = [1, 2, 3, 4, 5, 6];
const counts = nums.reduce<Record<string, number>>((acc, n) => {
  const key = n % 2 === 0 ? "even" : "odd";
  acc[key] = (acc[key] ?? 0) + 1;
  return acc;
}, {});
console.log(counts);
const groups = nums.reduce<number[][]>((acc, n) => { acc[n % 3] = [...(acc[n % 3] ?? []), n]; return acc; }, [[], [], []]);
console.log(groups);
const total = nums.reduce<number>((a, b) => a + b, 0);
console.log(total);
