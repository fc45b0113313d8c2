import Greeter, { shout } from "./greeter";
import double from "./anonymous";
import entries from "./config";

const greeter = new Greeter("Hello");
console.log(greeter.greet("world"));
console.log(shout(greeter.greet("scriptc")));
console.log(double(21), double(-0.5));
console.log(entries, entries.length);
console.log(greeter);
