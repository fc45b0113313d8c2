export default function (n: number): number {
  return n * 2;
}
