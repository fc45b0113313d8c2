// Building data pipelines from small closures.
type Step = (values: number[]) => number[];
const keep =
  (predicate: (n: number) => boolean): Step =>
  (values) =>
    values.filter(predicate);
const scale =
  (factor: number): Step =>
  (values) =>
    values.map((v) => v * factor);
const takeFirst =
  (count: number): Step =>
  (values) =>
    values.slice(0, count);
function pipeline(...steps: Step[]): Step {
  return (values) => steps.reduce((current, step) => step(current), values);
}
const data: number[] = [];
for (let i = 1; i <= 20; i++) data.push(i);
const oddTriples = pipeline(keep((n) => n % 2 === 1), scale(3), takeFirst(4));
const bigHalves = pipeline(scale(0.5), keep((n) => n > 7));
console.log(oddTriples(data), bigHalves(data));
console.log(pipeline()(data).length, pipeline(takeFirst(2), takeFirst(1))(data));
const stages: string[] = [];
const traced = (name: string, step: Step): Step => (values) => {
  stages.push(`${name}(${values.length})`);
  return step(values);
};
const tracedPipeline = pipeline(traced("keep", keep((n) => n > 10)), traced("scale", scale(2)));
console.log(tracedPipeline(data), stages.join(" -> "));
const sumOf = (values: number[]): number => values.reduce((a, b) => a + b, 0);
console.log(sumOf(oddTriples(data)), sumOf(bigHalves(data)));
