// Cycles made only through Map.set and Set.add.
class Peer {
  known = new Map<string, Peer>();
  groups = new Set<Peer>();
  constructor(public name: string) {}
}
let links = 0;
for (let i = 0; i < 2500; i++) {
  const left = new Peer("l" + i);
  const right = new Peer("r" + i);
  left.known.set(right.name, right);
  right.known.set(left.name, left);
  left.groups.add(left);
  links += left.known.size + right.known.size + left.groups.size;
}
console.log(links);
