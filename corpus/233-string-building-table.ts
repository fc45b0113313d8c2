// Building a text table with padding and repeated borders.
function cell(text: string, width: number, right: boolean): string {
  return right ? text.padStart(width) : text.padEnd(width);
}
function line(a: string, b: string, c: string): string {
  return `| ${cell(a, 8, false)} | ${cell(b, 5, true)} | ${cell(c, 10, true)} |`;
}
const border = "+" + "-".repeat(10) + "+" + "-".repeat(7) + "+" + "-".repeat(12) + "+";
console.log(border);
console.log(line("Planet", "Moons", "Radius km"));
console.log(border);
console.log(line("Mercury", "0", (2439.7).toFixed(1)));
console.log(line("Earth", "1", (6371.0).toFixed(1)));
console.log(line("Jupiter", "95", (69911).toFixed(1)));
console.log(line("Saturn", "146", (58232).toFixed(1)));
console.log(border);
