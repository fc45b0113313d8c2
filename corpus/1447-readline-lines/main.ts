// @stdin: input.txt
import { createInterface } from "node:readline";
// `for await` over a readline interface's lines; leaving the loop early
// closes the interface.
async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("close", () => console.log("interface closed"));
  const totals = new Map<string, number>();
  let skipped = 0;
  for await (const line of rl) {
    if (line === "STOP") break;
    const [name, value] = line.split(",");
    const amount = Number(value);
    if (line.length === 0 || Number.isNaN(amount)) {
      skipped++;
      continue;
    }
    totals.set(name, (totals.get(name) ?? 0) + amount);
  }
  console.log([...totals], "skipped", skipped);
}
main().then(() => console.log("done"));
