// process.env: a variable that is set, one that is not, and defaults.
const home = process.env.HOME;
console.log(typeof home, home !== undefined && home.length > 0);
const missing = process.env.SCRIPTC_SURELY_NOT_SET_42;
console.log(missing, missing === undefined);
const level = process.env["SCRIPTC_LOG_LEVEL_NOT_SET"] ?? "info";
console.log(level);
console.log(process.platform);
process.stdout.write("no newline, ");
process.stdout.write("then one\n");
