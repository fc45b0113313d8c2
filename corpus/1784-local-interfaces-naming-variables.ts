// Interfaces and type aliases declared in functions whose signatures name
// parameters like the function's own variables (`check(value: T)` beside
// `for (const value of ...)`), and property names that are variables too.

function validate(inputs: string[]): void {
  interface Validator<T> {
    name: string;
    check(value: T): boolean;
    explain?: (value: T, limit: number) => string;
  }
  type Outcome = { value: string; passed: string[]; failed: string[] };
  class NonEmpty implements Validator<string> {
    name = "nonempty";
    check(value: string): boolean {
      return value.length > 0;
    }
  }
  const limit = 4;
  const short: Validator<string> = {
    name: "short",
    check: (s: string) => s.length < limit,
    explain: (value, limit) => `${value} is ${value.length} long, limit ${limit}`,
  };
  const validators: Validator<string>[] = [new NonEmpty(), short];
  const outcomes: Outcome[] = [];
  for (const value of inputs) {
    const passed: string[] = [];
    const failed: string[] = [];
    for (const validator of validators) {
      (validator.check(value) ? passed : failed).push(validator.name);
      if (!validator.check(value) && validator.explain) console.log(validator.explain(value, limit));
    }
    outcomes.push({ value, passed, failed });
  }
  console.log(outcomes);
}
validate(["", "abc", "abcdef"]);

function registry() {
  interface Handler<P> {
    run(payload: P, count: number): string;
  }
  const count = 2;
  const payload = "shared";
  const handlers: Handler<number>[] = [
    { run: (n, count) => "n" + (n + count) },
    { run: (n) => "twice " + n * 2 },
  ];
  for (const handler of handlers) console.log(handler.run(count, 10), payload);
}
registry();
