// @exit: 1
// An uncaught custom error after some output: status 1.
class ConfigError extends Error {
  constructor(key: string) {
    super(`missing configuration key '${key}'`);
    this.name = "ConfigError";
  }
}
const config = new Map<string, string>([["host", "localhost"]]);
function need(key: string): string {
  const value = config.get(key);
  if (value === undefined) throw new ConfigError(key);
  return value;
}
console.log("host is", need("host"));
try {
  need("port");
} finally {
  console.log("cleanup runs before the program ends");
}
console.log("never printed");
