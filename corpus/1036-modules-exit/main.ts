// @exit: 5
import { ensure, finish } from "./guard";
finish(7);
ensure(1 + 1 === 2, "arithmetic works", 6);
console.log("checks passed");
ensure("abc".length === 4, "strings are three long", 5);
console.log("never printed");
