const grid: number[][] = [[1, 2], [3]];
console.log(grid[5], grid[5] === undefined, typeof grid[9]);
const lists = new Map<string, string[]>();
const got = lists.get("none");
try { console.log(got!.length); } catch (e) { console.log((e as Error).message); }
try { console.log(got![0]); } catch (e) { console.log((e as Error).message); }
try { got!.push("x"); } catch (e) { console.log((e as Error).message); }
try { console.log(grid[7][0]); } catch (e) { console.log((e as Error).message); }
const popped = ([] as number[][]).pop();
console.log(popped, [grid[3]], JSON.stringify({ g: grid[3], h: grid[0] }));
const row = grid.find(r => r.length > 5);
console.log(row === undefined ? "no row" : row.length);
function total(xs: number[] | undefined): number {
  return xs!.reduce((a, b) => a + b, 0);
}
try { console.log(total([1, 2]), total(undefined)); } catch (e) { console.log("caught", (e as Error).message); }
function firstOf(m: Map<string, number[]>, k: string): number { return m.get(k)![0]; }
try { console.log(firstOf(new Map([["a", [5]]]), "a"), firstOf(new Map(), "b")); } catch (e) { console.log("caught", (e as Error).message); }
