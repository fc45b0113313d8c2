export let count = 0;
export let history: number[] = [];
export function increment(by: number = 1): number {
  count += by;
  history.push(count);
  return count;
}
export function reset(): void {
  count = 0;
  history = [];
}
