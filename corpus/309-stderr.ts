// console.error and console.warn go to stderr; log, info and debug to stdout.
console.log("to stdout");
console.error("to stderr", 1, true);
console.warn("warning %d", 2);
console.info("info line");
console.debug("debug line");
