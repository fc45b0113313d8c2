let count = 0;
function helper(): string {
  count += 1;
  return `a.helper #${count}`;
}
export class Thing {
  kind = "a-thing";
}
export function runA(): string {
  return helper();
}
export function countA(): number {
  return count;
}
