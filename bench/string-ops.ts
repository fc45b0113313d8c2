// split, indexOf, slice, replace and join over a few MB of text.
const benchStarted = performance.now();
const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
const lines: string[] = [];
for (let i = 0; i < 100000; i++) {
  lines.push(`${i},${words[i % 8]},${(i * 7) % 1000},${words[(i * 3) % 8].toUpperCase()}`);
}
const text = lines.join("\n");
let sum = 0;
let gammas = 0;
for (const line of text.split("\n")) {
  const fields = line.split(",");
  sum += parseInt(fields[2]);
  if (line.indexOf("gamma") >= 0) gammas++;
}
const replaced = text.replaceAll("beta", "BETA").slice(0, 60);
console.log(text.length, sum, gammas, replaced.replace("\n", " | "));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
