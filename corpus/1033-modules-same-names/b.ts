let count = 100;
function helper(): string {
  count += 10;
  return `b.helper #${count}`;
}
export class Thing {
  kind = "b-thing";
  extra = true;
}
export function runB(): string {
  return helper();
}
export function countB(): number {
  return count;
}
