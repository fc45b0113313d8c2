// `switch` on unions, `any` and `unknown` with cases of the member types
// (compared as JavaScript's `===`), and destructuring parameters with a
// default value in functions, arrows, methods and constructors.
function kind(v: number | string | null): string {
  switch (v) {
    case 1:
      return "one";
    case "a":
      return "letter a";
    case null:
      return "nothing";
    default:
      return "other " + v;
  }
}
console.log(kind(1), kind("a"), kind(null), kind(2), kind("1"));

const settings: any = JSON.parse('{"mode":"fast","level":3}');
switch (settings.mode) {
  case "slow":
    console.log("slow");
    break;
  case "fast":
    console.log("fast");
    break;
}
switch (settings.level) {
  case "3":
    console.log("the text three");
    break;
  case 3:
    console.log("the number three");
    break;
}
const seen: unknown = 5;
switch (seen) {
  case "5":
    console.log("text");
    break;
  case 5:
    console.log("number");
    break;
}
class Token {
  constructor(readonly text: string) {}
}
const plus = new Token("+");
const minus = new Token("-");
function sign(token: Token): number {
  switch (token) {
    case plus:
      return 1;
    case minus:
      return -1;
    default:
      return 0;
  }
}
console.log(sign(plus), sign(minus), sign(new Token("+")));

interface Options {
  port?: number;
  host?: string;
}
function address({ port = 80, host = "localhost" }: Options = {}): string {
  return `${host}:${port}`;
}
const arrow = ({ port = 443 }: Options = {}, [first, second = 2]: number[] = [1]) =>
  `${port}/${first}/${second}`;
class Server {
  constructor(private readonly options: Options = {}) {}
  describe({ host = "none" }: Options = {}): string {
    return `${this.options.port ?? "?"} ${host}`;
  }
  static make({ port = 8080 }: Options = {}): Server {
    return new Server({ port });
  }
}
const parsed: any = JSON.parse('{"host":"example.org"}');
console.log(address(), address({ port: 1 }), address(parsed), arrow(), arrow({ port: 2 }, [5, 6]));
console.log(new Server().describe(), Server.make().describe({ host: "h" }), [undefined, { port: 3 }].map((o) => address(o)));
const { level = 0, missing = "default", mode } = settings;
console.log(level, missing, mode);
