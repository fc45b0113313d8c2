import * as lib from "./lib";
import { Shapes } from "./lib";
const n: Shapes.Deep.V = 3;
const sides: number = Shapes.sides;
console.log(lib.Shapes.sides, lib.Shapes.area(2), lib.Shapes.Deep.v, n, sides);
console.log(Shapes.area(sides), Shapes.Deep.v.toUpperCase());
