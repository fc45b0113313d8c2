// A field read through a nullable receiver checks for null (Node's
// TypeError); a read through `this` does not.
class Node1 {
  constructor(public value: number, public next: Node1 | null) {}
  own(): number {
    return this.value;
  }
}
function second(node: Node1): number {
  return node.next!.value;
}
console.log(second(new Node1(1, new Node1(2, null))));
