// A program without any `try`: errors the runtime raises inside promise
// handlers and async functions (a JSON syntax error, reduce of an empty
// array, an invalid array length, Promise.any with every promise
// rejected) reject their promises, which `.catch` and `.then`'s second
// handler receive, as on Node.
interface Config {
  port: number;
}
async function parseConfig(text: string): Promise<Config> {
  return JSON.parse(text) as Config;
}

parseConfig('{"port": 8080}').then((config) => console.log("port", config.port));
parseConfig("{port: 1}")
  .then((config) => console.log("unexpected", config.port))
  .catch((error: Error) => console.log("config error:", error.name, error.message));

const empty: number[] = [];
Promise.resolve(empty)
  .then((values) => values.reduce((sum, value) => sum + value))
  .then(
    (sum) => console.log("sum", sum),
    (error: Error) => console.log("reduce error:", error.name),
  );

Promise.resolve(-1)
  .then((length) => new Array<number>(length))
  .catch((error: Error) => console.log("length error:", error.name, error.message))
  .finally(() => console.log("finally ran"));

Promise.any([Promise.reject(new Error("a")), Promise.reject("b")]).catch((error: AggregateError) => {
  console.log("any:", error.name, error.message, error.errors.length, error instanceof AggregateError);
});
Promise.any([Promise.reject(1), Promise.resolve(2)]).then((value) => console.log("any value", value));
