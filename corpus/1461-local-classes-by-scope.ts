function outer2(label: string): string {
  class Own {
    constructor(public label: string) {}
    show(value: number): string {
      for (const label of ["a"]) void label;
      return this.label + value;
    }
  }
  return new Own("own").show(1) + label;
}
console.log(outer2("!"));
{
  class InBlock {
    constructor(public label: string) {}
    twice(): string { return this.label + this.label; }
  }
  console.log(new InBlock("ab").twice());
}
