// sin, cos and tan of arguments of every magnitude, including those past
// 2^19·π/2 that need fdlibm's multi-precision reduction (V8's results to
// the bit; a fuzz finding: Math.sin((-0) | 1e21) differed in the last bit).
let seed = 12345;
function next(): number { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; }
let out = "";
for (let i = 0; i < 6000; i++) {
  const exponent = Math.floor(next() * 1000) - 10;
  const x = (next() - 0.5) * Math.pow(2, exponent % 1024);
  out += Math.sin(x) + " " + Math.cos(x) + "\n";
  const y = ((next() * 4294967296) | 0);
  out += Math.sin(y) + " " + Math.cos(y) + "\n";
}
console.log(out.length);
let h = 0;
for (let i = 0; i < out.length; i++) h = (h * 31 + out.charCodeAt(i)) | 0;
console.log(h);
console.log(Math.sin(-559939584), Math.cos(1e300), Math.sin(1e22), Math.cos(-(2 ** 1000)), Math.sin(8.98846567431158e307));
out = "";
for (let i = 0; i < 3000; i++) {
  const exponent = Math.floor(next() * 1000) - 10;
  const x = (next() - 0.5) * Math.pow(2, exponent % 1024);
  out += Math.tan(x) + "\n";
  const y = ((next() * 4294967296) | 0);
  out += Math.tan(y) + "\n";
}
for (let i = 0; i < out.length; i++) h = (h * 31 + out.charCodeAt(i)) | 0;
console.log(h);
console.log(Math.sin(-559939584), Math.cos(1e300), Math.sin(1e22), Math.cos(-(2 ** 1000)), Math.sin(8.98846567431158e307));
console.log(out.length, out.split("\n").slice(0, 5));
