// Typed arrays convert numbers on store: wrapping, clamping, float32 rounding.
const i8 = new Int8Array(6);
i8[0] = 127; i8[1] = 128; i8[2] = -129; i8[3] = 3.99; i8[4] = -3.99; i8[5] = NaN;
console.log(i8);
const u8 = new Uint8Array([256, -1, 255.9, 1e10, -0.5, Infinity]);
console.log(u8);
const clamped = new Uint8ClampedArray([1.5, 2.5, 3.5, -1, 300, NaN, 254.5, 0.5000001]);
console.log(clamped);
const i16 = Int16Array.of(32767, 32768, -32769, 65535);
const u16 = Uint16Array.of(-1, 65536, 70000);
console.log(i16, u16);
const i32 = new Int32Array([2 ** 31, 2 ** 32 + 7, -(2 ** 31) - 1, 1e20]);
const u32 = new Uint32Array([-1, 2 ** 32, 2 ** 31]);
console.log(i32, u32, u32[0] + 1);
const f32 = new Float32Array([0.1, 1 / 3, 16777217, 1e39, -1e-46, 3.4028235e38]);
console.log(f32);
console.log(f32[0] === 0.1, f32[0] === Math.fround(0.1));
const f64 = new Float64Array([0.1, -0, NaN, -Infinity, 2 ** 53 + 1]);
console.log(f64, 1 / f64[1]);
// The assignment's value is the number assigned, not the one stored.
const bytes = new Uint8Array(1);
const assigned = (bytes[0] = 300);
console.log(assigned, bytes[0]);
let counter = 250;
for (let i = 0; i < 10; i++) bytes[0] = counter++;
console.log(bytes[0], bytes[0]++, bytes[0], ++bytes[0], (bytes[0] += 250));
