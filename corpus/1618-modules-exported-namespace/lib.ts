export namespace Shapes {
  export const sides = 4;
  export function area(s: number): number { return s * s; }
  export namespace Deep { export const v = "deep"; export type V = number; }
}
