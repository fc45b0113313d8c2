// shift, unshift, splice in all its forms, fill, and assigning length.
const queue = [1, 2, 3];
console.log(queue.shift(), queue.shift(), queue, queue.shift(), queue.shift(), queue);
const deque = ["b"];
console.log(deque.unshift("a"), deque.unshift("x", "y"), deque);
const letters = ["a", "b", "c", "d", "e", "f"];
console.log(letters.splice(2, 2), letters);
console.log(letters.splice(1, 0, "B", "C"), letters);
console.log(letters.splice(-2), letters);
console.log(letters.splice(1), letters);
console.log(letters.splice(0, 1, "z"), letters);
const numbers = [1, 2, 3, 4, 5];
console.log(numbers.splice(1, 10), numbers, numbers.splice(5, 1), numbers.splice(-10, 1), numbers);
const filled = new Array(5).fill(0);
console.log(filled.fill(9, 1, 3), filled.fill(7, -1), [1, 2, 3].fill(4));
const truncated = [10, 20, 30, 40, 50];
truncated.length = 3;
console.log(truncated, truncated.length);
truncated.length = 0;
console.log(truncated, truncated.push(1), truncated);
const objects = [{ id: 1 }, { id: 2 }, { id: 3 }];
const taken = objects.splice(0, 2);
console.log(taken, objects, objects.shift(), objects);
let rotations = "";
const ring = [1, 2, 3, 4];
for (let i = 0; i < 4; i++) {
  ring.push(ring.shift()!);
  rotations += ring.join("") + " ";
}
console.log(rotations.trim());
