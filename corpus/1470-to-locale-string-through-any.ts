const obj = {
  toLocaleString(locales: any, options: any) {
    return `obj:${locales}:${options && options.tag}`;
  },
};
console.log(([obj] as any).toLocaleString("xx-YY", { tag: "opt" }));
console.log(([1000.5, 2] as any).toLocaleString("en-US"), ([3000] as any).toLocaleString());
const n: any = 1234567.891;
console.log(n.toLocaleString(), n.toLocaleString("en-US"), n.toLocaleString(undefined));
