// Validation that throws and catches on a fraction of inputs.
const benchStarted = performance.now();
class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}
function validate(age: number, name: string): number {
  if (name.length === 0) throw new ValidationError("name", "name is empty");
  if (age < 0 || age > 150) throw new ValidationError("age", `age ${age} out of range`);
  return age * 2 + name.length;
}
let ok = 0;
let failed = 0;
let lastMessage = "";
for (let i = 0; i < 300000; i++) {
  try {
    ok += validate((i % 200) - 10, i % 50 === 0 ? "" : "user");
  } catch (error) {
    if (error instanceof ValidationError) {
      failed++;
      lastMessage = error.field + ": " + error.message;
    } else {
      throw error;
    }
  }
}
console.log(ok, failed, lastMessage);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
