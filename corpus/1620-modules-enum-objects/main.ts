import { Color as C, Size } from "./colors";
function names(e: object): string[] { return Object.keys(e); }
console.log(C, names(Size), Size[2]);
