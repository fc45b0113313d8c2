// Specifiers as tsc resolves them: `./util.js` names util.ts, a directory
// names its index.ts.
import { clamp } from "./util.js";
import { average, clamp as clamp2 } from "./lib";
import { spread } from "./lib/extra";
const values = [2, 4, 4, 4, 5, 5, 7, 9];
console.log(clamp(15, 0, 10), clamp2(-3, 0, 10), average(values), spread(values));
