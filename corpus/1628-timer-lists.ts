// Timers run in Node's order (the delays leave tens of milliseconds
// between timers whose order depends on when a callback ran, so a loaded
// machine gives the same output): timers of one duration in the order they
// were made, a timer made by a running one of the same duration waiting
// its full delay, immediates and queued ticks and jobs between turns,
// intervals that clear other timers and themselves, and a timer cleared
// by another of its own list. Handles typed as Node types them.
const out: string[] = [];

for (let i = 0; i < 4; i++) setTimeout(() => out.push(`same delay ${i}`), 20);

setTimeout(() => {
  out.push("first");
  setTimeout(() => out.push("first, then 6 more"), 6);
  setTimeout(() => out.push("first, then 1 more"), 1);
  setImmediate(() => out.push("immediate made by first"));
  process.nextTick(() => out.push("tick made by first"));
  Promise.resolve().then(() => out.push("job made by first"));
}, 40);

let runs = 0;
const victim: NodeJS.Timeout = setTimeout(() => out.push("never printed"), 400);
const interval: ReturnType<typeof setInterval> = setInterval(() => {
  runs++;
  out.push(`interval ${runs}`);
  if (runs === 2) clearTimeout(victim);
  if (runs === 3) clearInterval(interval);
}, 150);

const group: ReturnType<typeof setTimeout>[] = [];
for (let i = 0; i < 4; i++) {
  group.push(
    setTimeout(() => {
      out.push(`group ${i}`);
      if (i === 1) clearTimeout(group[2]);
    }, 220),
  );
}

const immediate = setImmediate(() => out.push("cleared immediate"));
clearImmediate(immediate);
setImmediate(() => out.push("immediate"));

setTimeout(() => {
  for (const line of out) console.log(line);
}, 700);
