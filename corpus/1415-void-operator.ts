// `void x` evaluates `x` and is `undefined`.
let calls = 0;
function bump(): number {
  calls++;
  return calls;
}
const result = void bump();
console.log(result, calls, void 0, typeof void 0, void 0 === undefined);

let text: string | undefined = "set";
text = void 0;
console.log(text, text ?? "fallback");

const options: { retries?: number } = { retries: 3 };
options.retries = void 0;
console.log(options, JSON.stringify(options));

const handler = (): void => void bump();
handler();
console.log(calls);
