// console.log and JSON.stringify of typed arrays inside other values.
class Image {
  pixels: Uint8ClampedArray;
  constructor(public width: number, public height: number) {
    this.pixels = new Uint8ClampedArray(width * height);
  }
}
const image = new Image(4, 2);
image.pixels.fill(128, 2, 5);
console.log(image);
console.log({ samples: new Float32Array([0.25, 0.5]), empty: new Int8Array(0) });
console.log([[[new Int16Array(1)]], [[new Int16Array(0)]], [[new Int16Array(2)]]], [[new Int16Array(3)]]);
console.log({ a: { b: { c: new Uint8Array(2), d: new Uint8Array(0) } } });
const byName = new Map<string, Float64Array>([["x", new Float64Array([1.5])]]);
console.log(byName);
console.log(new Uint8Array(120));
console.log(new Float64Array(26).map((_, i) => (i * i) / 3));
console.log(new Int32Array(8).map((_, i) => 10 ** i));
console.log(JSON.stringify(new Int16Array([1, -2])), JSON.stringify(new Float64Array([NaN, 1.5, -0])));
console.log(JSON.stringify({ data: new Uint8Array([1, 2]), none: new Uint8Array(0) }));
console.log(JSON.stringify([new Int8Array([1])], null, 2));
console.log("%s|%d", new Int8Array([1, 2]), 3);
console.log(`${new Float32Array([0.1])}`, new Int8Array([1]) + "", [new Int8Array([1, 2]), new Int8Array([3])].join(";"));
