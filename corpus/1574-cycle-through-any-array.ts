// A cycle made only by pushing onto a typed `any[]` that holds itself.
let lengths = 0;
for (let i = 0; i < 3000; i++) {
  const bag: any[] = [i];
  bag.push(bag);
  lengths += bag.length;
}
console.log(lengths);
