// copyWithin on arrays of every kind and on typed arrays (overlapping
// ranges, negative and missing positions, the array itself returned), and
// typed arrays' byteOffset, views included.
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0, 2), [1, 2, 3, 4, 5].copyWithin(-2, -4, -3));
console.log([1, 2, 3, 4, 5].copyWithin(0, 1), ["a", "b", "c", "d"].copyWithin(1, 2, 10), [1, 2, 3].copyWithin(NaN, 1));
const words = ["x", "y", "z"];
const same = words.copyWithin(0, 2);
console.log(same === words, words, [{ n: 1 }, { n: 2 }].copyWithin(1, 0));
const ta = new Int32Array([1, 2, 3, 4, 5]);
console.log(ta.copyWithin(0, 2), new Float64Array([1.5, 2.5, 3.5]).copyWithin(1, 0), new Uint8Array([9, 8, 7, 6]).copyWithin(-1, 0, 1));
console.log(new Int16Array([1, 2, 3, 4, 5, 6]).copyWithin(2, 0, 3), new Uint32Array(4).fill(7).copyWithin(3, 1));
const whole = new Int32Array([10, 20, 30, 40, 50, 60]);
const view = whole.subarray(2, 5);
console.log(whole.byteOffset, view.byteOffset, view.subarray(1).byteOffset, view.byteLength, view.copyWithin(0, 1), whole);
