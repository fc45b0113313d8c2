export interface Square {
  kind: "square";
  side: number;
}
export function squareArea(s: Square): number {
  return s.side * s.side;
}
