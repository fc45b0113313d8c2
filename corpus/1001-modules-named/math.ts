export const PI_ISH = 3.14;
export let total = 0;

export function add(a: number, b: number): number {
  total += a + b;
  return a + b;
}

function square(x: number): number {
  return x * x;
}

const cube = (x: number): number => x * x * x;

export { square, cube as thirdPower };
export const [first, second] = [10, 20];
export const { label, weight } = { label: "box", weight: 2.5 };
