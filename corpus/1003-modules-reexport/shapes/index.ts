export * from "./circle";
export { squareArea as areaOfSquare, type Square } from "./square";
export * as circles from "./circle";
