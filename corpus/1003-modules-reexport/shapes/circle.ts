export interface Circle {
  kind: "circle";
  radius: number;
}
export function circleArea(c: Circle): number {
  return Math.PI * c.radius * c.radius;
}
export const UNIT_CIRCLE: Circle = { kind: "circle", radius: 1 };
