function scale(n: number): number {
  return n * 3;
}
namespace Util {
  export function scale(n: number): number {
    return n * 2;
  }
}
console.log(scale(1), Util.scale(1));
