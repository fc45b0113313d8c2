// @exit: 1
import { readFileSync } from "fs";
// An fs error nobody catches ends the program with status 1.
console.log("reading settings");
const settings = readFileSync("settings-that-do-not-exist.ini", "utf8");
console.log("never printed", settings.length);
