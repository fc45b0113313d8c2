// A validation pipeline: records that fail a rule throw, and the caller
// collects the failures and keeps going.
interface User {
  name: string;
  age: number;
  email: string;
}

class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

function validate(user: User): User {
  if (user.name.length === 0) throw new ValidationError("name", "name is empty");
  if (user.age < 0 || user.age > 150) {
    throw new ValidationError("age", `age ${user.age} out of range`);
  }
  if (!user.email.includes("@")) {
    throw new ValidationError("email", `invalid email '${user.email}'`);
  }
  return user;
}

const users: User[] = [];
for (let i = 0; i < 40; i++) {
  users.push({
    name: i % 13 === 5 ? "" : `user${i}`,
    age: i % 17 === 3 ? -i : 20 + (i % 50),
    email: i % 19 === 7 ? `user${i}.example.com` : `user${i}@example.com`,
  });
}

const valid: User[] = [];
const failures = new Map<string, number>();
for (const user of users) {
  try {
    valid.push(validate(user));
  } catch (e) {
    if (e instanceof ValidationError) {
      failures.set(e.field, (failures.get(e.field) ?? 0) + 1);
      console.log(`rejected: ${e.message}`);
    } else {
      throw e;
    }
  }
}
console.log(valid.length, "valid");
console.log(failures);
console.log(valid.slice(0, 3).map((u) => u.name).join(", "));
