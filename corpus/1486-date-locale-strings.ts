const d = new Date(Date.UTC(2020, 0, 2, 15, 4, 5));
const x: any = d;
console.log(d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString(), x.toLocaleString());
const midnight = new Date(Date.UTC(1999, 11, 31, 0, 0, 9));
console.log(midnight.toLocaleString("en-US"), new Date(NaN).toLocaleString(), [d, midnight].map((v) => v.toLocaleTimeString()));
console.log(([d] as any).toLocaleString());
