// Formatting numbers for people: thousands separators, currency, percentages.
function withCommas(n: number): string {
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(2);
  const point = fixed.indexOf(".");
  let whole = fixed.slice(0, point);
  let grouped = "";
  while (whole.length > 3) {
    grouped = "," + whole.slice(-3) + grouped;
    whole = whole.slice(0, -3);
  }
  return (negative ? "-" : "") + whole + grouped + fixed.slice(point);
}
console.log(withCommas(0), withCommas(999), withCommas(1000), withCommas(1234567.891), withCommas(-9876543.21));
function percent(part: number, whole: number): string {
  return ((part / whole) * 100).toFixed(1) + "%";
}
console.log(percent(1, 3), percent(2, 3), percent(0, 5), percent(5, 5));
function bytes(n: number): string {
  const units = "B KB MB GB TB";
  let unit = 0;
  while (n >= 1024 && unit < 4) {
    n /= 1024;
    unit++;
  }
  return n.toFixed(unit === 0 ? 0 : 1) + " " + units.slice(unit * 3, unit * 3 + 2).trim();
}
console.log(bytes(512), bytes(2048), bytes(5 * 1024 * 1024), bytes(3.5 * 1024 ** 4));
